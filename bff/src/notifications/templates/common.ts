import { chatUrl, site } from '@hl/shared/site';
import type { StoredLead } from '../../plugins/app/repositories/leads.ts';
import type { Block, Inline } from './render.ts';

/** The absolute links a message may carry, built from SITE_URL. */
export interface Links {
  /** The site's home page. */
  site: string;
  /** The privacy notice. */
  privacy: string;
  /** The lead in the operators' read side. */
  lead(id: string): string;
  /** The newsletter's one-click unsubscribe page for a subscription. */
  unsubscribe(leadId: string): string;
}

/** A text field of a lead's payload, if it holds one. */
export const text = (lead: StoredLead, key: string): string | undefined => {
  const value = lead.payload[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** A number field of a lead's payload, if it holds one. */
export const number = (lead: StoredLead, key: string): number | undefined => {
  const value = lead.payload[key];
  return typeof value === 'number' ? value : undefined;
};

/** The person's name: the partner form asks for a full name, the others for a name. */
export const personName = (lead: StoredLead) => text(lead, 'fullName') ?? text(lead, 'name') ?? '';

/** "Hi Thandi," for "Thandi Nkosi": first names are how the site speaks to people. */
export const greeting = (lead: StoredLead) => `Hi ${personName(lead).split(/\s+/)[0] || 'there'},`;

export const phoneLink = (number: string): Inline => ({ href: `tel:${number.replace(/[^\d+]/g, '')}`, label: number });
export const emailLink = (address: string): Inline => ({ href: `mailto:${address}`, label: address });

/** When a lead came in, as people in South Africa read a time. */
export const receivedAt = (iso: string) =>
  `${new Intl.DateTimeFormat('en-ZA', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Africa/Johannesburg',
  }).format(new Date(iso))} (SAST)`;

/** Whole rand, grouped the South African way: R 2 000 000. */
export const rand = (amount: number) =>
  `R ${new Intl.NumberFormat('en-ZA', { maximumFractionDigits: 0 }).format(amount)}`;

/** How to reach us, with the hours someone answers. */
export const reachUs = (): Block => ({
  rows: [
    ['Phone', phoneLink(site.phone.display)],
    ['WhatsApp', { href: chatUrl(), label: 'Chat to us' }],
    ['E-mail', emailLink(site.email)],
    ['Hours', site.businessHours.join('; ')],
  ],
});

export const signOff = (team: string): Block => ({ p: [`Kind regards,\n${team}`] });

/**
 * The small print of every e-mail to a visitor: who we are, why it came, and the privacy notice.
 * A message to someone who did not ask for it must say how to make it stop.
 */
export const visitorFooter = (links: Links): Block[] => [
  {
    p: [
      `${site.brandName} · `,
      phoneLink(site.phone.display),
      ' · ',
      emailLink(site.email),
      ' · ',
      { href: links.site, label: links.site.replace(/^https?:\/\//, '') },
    ],
  },
  { p: [site.address] },
  {
    p: [
      'You’re receiving this because this e-mail address was entered on our website. If that wasn’t you, reply to let us know and we’ll delete your details.',
    ],
  },
  { p: ['How we use and protect your personal information: ', { href: links.privacy, label: 'our privacy notice' }] },
];
