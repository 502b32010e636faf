import type { TrackingIds } from '@hl/shared/analytics-values';
import { traceparent } from '@hl/shared/traceparent';
import { SendFailure, type Transport } from './outbox.ts';

/** Browsers refuse keepalive bodies past 64 KiB in flight; a batch of 50 is far below. */
const KEEPALIVE_LIMIT = 60_000;

const isIds = (value: unknown): value is TrackingIds =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TrackingIds).sessionId === 'string' &&
  typeof (value as TrackingIds).visitorId === 'string';

/**
 * POST /analytics/batch on the page's own origin (the BFF; a standalone dev page proxies it).
 * keepalive lets a batch sent as the visitor follows a link still arrive; each post starts a trace
 * (traceparent). The beacon is sent as text/plain, which needs no preflight and which the BFF
 * accepts as JSON (a beacon carries no headers: it is not traced).
 */
export function batchTransport(url = '/analytics/batch'): Transport {
  return {
    async post(items) {
      const body = JSON.stringify(items);
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', traceparent: traceparent() },
        body,
        credentials: 'same-origin',
        keepalive: body.length < KEEPALIVE_LIMIT,
      });
      if (!res.ok) throw new SendFailure(res.status);
      const answer: unknown = await res.json().catch(() => undefined);
      return isIds(answer) ? answer : undefined;
    },
    beacon(items) {
      return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, JSON.stringify(items));
    },
  };
}
