import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The two signatures the BFF puts on what it sends (the newsletter's unsubscribe token and the CRM
 * webhook's signature header), and the suppression list's hash of an address. All are HMAC-SHA256
 * under a secret of their own setting.
 */

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text);

/** Same length and same bytes, compared in constant time. */
const sameText = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The unsubscribe token of a newsletter subscription: its lead id and a MAC of it, so a link names
 * no address and cannot be made for another subscription. It does not expire: a mailing's link must
 * keep working for as long as someone may open that mailing.
 */
export function unsubscribeToken(secret: string, leadId: string): string {
  return `${leadId}.${hmac(secret, `unsubscribe:${leadId}`).digest('base64url')}`;
}

/** The lead id a token was made for, or undefined for a forged, altered or cut-off token. */
export function verifyUnsubscribeToken(secret: string, token: string): string | undefined {
  const dot = token.indexOf('.');
  const leadId = token.slice(0, dot);
  if (dot < 0 || !LEAD_ID.test(leadId)) return undefined;
  return sameText(token, unsubscribeToken(secret, leadId)) ? leadId : undefined;
}

/**
 * What the newsletter's suppression list keeps of an opted-out address once its subscription is
 * deleted: an HMAC of the address (trimmed, lower-cased), so the list names nobody and cannot be
 * checked against guessed addresses without the key.
 */
export function suppressionHash(secret: string, email: string): string {
  return hmac(secret, `newsletter-suppression:${email.trim().toLowerCase()}`).digest('base64url');
}

/** The webhook's signature header name. */
export const SIGNATURE_HEADER = 'Leads-Signature';

/**
 * The webhook's signature header value, in the manner of payment providers' webhooks:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. Signing the time with the body lets the
 * receiver refuse a captured request replayed later (README: "Receiving the leads webhook").
 */
export function webhookSignature(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${body}`).digest('hex')}`;
}
