import { site } from '@hl/shared/site';
import type { StoredLead } from '../../plugins/app/repositories/leads.ts';
import { emailLink, greeting, type Links, phoneLink, signOff, text, visitorFooter } from './common.ts';
import type { EmailContent } from './render.ts';

/** The confirmation the partner page promises ('check your inbox for confirmation'). */
export function partnerConfirmation(lead: StoredLead, links: Links): EmailContent {
  const phone = text(lead, 'phone');
  return {
    subject: `Thanks for registering as a ${site.brandName} partner`,
    blocks: [
      { p: [greeting(lead)] },
      {
        p: [
          `Thanks for registering your interest in partnering with ${site.brandName}. We’ve received your details, and someone from our partnerships team will call you${phone ? ` on ${phone}` : ''} to talk through how referrals work and to answer your questions.`,
        ],
      },
      {
        p: [
          'Your clients apply once and we approach the banks on their behalf, so they can compare real offers side by side.',
        ],
      },
      {
        p: [
          'In the meantime, you’re welcome to e-mail us at ',
          emailLink(site.partnersEmail),
          ' or call ',
          phoneLink(site.phone.display),
          '.',
        ],
      },
      signOff(`The ${site.brandName} partnerships team`),
    ],
    footer: visitorFooter(links),
  };
}
