import type { TrackRecord } from '@hl/shared/events';

/**
 * Sends one record to the BFF. keepalive lets a record sent while the page closes still arrive;
 * failures are only logged (spec section 8): analytics never disturbs the visitor.
 */
export async function send(record: TrackRecord): Promise<void> {
  const path = record.kind === 'conversion' ? '/analytics/conversion' : '/analytics/event';
  const { kind: _kind, ...payload } = record;
  try {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...payload, timestamp: new Date().toISOString() }),
      keepalive: true,
      credentials: 'same-origin',
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  } catch (error) {
    console.warn(record.kind === 'conversion' ? 'Failed to track conversion' : 'Failed to track event', error);
  }
}
