import { site } from '@hl/shared/site';
import type { StoredLead } from '../../plugins/app/repositories/leads.ts';
import { greeting, type Links, signOff, visitorFooter } from './common.ts';
import type { EmailContent } from './render.ts';

/** The welcome to a new subscriber, with the one-click way off the list that every mailing carries. */
export function newsletterWelcome(lead: StoredLead, links: Links): EmailContent {
  const unsubscribe = links.unsubscribe(lead.id);
  return {
    subject: `Welcome to the ${site.brandName} newsletter`,
    blocks: [
      { p: [greeting(lead)] },
      {
        p: [
          'Thanks for subscribing. Once a month you’ll get interest rate updates, buying tips and our newest guides for South African home buyers. No spam, and you can unsubscribe any time.',
        ],
      },
      { p: ['While you wait for the first one, see what you could afford with our calculators:'] },
      { button: { href: `${links.site}/calculators`, label: 'Try the calculators' } },
      signOff(`The ${site.brandName} team`),
    ],
    footer: [
      { p: ['Don’t want these e-mails? ', { href: unsubscribe, label: 'Unsubscribe with one click' }, '.'] },
      ...visitorFooter(links),
    ],
  };
}
