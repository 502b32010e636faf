import type { TrackedRecord, Tracker } from './records.ts';

/** Records kept while the tracker is not there yet; past this, new records are dropped. */
export const MAX_PENDING_RECORDS = 100;

/**
 * Holds records until a tracker arrives, then hands them over in order and passes later ones
 * straight through. Bounded: a tracker that never loads (analytics remote down) costs at most
 * MAX_PENDING_RECORDS records of memory; the earliest (the first page view) are the ones kept.
 */
export class PendingQueue {
  private pending: TrackedRecord[] = [];
  private tracker: Tracker | null = null;
  dropped = 0;

  constructor(private readonly limit = MAX_PENDING_RECORDS) {}

  push(record: TrackedRecord): void {
    if (this.tracker) {
      this.tracker.record(record);
    } else if (this.pending.length < this.limit) {
      this.pending.push(record);
    } else {
      this.dropped += 1;
    }
  }

  attach(tracker: Tracker | null): void {
    this.tracker = tracker;
    if (!tracker) return;
    const waiting = this.pending;
    this.pending = [];
    for (const record of waiting) tracker.record(record);
    if (this.dropped > 0) {
      console.warn(`Analytics: ${this.dropped} records were dropped while the tracker loaded`);
      this.dropped = 0;
    }
  }

  get size(): number {
    return this.pending.length;
  }
}
