import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BatchItem, eventItem } from '../../domain/payload.ts';
import { FLUSH_AFTER_MS, MAX_QUEUED, Outbox, RETRY_AFTER_MS, SendFailure, type Transport } from './outbox.ts';

const IDS = { sessionId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', visitorId: '0190a1b2-c3d4-4e5f-8a9b-0c1d2e3f4a5c' };
const event = (n: number) => eventItem('cta_click', `button-${n}`, undefined, '/', '2026-11-23T10:00:00.000Z');
const names = (batch: BatchItem[]) => batch.map((i) => (i.kind === 'event' ? i.element : i.kind));

/** A transport that records what it is given; `answer` decides how each post ends. */
function fakeTransport(answer: () => Promise<typeof IDS | undefined> = async () => IDS) {
  const posts: BatchItem[][] = [];
  const beacons: BatchItem[][] = [];
  const transport: Transport & { posts: BatchItem[][]; beacons: BatchItem[][]; acceptBeacon: boolean } = {
    posts,
    beacons,
    acceptBeacon: true,
    post: vi.fn(async (items: BatchItem[]) => {
      posts.push(items);
      return answer();
    }),
    beacon: (items) => {
      beacons.push(items);
      return transport.acceptBeacon;
    },
  };
  return transport;
}

describe('delivery of records in batches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends a batch at once when 10 records wait (in the next task, not inside the callback that recorded)', async () => {
    const transport = fakeTransport();
    const outbox = new Outbox(transport);
    for (let n = 0; n < 9; n++) outbox.add(event(n));
    outbox.add(event(9));
    expect(transport.posts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.posts).toHaveLength(1);
    expect(names(transport.posts[0] ?? [])).toHaveLength(10);
  });

  it('sends what waits 2 s after the first record', async () => {
    const transport = fakeTransport();
    const outbox = new Outbox(transport);
    outbox.add(event(1));
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS / 2);
    outbox.add(event(2));
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS / 2 - 1);
    expect(transport.posts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.posts.map(names)).toEqual([['button-1', 'button-2']]);
  });

  it('puts the ids of the answer into the later payloads', async () => {
    const transport = fakeTransport();
    const outbox = new Outbox(transport);
    outbox.add(event(1));
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    outbox.add(event(2));
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(transport.posts[0]?.[0]).not.toHaveProperty('sessionId');
    expect(transport.posts[1]?.[0]).toMatchObject(IDS);
  });

  it('keeps one batch in flight: the next waits for the answer (which sets the cookies)', async () => {
    let release: (ids: typeof IDS) => void = () => {};
    const transport = fakeTransport(() => new Promise((resolve) => (release = resolve)));
    const outbox = new Outbox(transport);
    for (let n = 0; n < 10; n++) outbox.add(event(n));
    await vi.advanceTimersByTimeAsync(0);
    for (let n = 10; n < 25; n++) outbox.add(event(n));
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(transport.posts).toHaveLength(1);
    release(IDS);
    await vi.advanceTimersByTimeAsync(0);
    // What piled up meanwhile goes in one batch (up to 50), with the ids of the first answer.
    expect(transport.posts.map((b) => b.length)).toEqual([10, 15]);
    expect(transport.posts[1]?.[0]).toMatchObject(IDS);
  });

  it('retries a failed batch once, then logs it with the message of each kind and drops it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const transport = fakeTransport(async () => {
      throw new SendFailure(503);
    });
    const outbox = new Outbox(transport);
    outbox.add({ kind: 'pageview', path: '/', timestamp: '2026-11-23T10:00:00.000Z' });
    outbox.add(event(1));
    outbox.add({ kind: 'conversion', type: 'callback_request', path: '/', timestamp: '2026-11-23T10:00:00.000Z' });
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(transport.posts).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_MS);
    expect(transport.posts).toHaveLength(2);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'Failed to track page view',
      'Failed to track event',
      'Failed to track conversion',
    ]);
    await vi.advanceTimersByTimeAsync(10 * FLUSH_AFTER_MS);
    expect(transport.posts).toHaveLength(2);
    expect(outbox.size).toBe(0);
  });

  it('succeeds on the retry after a network error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let calls = 0;
    const transport = fakeTransport(async () => {
      if (++calls === 1) throw new TypeError('Failed to fetch');
      return IDS;
    });
    const outbox = new Outbox(transport);
    outbox.add(event(1));
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS + RETRY_AFTER_MS);
    expect(transport.posts).toHaveLength(2);
    expect(outbox.ids).toEqual(IDS);
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not repeat a batch the BFF refused as invalid', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const transport = fakeTransport(async () => {
      throw new SendFailure(400);
    });
    const outbox = new Outbox(transport);
    outbox.add(event(1));
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS + RETRY_AFTER_MS);
    expect(transport.posts).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('Failed to track event', expect.any(SendFailure));
  });

  it('sends everything waiting by beacon when the page is hidden, with the ids, 50 a beacon', async () => {
    let release: () => void = () => {};
    const transport = fakeTransport(() => new Promise((resolve) => (release = () => resolve(undefined))));
    const outbox = new Outbox(transport);
    outbox.ids = IDS;
    for (let n = 0; n < 10; n++) outbox.add(event(n));
    await vi.advanceTimersByTimeAsync(0);
    for (let n = 10; n < 70; n++) outbox.add(event(n));
    // One batch of 10 went by fetch; the other 60 wait for it.
    outbox.flushWithBeacon();
    expect(transport.beacons.map((b) => b.length)).toEqual([50, 10]);
    expect(transport.beacons[0]?.[0]).toMatchObject(IDS);
    expect(outbox.size).toBe(0);
    release();
    await vi.advanceTimersByTimeAsync(10 * FLUSH_AFTER_MS);
    expect(transport.posts).toHaveLength(1);
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', () => {
    const transport = fakeTransport();
    transport.acceptBeacon = false;
    const outbox = new Outbox(transport);
    outbox.add(event(1));
    outbox.flushWithBeacon();
    expect(transport.posts.map(names)).toEqual([['button-1']]);
  });

  it('is bounded: while the BFF is unreachable it keeps the earliest records and drops the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const transport = fakeTransport(() => new Promise(() => {}));
    const outbox = new Outbox(transport);
    for (let n = 0; n < 10; n++) outbox.add(event(n));
    await vi.advanceTimersByTimeAsync(0);
    for (let n = 10; n < MAX_QUEUED + 40; n++) outbox.add(event(n));
    // 10 in flight (never answered), MAX_QUEUED waiting.
    expect(outbox.size).toBe(MAX_QUEUED);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
