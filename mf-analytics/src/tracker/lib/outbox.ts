import { MAX_BATCH_RECORDS, type TrackingIds } from '@hl/shared/analytics-values';
import { type BatchItem, withIds } from '../../domain/payload.ts';

/** A batch goes when this many records wait (in the next task)... */
export const FLUSH_AT = 10;
/** ...or this long after the first of them. */
export const FLUSH_AFTER_MS = 2000;
/** A failed batch is tried once more, after this pause. */
export const RETRY_AFTER_MS = 1000;
/** Records kept while the BFF cannot be reached; past this, new ones are dropped (the earliest matter most). */
export const MAX_QUEUED = 200;

/** How a batch travels: fetch (answers with the ids) and sendBeacon (survives the page closing). */
export interface Transport {
  /** Resolves with the ids the BFF answered; rejects with a SendFailure or a network error. */
  post(items: BatchItem[]): Promise<TrackingIds | undefined>;
  /** Hands the batch to the browser to send even if the page goes; false when it would not take it. */
  beacon(items: BatchItem[]): boolean;
}

/** A batch the BFF refused: a 4xx other than a timeout or a rate limit is not worth repeating. */
export class SendFailure extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
  get retryable(): boolean {
    return this.status >= 500 || this.status === 408 || this.status === 429;
  }
}

const FAILURE_MESSAGES = {
  pageview: 'Failed to track page view',
  event: 'Failed to track event',
  conversion: 'Failed to track conversion',
  error: 'Failed to track an error',
  vital: 'Failed to track a Web Vital',
} as const;

/**
 * The tracker's delivery: records wait here and go to POST /analytics/batch in batches. One batch
 * is in flight at a time, so the first answer (which sets the cookies) comes before the next
 * request and a new visitor is never counted twice. A failed batch is retried once, then logged
 * by kind and dropped: analytics never gets in the visitor's way.
 */
export class Outbox {
  // `private`, not `#`: the ES2020 build turns `#` fields into WeakMap helpers the tracker's budget has no room for.
  private readonly queue: BatchItem[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sending = false;
  private dropped = 0;
  /** The ids of the BFF's last answer; later payloads carry them. */
  ids: TrackingIds | undefined;

  constructor(private readonly transport: Transport) {}

  get size(): number {
    return this.queue.length;
  }

  add(item: BatchItem): void {
    if (this.queue.length >= MAX_QUEUED) {
      if (this.dropped++ === 0) console.warn('Analytics: too many records waiting; new ones are dropped');
      return;
    }
    this.dropped = 0;
    this.queue.push(item);
    if (this.queue.length === FLUSH_AT) {
      // In a task of its own: the callback that recorded the tenth record (a scroll, an
      // intersection) stays as short as the others, and the batch's JSON is built after it.
      this.cancelTimer();
      this.timer = setTimeout(() => this.flush(), 0);
    } else {
      this.timer ??= setTimeout(() => this.flush(), FLUSH_AFTER_MS);
    }
  }

  /** Sends the next batch now (unless one is in flight: the rest follows when it is answered). */
  flush(): void {
    this.cancelTimer();
    if (this.sending || this.queue.length === 0) return;
    const batch = this.queue.splice(0, MAX_BATCH_RECORDS);
    this.sending = true;
    void this.deliver(batch).finally(() => {
      this.sending = false;
      if (this.queue.length >= FLUSH_AT) this.flush();
      else if (this.queue.length > 0) this.timer ??= setTimeout(() => this.flush(), FLUSH_AFTER_MS);
    });
  }

  /** The page is being hidden (maybe closed): everything waiting goes now, by beacon. */
  flushWithBeacon(): void {
    this.cancelTimer();
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH_RECORDS);
      const items = batch.map((item) => withIds(item, this.ids));
      // A browser that refuses the beacon (none, or its quota spent) gets a keepalive fetch instead.
      if (!this.transport.beacon(items)) void this.transport.post(items).catch((error) => fail(batch, error));
    }
  }

  private async deliver(batch: BatchItem[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const ids = await this.transport.post(batch.map((item) => withIds(item, this.ids)));
        if (ids) this.ids = ids;
        return;
      } catch (error) {
        const retryable = !(error instanceof SendFailure) || error.retryable;
        if (attempt === 2 || !retryable) return fail(batch, error);
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    }
  }

  private cancelTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** Logs a lost batch with the message of each kind of record in it. */
function fail(batch: BatchItem[], error: unknown): void {
  for (const kind of new Set(batch.map((item) => item.kind))) console.warn(FAILURE_MESSAGES[kind], error);
}
