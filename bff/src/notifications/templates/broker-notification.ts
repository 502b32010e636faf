import { site } from '@hl/shared/site';
import type { LeadType, StoredLead } from '../../plugins/app/repositories/leads.ts';
import { emailLink, type Links, number, personName, phoneLink, rand, receivedAt, text } from './common.ts';
import type { EmailContent } from './render.ts';

const WHAT: Record<LeadType, string> = {
  callback: 'callback request',
  contact: 'contact message',
  partner: 'partner registration',
  newsletter: 'newsletter sign-up',
};

/** What the consultant should do first, by lead type. */
const NEXT: Record<LeadType, string> = {
  callback: 'They asked us to call them back: please phone them in business hours.',
  contact: 'They sent a message through the contact form: please reply or call.',
  partner: 'An estate agent registered on the partner page: please call them about referring clients.',
  newsletter: 'Someone subscribed to the newsletter. Nothing to do unless you want to say hello.',
};

/** The broker team's notification of a lead: everything needed to call back, and a link to the lead. */
export function brokerNotification(lead: StoredLead, links: Links): EmailContent {
  const name = personName(lead);
  const agency = text(lead, 'estateAgency');
  const phone = text(lead, 'mobile') ?? text(lead, 'phone');
  const email = text(lead, 'email');
  const listings = number(lead, 'numListings');
  const saleValue = number(lead, 'avgSaleValue');
  const message = text(lead, 'message');
  return {
    subject: `New ${WHAT[lead.type]}: ${name}${agency ? ` (${agency})` : ''}`,
    blocks: [
      { p: [`A new ${WHAT[lead.type]} came in through the website on ${receivedAt(lead.createdAt)}.`] },
      { p: [NEXT[lead.type]] },
      {
        rows: [
          ['Name', name],
          [lead.type === 'callback' ? 'Mobile' : 'Phone', phone && phoneLink(phone)],
          ['E-mail', email && emailLink(email)],
          ['Estate agency', agency],
          ['Listings', listings === undefined ? undefined : String(listings)],
          ['Average sale value', saleValue === undefined ? undefined : rand(saleValue)],
          ['Subject', text(lead, 'subject')],
          ['Stage', text(lead, 'stage')],
        ],
      },
      ...(message ? [{ p: ['Their message:'] }, { quote: message }] : []),
      { button: { href: links.lead(lead.id), label: 'Open the lead' } },
    ],
    footer: [
      { p: [`Reply to this e-mail to write to ${name || 'them'} directly.`] },
      {
        p: [
          `Sent by the ${site.brandName} website for every lead. The lead’s page, after signing in with your staff account: `,
          { href: links.lead(lead.id) },
        ],
      },
    ],
  };
}
