import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventItem } from '../../domain/payload.ts';
import { SendFailure } from './outbox.ts';
import { batchTransport } from './transport.ts';

const IDS = { sessionId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', visitorId: '0190a1b2-c3d4-4e5f-8a9b-0c1d2e3f4a5c' };
const items = [eventItem('exit', 'page_hidden', 3, '/', '2026-11-23T10:00:00.000Z')];

describe('how a batch travels', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts JSON to /analytics/batch with keepalive and returns the ids of the answer', async () => {
    const fetch = vi.fn(async () => Response.json(IDS, { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    await expect(batchTransport().post(items)).resolves.toEqual(IDS);
    expect(fetch).toHaveBeenCalledWith('/analytics/batch', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        traceparent: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/),
      },
      body: JSON.stringify(items),
      credentials: 'same-origin',
      keepalive: true,
    });
  });

  it('rejects with the status when the BFF refuses, so delivery can decide to retry', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 503 }));
    await expect(batchTransport().post(items)).rejects.toEqual(new SendFailure(503));
  });

  it('sends a beacon of the JSON as text (no preflight; the BFF reads it as JSON)', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    expect(batchTransport().beacon(items)).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith('/analytics/batch', JSON.stringify(items));
  });

  it('says so when the browser has no beacon', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    expect(batchTransport().beacon(items)).toBe(false);
  });
});
