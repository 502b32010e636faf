import type { ClaimedMessage, MessageKind, OutboxRepository, Outcome } from '../plugins/app/repositories/outbox.ts';
import { retryDelay } from './backoff.ts';
import { classify } from './delivery-error.ts';

/** Where the worker reports (a pino logger fits). Lines carry ids, kinds and error classes only. */
export interface WorkerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface WorkerOptions {
  outbox: Pick<OutboxRepository, 'claim' | 'settle'>;
  /** The kinds this process delivers: those whose channel is set up. */
  kinds: MessageKind[];
  /**
   * Delivers one message, giving up when `signal` aborts. Resolves when it was delivered (or with a
   * reason it is no longer wanted); throws when it failed.
   */
  deliver(message: ClaimedMessage, signal: AbortSignal): Promise<{ cancelled: string } | undefined>;
  log: WorkerLog;
  onOutcome(kind: MessageKind, outcome: Outcome['result']): void;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
  sendTimeoutMs: number;
  /**
   * Runs one attempt at a message (the try, recording its outcome, the log line) and resolves with
   * its outcome: tracing makes it a span of the lead's trace. Unset, the attempt runs as it is.
   */
  traced?: (message: ClaimedMessage, attempt: () => Promise<Outcome>) => Promise<Outcome>;
  /** Messages claimed and sent at once. */
  batch?: number;
  random?: () => number;
}

/** The longest wait between two reads of an outbox the database does not answer for. */
const MAX_DATABASE_WAIT_MS = 30_000;

/**
 * The outbox worker: claims due messages (under a lease of twice the send timeout), delivers them,
 * and records each outcome: sent; failed, to be tried again after an exponential backoff with
 * jitter; dead after OUTBOX_MAX_ATTEMPTS tries or a refusal that a retry would not change. It runs
 * in every BFF process; the claim decides which process sends which message. A new lead wakes it
 * at once (`kick`); otherwise it looks every OUTBOX_POLL_MS. A database that does not answer costs
 * one log line and a growing wait, never the process.
 */
export class OutboxWorker {
  readonly #o: Required<WorkerOptions>;
  readonly #abort = new AbortController();
  #running: Promise<void> | undefined;
  #stopping = false;
  #kicked = false;
  #wake: (() => void) | undefined;

  constructor(options: WorkerOptions) {
    this.#o = { batch: 4, random: Math.random, traced: (_message, attempt) => attempt(), ...options };
  }

  start(): void {
    this.#running ??= this.#loop();
  }

  /** Something new is due: look now rather than at the next poll. */
  kick(): void {
    this.#kicked = true;
    this.#wake?.();
  }

  /**
   * Stops claiming and waits up to `graceMs` for the tries in flight; any still running then are
   * cut off and recorded as due again, for the next start or another replica (same idempotency key).
   */
  async stop(graceMs: number): Promise<void> {
    this.#stopping = true;
    this.#wake?.();
    const running = this.#running ?? Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const inTime = await Promise.race([
      running.then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), graceMs);
      }),
    ]);
    clearTimeout(timer);
    if (!inTime) {
      this.#abort.abort();
      await running;
    }
  }

  async #loop(): Promise<void> {
    const { outbox, kinds, batch, pollMs, sendTimeoutMs, log } = this.#o;
    let databaseWait = 0;
    while (!this.#stopping) {
      this.#kicked = false;
      let claimed: ClaimedMessage[];
      try {
        claimed = await outbox.claim({ kinds, limit: batch, leaseMs: 2 * sendTimeoutMs });
      } catch (error) {
        if (this.#stopping) break;
        if (databaseWait === 0) {
          log.error(
            { outbox: { error: classify(error).errorClass } },
            'outbox: cannot read the outbox (database unreachable?); messages wait and are sent once it answers',
          );
        }
        databaseWait = Math.min(MAX_DATABASE_WAIT_MS, Math.max(Math.min(pollMs, 1000), databaseWait * 2));
        await this.#sleep(databaseWait);
        continue;
      }
      if (databaseWait > 0) log.info({}, 'outbox: the database answers again; delivering');
      databaseWait = 0;
      await Promise.all(claimed.map((message) => this.#o.traced(message, () => this.#deliver(message))));
      if (claimed.length < batch && !this.#kicked) await this.#sleep(pollMs);
    }
  }

  /** Waits `ms`, or less if kicked or stopped. */
  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = done;
      if (this.#kicked || this.#stopping) done();
    });
  }

  async #deliver(message: ClaimedMessage): Promise<Outcome> {
    const o = this.#o;
    const outcome = await this.#try(message);
    const line = { outbox: { id: message.id, kind: message.kind, attempt: message.attempt } };
    try {
      if (!(await o.outbox.settle(message, outcome))) {
        o.log.warn(line, 'outbox: outcome not recorded: the lease ran out and another worker took the message over');
        return outcome;
      }
    } catch (error) {
      o.log.error(
        { outbox: { ...line.outbox, error: classify(error).errorClass } },
        'outbox: cannot record the outcome; the message is tried again after its lease, under the same idempotency key',
      );
      return outcome;
    }
    o.onOutcome(message.kind, outcome.result);
    switch (outcome.result) {
      case 'sent':
        o.log.info(line, 'outbox: message delivered');
        break;
      case 'cancelled':
        o.log.info({ outbox: { ...line.outbox, reason: outcome.error } }, 'outbox: message no longer wanted');
        break;
      case 'failed':
        o.log.warn(
          { outbox: { ...line.outbox, error: outcome.error, retryAt: outcome.retryAt } },
          'outbox: delivery failed; it will be tried again',
        );
        break;
      case 'dead':
        o.log.error(
          { outbox: { ...line.outbox, error: outcome.error } },
          'outbox: delivery failed for good, message marked dead (an operator can retry it)',
        );
    }
    return outcome;
  }

  /** One try of a message, and what it means. */
  async #try(message: ClaimedMessage): Promise<Outcome> {
    const o = this.#o;
    // A try beyond the last: the one before it never reported back (its process died mid-send).
    if (message.attempt > o.maxAttempts) return { result: 'dead', error: 'no answer' };
    try {
      const signal = AbortSignal.any([AbortSignal.timeout(o.sendTimeoutMs), this.#abort.signal]);
      const result = await o.deliver(message, signal);
      return result ? { result: 'cancelled', error: result.cancelled } : { result: 'sent' };
    } catch (error) {
      if (this.#abort.signal.aborted) {
        // Cut off by shutdown: due again at once; the next start or another replica sends it.
        return { result: 'failed', error: 'shutdown', retryAt: new Date().toISOString() };
      }
      const failure = classify(error);
      if (failure.permanent || message.attempt >= o.maxAttempts) return { result: 'dead', error: failure.errorClass };
      const wait = Math.min(
        o.retryMaxMs,
        Math.max(retryDelay(message.attempt, o.retryBaseMs, o.retryMaxMs, o.random), failure.retryAfterMs ?? 0),
      );
      return { result: 'failed', error: failure.errorClass, retryAt: new Date(Date.now() + wait).toISOString() };
    }
  }
}
