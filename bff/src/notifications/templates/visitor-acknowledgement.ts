import { site } from '@hl/shared/site';
import type { StoredLead } from '../../plugins/app/repositories/leads.ts';
import { greeting, type Links, reachUs, signOff, text, visitorFooter } from './common.ts';
import type { EmailContent } from './render.ts';

/**
 * A short note to a visitor who asked for a call back or sent a message: it arrived, what happens
 * next, and how to reach us sooner. It never repeats what they wrote (beyond their name and number),
 * so the forms cannot be used to send someone else a message of one's choosing.
 */
export function visitorAcknowledgement(lead: StoredLead, links: Links): EmailContent {
  const callback = lead.type === 'callback';
  const mobile = text(lead, 'mobile');
  return {
    subject: callback ? 'We’ve got your callback request' : 'Thanks for your message',
    blocks: [
      { p: [greeting(lead)] },
      {
        p: [
          callback
            ? `Thanks for asking us to call you back. One of our bond consultants will phone you${mobile ? ` on ${mobile}` : ''} as soon as we can during business hours.`
            : 'Thanks for getting in touch. We’ve received your message, and one of our bond consultants will get back to you soon.',
        ],
      },
      { p: ['If you’d like to talk sooner, here’s how to reach us:'] },
      reachUs(),
      signOff(`The ${site.brandName} team`),
    ],
    footer: visitorFooter(links),
  };
}
