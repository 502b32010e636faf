import type { Config } from '../config.ts';
import type { LeadsRepository } from '../plugins/app/repositories/leads.ts';
import type { ClaimedMessage } from '../plugins/app/repositories/outbox.ts';
import type { StaffRepository } from '../plugins/app/repositories/staff.ts';
import type { SuppressionsRepository } from '../plugins/app/repositories/suppressions.ts';
import type { Report } from '../reports/reports.ts';
import type { Mailer } from './mail.ts';
import { composeEmail, composeStaffEmail, type EmailKind, webhookBody } from './messages.ts';
import type { Links } from './templates/common.ts';
import type { WebhookSender } from './webhook.ts';

interface Channels {
  leads: Pick<LeadsRepository, 'get'>;
  staff: Pick<StaffRepository, 'get'>;
  suppressions: Pick<SuppressionsRepository, 'optedOutSince'>;
  config: Config;
  links: Links;
  mailer: Mailer | undefined;
  webhook: WebhookSender | undefined;
}

/**
 * Delivers one message: reads its lead (messages hold no personal data of their own, so a lead
 * corrected or deleted before its messages go is what they say, or they are not sent) and sends it
 * by its channel. A welcome whose subscriber has already unsubscribed is not sent, nor one to an
 * address on the suppression list since before the subscription (an opt-out whose row is deleted).
 */
export function createDeliverer({ leads, staff, suppressions, config, links, mailer, webhook }: Channels) {
  /**
   * The staff's digest (to its account, while it is active and still wants it) or alert (to
   * ALERTS_TO), rendered from the figures it was queued with.
   */
  const toStaff = async (message: ClaimedMessage, signal: AbortSignal): Promise<{ cancelled: string } | undefined> => {
    let to: string | string[] = config.ALERTS_TO;
    if (message.kind === 'staff-digest') {
      const account = message.recipient ? await staff.get(message.recipient) : undefined;
      if (!account?.active || !account.digest) return { cancelled: 'the account no longer gets the digest' };
      to = account.email;
    }
    if (!mailer) throw new Error('SMTP_URL is not set');
    await mailer.send(composeStaffEmail(message.id, JSON.parse(message.report ?? '{}') as Report, to, config), signal);
    return undefined;
  };

  return async (message: ClaimedMessage, signal: AbortSignal): Promise<{ cancelled: string } | undefined> => {
    if (message.leadId === null) return toStaff(message, signal);
    const lead = await leads.get(message.leadId);
    if (!lead) return { cancelled: 'lead deleted' };
    if (message.kind === 'crm-webhook') {
      if (!webhook) throw new Error('LEADS_WEBHOOK_URL is not set');
      await webhook.send(message.id, webhookBody(message.id, lead, links), signal);
      return undefined;
    }
    if (message.kind === 'newsletter-welcome') {
      const optedOut =
        lead.unsubscribedAt !== null ||
        (lead.email !== null && (await suppressions.optedOutSince(lead.email, lead.createdAt)));
      if (optedOut) return { cancelled: 'unsubscribed' };
    }
    if (!mailer) throw new Error('SMTP_URL is not set');
    await mailer.send(composeEmail(message.kind as EmailKind, message.id, lead, config, links), signal);
    return undefined;
  };
}
