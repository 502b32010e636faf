import { site } from '@hl/shared/site';
import { INSIGHTS_PATH } from '@hl/shared/site-map';
import { type Config, mailboxAddress } from '../config.ts';
import { LEAD_TYPES, type LeadType, type StoredLead } from '../plugins/app/repositories/leads.ts';
import type { MessageKind } from '../plugins/app/repositories/outbox.ts';
import type { Report } from '../reports/reports.ts';
import type { Mail } from './mail.ts';
import { unsubscribeToken } from './signing.ts';
import { brokerNotification } from './templates/broker-notification.ts';
import { type Links, text } from './templates/common.ts';
import { newsletterWelcome } from './templates/newsletter-welcome.ts';
import { partnerConfirmation } from './templates/partner-confirmation.ts';
import { type EmailContent, renderEmail } from './templates/render.ts';
import { staffAlert, staffDigest } from './templates/staff-reports.ts';
import { visitorAcknowledgement } from './templates/visitor-acknowledgement.ts';

/** The e-mail a visitor of each lead type may get. */
const VISITOR_KIND: Record<LeadType, MessageKind> = {
  partner: 'partner-confirmation',
  callback: 'visitor-acknowledgement',
  contact: 'visitor-acknowledgement',
  newsletter: 'newsletter-welcome',
};

/** The messages a lead causes: none for spam (kept for review, never contacted, nobody told). */
export function kindsFor(config: Config, lead: { type: LeadType; spam?: boolean | undefined }): MessageKind[] {
  if (lead.spam) return [];
  const kinds: MessageKind[] = [];
  if (config.LEADS_NOTIFY_TO.length > 0) kinds.push('broker-email');
  if (config.LEADS_WEBHOOK_URL) kinds.push('crm-webhook');
  if (config.VISITOR_EMAILS.includes(lead.type)) kinds.push(VISITOR_KIND[lead.type]);
  return kinds;
}

/** The messages that are switched on: what the worker delivers. */
export const enabledKinds = (config: Config): MessageKind[] => [
  ...new Set(LEAD_TYPES.flatMap((type) => kindsFor(config, { type }))),
  ...(config.STAFF_DIGEST ? ['staff-digest' as const] : []),
  ...(config.ALERTS_TO.length > 0 ? ['staff-alert' as const] : []),
];

/** The absolute links of messages, from SITE_URL. */
export function linksFor(config: Config): Links {
  const base = config.SITE_URL ?? '';
  return {
    site: base,
    privacy: `${base}/privacy`,
    // The insights page's view of the lead: it asks a signed-out reader to sign in, then opens it
    // (a link to /admin itself would come from webmail without the SameSite=Strict cookie).
    lead: (id) => `${base}${INSIGHTS_PATH}/leads/${id}`,
    unsubscribe: (leadId) =>
      `${base}/contact/newsletter/unsubscribe?token=${unsubscribeToken(config.UNSUBSCRIBE_SECRET ?? '', leadId)}`,
  };
}

/** The e-mails about a lead (the staff's digest and alerts are composed in staff-reports.ts). */
export type EmailKind = Exclude<MessageKind, 'crm-webhook' | 'staff-digest' | 'staff-alert'>;

/**
 * The e-mail of a message: its recipients, its Message-ID made from the message's id (so every try
 * of it carries the same one, and a mail program shows a repeat as the same message), its texts.
 */
export function composeEmail(kind: EmailKind, id: string, lead: StoredLead, config: Config, links: Links): Mail {
  const messageId = messageIdOf(id, config);
  const visitor = text(lead, 'email') ?? lead.email ?? '';
  // Mail to a visitor is sent by a machine: Auto-Submitted keeps auto-replies from answering it.
  const automatic = { 'Auto-Submitted': 'auto-generated' };
  const mail = (
    to: string | string[],
    replyTo: string | undefined,
    content: EmailContent,
    headers: Record<string, string> = automatic,
  ) => ({
    to,
    replyTo,
    messageId,
    headers,
    ...renderEmail(content),
  });
  switch (kind) {
    case 'broker-email':
      // Reply-To: the consultant's reply goes to the person who asked.
      return mail(config.LEADS_NOTIFY_TO, visitor || undefined, brokerNotification(lead, links), {});
    case 'partner-confirmation':
      return mail(visitor, site.partnersEmail, partnerConfirmation(lead, links));
    case 'visitor-acknowledgement':
      return mail(visitor, site.email, visitorAcknowledgement(lead, links));
    case 'newsletter-welcome': {
      // RFC 8058 one-click unsubscribe: a mail program POSTs List-Unsubscribe=One-Click to the link.
      const headers = {
        ...automatic,
        'List-Unsubscribe': `<${links.unsubscribe(lead.id)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
      return mail(visitor, site.email, newsletterWelcome(lead, links), headers);
    }
  }
}

/** A message's Message-ID, from its id and the domain of MAIL_FROM: the same on every try. */
const messageIdOf = (id: string, config: Config) =>
  `<${id}@${mailboxAddress(config.MAIL_FROM ?? '').split('@')[1] ?? 'localhost'}>`;

/** The staff's digest or alert, from the figures it was queued with, to `to`. */
export function composeStaffEmail(id: string, report: Report, to: string | string[], config: Config): Mail {
  const links = { insights: `${config.SITE_URL ?? ''}${INSIGHTS_PATH}` };
  const content = report.kind === 'digest' ? staffDigest(report, links) : staffAlert(report, links);
  return {
    to,
    messageId: messageIdOf(id, config),
    headers: { 'Auto-Submitted': 'auto-generated' },
    ...renderEmail(content),
  };
}

/**
 * The webhook's JSON body for a lead: the message id (also the Idempotency-Key header), the event,
 * and the lead with every field of its form and its link in the operators' read side.
 */
export function webhookBody(id: string, lead: StoredLead, links: Links): string {
  return JSON.stringify({
    id,
    type: 'lead.created',
    createdAt: lead.createdAt,
    lead: { id: lead.id, type: lead.type, createdAt: lead.createdAt, url: links.lead(lead.id), details: lead.payload },
  });
}
