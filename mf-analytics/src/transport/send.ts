import type { TrackedRecord } from '@hl/shared/analytics';
import type { ConversionInput, EventInput, PageViewInput } from '@hl/shared/contracts';

const ENDPOINT = { pageview: '/analytics/pageview', event: '/analytics/event', conversion: '/analytics/conversion' };
const FAILURE = {
  pageview: 'Failed to track page view',
  event: 'Failed to track event',
  conversion: 'Failed to track conversion',
};

/** The body the BFF's contract expects for a record (the BFF adds the ids from its cookies). */
export function toBody(record: TrackedRecord): PageViewInput | EventInput | ConversionInput {
  const { timestamp, path } = record;
  switch (record.kind) {
    case 'pageview':
      return { path, title: record.title, timestamp };
    case 'conversion':
      return { type: record.type, path, timestamp };
    case 'event':
      return { type: record.type, element: record.element, value: record.value, path, timestamp };
  }
}

/**
 * Sends one record to the BFF. keepalive lets a record sent while the page closes still arrive;
 * failures are only logged: analytics never disturbs the visitor.
 */
export async function send(record: TrackedRecord): Promise<void> {
  try {
    const res = await fetch(ENDPOINT[record.kind], {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(toBody(record)),
      keepalive: true,
      credentials: 'same-origin',
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  } catch (error) {
    console.warn(FAILURE[record.kind], error);
  }
}
