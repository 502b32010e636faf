import type { ConversionInput, EventInput } from '@hl/shared/contracts';
import type { TrackRecord } from '@hl/shared/events';

/** The body the BFF's contract expects for a record (the BFF adds the ids from its cookies). */
export function toBody(record: TrackRecord, now: Date): EventInput | ConversionInput {
  const timestamp = now.toISOString();
  return record.kind === 'conversion'
    ? { type: record.type, timestamp }
    : { type: record.type, element: record.element, value: record.value, timestamp };
}

/**
 * Sends one record to the BFF. keepalive lets a record sent while the page closes still arrive;
 * failures are only logged (spec section 8): analytics never disturbs the visitor.
 */
export async function send(record: TrackRecord): Promise<void> {
  const path = record.kind === 'conversion' ? '/analytics/conversion' : '/analytics/event';
  try {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(toBody(record, new Date())),
      keepalive: true,
      credentials: 'same-origin',
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  } catch (error) {
    console.warn(record.kind === 'conversion' ? 'Failed to track conversion' : 'Failed to track event', error);
  }
}
