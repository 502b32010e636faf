import { site } from '@hl/shared/site';
import { DeliveryError } from './delivery-error.ts';
import { SIGNATURE_HEADER, webhookSignature } from './signing.ts';

export interface WebhookSender {
  /** POSTs `body` signed; resolves on a 2xx answer, throws a DeliveryError otherwise. */
  send(idempotencyKey: string, body: string, signal: AbortSignal): Promise<void>;
}

/**
 * Answers after which the same body will be refused again: malformed, too large, unprocessable.
 * Anything else (5xx, 429, 401 while a secret is being changed, a redirect) is tried again.
 */
const REFUSES_THE_BODY = new Set([400, 413, 422]);

/** Seconds or an HTTP date, as Retry-After allows; undefined if neither. */
function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Delivers the leads webhook to LEADS_WEBHOOK_URL (fetch), signed with LEADS_WEBHOOK_SECRET. */
export function createWebhookSender({ url, secret }: { url: string; secret: string }): WebhookSender {
  return {
    async send(idempotencyKey, body, signal) {
      const timestamp = Math.floor(Date.now() / 1000);
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': `${site.brandName}-leads-webhook/1`,
          'idempotency-key': idempotencyKey,
          [SIGNATURE_HEADER]: webhookSignature(secret, body, timestamp),
        },
        body,
        signal,
        // A signed POST is not replayed to wherever a redirect points.
        redirect: 'manual',
      });
      await response.body?.cancel();
      if (response.ok) return;
      throw new DeliveryError(
        `HTTP ${response.status}`,
        REFUSES_THE_BODY.has(response.status),
        retryAfterMs(response.headers.get('retry-after')),
      );
    },
  };
}
