import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { StoredLead } from '../plugins/app/repositories/leads.ts';
import { createDeliverer } from './deliver.ts';
import type { Mail } from './mail.ts';
import { linksFor } from './messages.ts';

const config = loadConfig({
  SITE_URL: 'https://www.bondbridge.example',
  SMTP_URL: 'smtp://relay.example:587',
  MAIL_FROM: 'BondBridge <hello@bondbridge.example>',
  VISITOR_EMAILS: 'newsletter',
  UNSUBSCRIBE_SECRET: 'unsub-0123456789abcdef0123456789abcdef',
});

const subscription: StoredLead = {
  id: '0190a000-0000-7000-8000-000000000001',
  type: 'newsletter',
  email: 'lindiwe@example.co.za',
  payload: { name: 'Lindiwe Mokoena', email: 'lindiwe@example.co.za' },
  spam: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  unsubscribedAt: null,
  sessionId: null,
  visitorId: null,
  status: 'new',
  lostReason: null,
  ownerId: null,
};

describe('the newsletter welcome and the suppression list', () => {
  const deliver = (optedOutAt: string | undefined) => {
    const sent: Mail[] = [];
    const send = createDeliverer({
      leads: { get: async () => subscription },
      staff: { get: async () => undefined },
      suppressions: { optedOutSince: async (_email, since) => optedOutAt !== undefined && optedOutAt >= since },
      config,
      links: linksFor(config),
      mailer: { send: async (mail) => void sent.push(mail), close() {} },
      webhook: undefined,
    });
    const message = {
      id: 'm1',
      leadId: subscription.id,
      kind: 'newsletter-welcome' as const,
      attempt: 1,
      report: null,
      recipient: null,
      traceParent: null,
    };
    return { sent, result: send(message, new AbortController().signal) };
  };

  it('is not sent to an address that opted out after the subscription was made', async () => {
    const { sent, result } = deliver('2026-11-02T10:00:00.000Z');
    expect(await result).toEqual({ cancelled: 'unsubscribed' });
    expect(sent).toEqual([]);
  });

  it('is sent for a subscription made after an earlier opt-out (a new consent)', async () => {
    const { sent, result } = deliver('2026-10-01T10:00:00.000Z');
    expect(await result).toBeUndefined();
    expect(sent.map((m) => m.to)).toEqual(['lindiwe@example.co.za']);
  });
});
