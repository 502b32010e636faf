import { classify } from '../notifications/delivery-error.ts';
import type { AnalyticsRepository } from '../plugins/app/repositories/analytics.ts';
import type { Deleted, LeadsRepository } from '../plugins/app/repositories/leads.ts';
import type { SuppressionsRepository } from '../plugins/app/repositories/suppressions.ts';
import type { Exclusive } from '../storage/advisory-lock.ts';

const DAY_MS = 86_400_000;

/** What one run deleted. */
export interface PurgeCounts extends Deleted {
  analytics: number;
  /** Transactions it took (one per batch of leads or of analytics records). */
  batches: number;
}

/** Where the purge reports (a pino logger fits): counts and error classes, never personal data. */
export interface PurgeLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface PurgeOptions {
  leads: Pick<LeadsRepository, 'purge'>;
  analytics: Pick<AnalyticsRepository, 'purge'>;
  suppressions: Pick<SuppressionsRepository, 'suppress' | 'enabled'>;
  /** Runs the purge unless another replica is running it (storage/advisory-lock.ts). */
  exclusive(work: () => Promise<PurgeCounts>): Promise<Exclusive<PurgeCounts>>;
  leadsDays: number;
  analyticsDays: number;
  log: PurgeLog;
  /** Told what each batch deleted, for the metrics. */
  onDeleted(counts: Omit<PurgeCounts, 'batches'>): void;
  /** Told when a run has finished. */
  onFinished(): void;
  /** Rows deleted per transaction. */
  batch?: number;
  /** Pause between two batches, so visitors' writes go between them. */
  pauseMs?: number;
  /** First run after start-up; then every `everyMs`, or `retryMs` after a failed run. */
  firstRunMs?: number;
  everyMs?: number;
  retryMs?: number;
}

/**
 * The retention purge: deletes the leads whose retention ran out (with their outbox messages, and
 * the opted-out newsletter subscriptions, their opt-outs kept on the suppression list) and the
 * analytics records older than their period. It runs a minute after start-up and then daily, in
 * batches of `batch` rows, one transaction each with a pause between them, so it never holds the
 * database for long. Every delete is checked again in its transaction, so replicas running it at
 * once cannot delete anything twice or wrongly; on PostgreSQL an advisory lock leaves the work to
 * one of them. One log line a run, with counts only.
 */
export class RetentionPurge {
  readonly #o: Required<PurgeOptions>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  #stopping = false;

  constructor(options: PurgeOptions) {
    this.#o = {
      batch: 1000,
      pauseMs: 50,
      firstRunMs: 60_000,
      everyMs: DAY_MS,
      retryMs: 3_600_000,
      ...options,
    };
  }

  /** Schedules the first run; the timers never keep the process alive. */
  start(): void {
    if (this.#timer || this.#stopping) return;
    this.#schedule(this.#o.firstRunMs);
  }

  /** No further runs; a run in progress stops after its current batch, and this waits for it. */
  async stop(): Promise<void> {
    this.#stopping = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  /**
   * One run, now: resolves with what it deleted, or undefined when another replica was running it
   * or it failed (either said in the log line).
   */
  run(now = new Date()): Promise<PurgeCounts | undefined> {
    const run = this.#run(now);
    this.#running = run;
    return run;
  }

  #schedule(ms: number) {
    this.#timer = setTimeout(async () => {
      const done = await this.run();
      if (!this.#stopping) this.#schedule(done ? this.#o.everyMs : this.#o.retryMs);
    }, ms);
    this.#timer.unref();
  }

  async #run(now: Date): Promise<PurgeCounts | undefined> {
    const o = this.#o;
    const started = Date.now();
    const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    try {
      const result = await o.exclusive(() => this.#purge(before(o.leadsDays), before(o.analyticsDays)));
      if (!result.ran) {
        o.log.info({ retention: { skipped: 'another replica' } }, 'retention purge: another replica is running it');
        return undefined;
      }
      o.onFinished();
      o.log.info(
        { retention: { ...result.value, ms: Date.now() - started, stopped: this.#stopping || undefined } },
        'retention purge: done',
      );
      return result.value;
    } catch (error) {
      o.log.error(
        { retention: { error: classify(error).errorClass } },
        'retention purge: failed (database unreachable?); tried again within the hour',
      );
      return undefined;
    }
  }

  async #purge(leadsBefore: string, analyticsBefore: string): Promise<PurgeCounts> {
    const o = this.#o;
    const counts: PurgeCounts = { leads: 0, messages: 0, optOuts: 0, analytics: 0, batches: 0 };
    const suppress = o.suppressions.suppress.bind(o.suppressions);
    for (let more = true; more && !this.#stopping; ) {
      const { more: again, ...deleted } = await o.leads.purge({
        before: leadsBefore,
        limit: o.batch,
        suppress,
        optOuts: o.suppressions.enabled,
      });
      this.#add(counts, { ...deleted, analytics: 0 });
      more = again;
      if (more) await this.#pause();
    }
    for (let more = true; more && !this.#stopping; ) {
      const analytics = await o.analytics.purge({ before: analyticsBefore, limit: o.batch });
      this.#add(counts, { leads: 0, messages: 0, optOuts: 0, analytics });
      // A batch deletes up to `batch` of each table (records, errors, vitals): a full one may leave more.
      more = analytics >= o.batch;
      if (more) await this.#pause();
    }
    return counts;
  }

  #add(counts: PurgeCounts, deleted: Omit<PurgeCounts, 'batches'>) {
    counts.batches += 1;
    counts.leads += deleted.leads;
    counts.messages += deleted.messages;
    counts.optOuts += deleted.optOuts;
    counts.analytics += deleted.analytics;
    this.#o.onDeleted(deleted);
  }

  #pause(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, this.#o.pauseMs).unref());
  }
}
