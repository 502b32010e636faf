import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/server-process.ts';
import type { ClaimedMessage, MessageKind, Outcome } from '../plugins/app/repositories/outbox.ts';
import { DeliveryError } from './delivery-error.ts';
import { OutboxWorker, type WorkerOptions } from './worker.ts';

/** An outbox in memory: what is due, what was settled, and claims that fail while `down`. */
function memoryOutbox(due: ClaimedMessage[] = []) {
  const state = {
    due,
    down: 0,
    settled: [] as Array<{ message: ClaimedMessage; outcome: Outcome }>,
    settles: true,
    async claim({ limit }: { limit: number }) {
      if (state.down > 0) {
        state.down--;
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      }
      return state.due.splice(0, limit);
    },
    async settle(message: ClaimedMessage, outcome: Outcome) {
      state.settled.push({ message, outcome });
      return state.settles;
    },
  };
  return state;
}

const message = (attempt = 1, kind: MessageKind = 'crm-webhook'): ClaimedMessage => ({
  id: `m-${attempt}-${Math.random()}`,
  leadId: 'lead-1',
  kind,
  report: null,
  recipient: null,
  attempt,
  traceParent: null,
});

const workers: OutboxWorker[] = [];
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop(100);
});

function worker(options: Partial<WorkerOptions> & Pick<WorkerOptions, 'outbox'>) {
  const lines: Array<{ level: string; object: Record<string, unknown>; message: string }> = [];
  const outcomes: string[] = [];
  const log = (level: string) => (object: object, text: string) =>
    lines.push({ level, object: object as Record<string, unknown>, message: text });
  const started = new OutboxWorker({
    kinds: ['crm-webhook'],
    deliver: async () => undefined,
    log: { info: log('info'), warn: log('warn'), error: log('error') },
    onOutcome: (kind, outcome) => outcomes.push(`${kind} ${outcome}`),
    maxAttempts: 3,
    retryBaseMs: 1000,
    retryMaxMs: 60_000,
    pollMs: 10,
    sendTimeoutMs: 1000,
    random: () => 0,
    ...options,
  });
  workers.push(started);
  started.start();
  return { worker: started, lines, outcomes };
}

describe('outbox worker', () => {
  it('keeps running while the database does not answer: one line when it goes, one when it is back', async () => {
    const outbox = memoryOutbox([message()]);
    outbox.down = 4;
    const { lines, outcomes } = worker({ outbox });
    await waitFor(() => outbox.settled.length === 1 || undefined, 'the message delivered');
    expect(outcomes).toEqual(['crm-webhook sent']);
    expect(lines.filter((l) => l.level === 'error')).toEqual([
      {
        level: 'error',
        object: { outbox: { error: 'ECONNREFUSED' } },
        message: 'outbox: cannot read the outbox (database unreachable?); messages wait and are sent once it answers',
      },
    ]);
    expect(lines.filter((l) => l.message === 'outbox: the database answers again; delivering')).toHaveLength(1);
  });

  it('tries a failed message again after the backoff, or after the Retry-After asked for if longer', async () => {
    const outbox = memoryOutbox([message(1), message(2)]);
    const failures = [new DeliveryError('HTTP 500'), new DeliveryError('HTTP 429', false, 30_000)];
    const before = Date.now();
    const { lines } = worker({
      outbox,
      deliver: async () => {
        throw failures.shift();
      },
    });
    await waitFor(() => outbox.settled.length === 2 || undefined, 'two failed tries');
    const [first, second] = outbox.settled.map(({ outcome }) => outcome);
    expect(first).toMatchObject({ result: 'failed', error: 'HTTP 500' });
    expect(second).toMatchObject({ result: 'failed', error: 'HTTP 429' });
    const wait = (outcome: Outcome | undefined) =>
      outcome?.result === 'failed' ? Date.parse(outcome.retryAt) - before : Number.NaN;
    // Try 1 failed: half the base at the least (random 0); Retry-After wins over try 2's 1 s.
    expect(wait(first)).toBeGreaterThanOrEqual(500);
    expect(wait(first)).toBeLessThan(1500);
    expect(wait(second)).toBeGreaterThanOrEqual(30_000);
    expect(wait(second)).toBeLessThan(31_000);
    expect(lines.find((l) => l.level === 'warn')?.object).toEqual({
      outbox: {
        id: expect.any(String),
        kind: 'crm-webhook',
        attempt: 1,
        error: 'HTTP 500',
        retryAt: expect.any(String),
      },
    });
  });

  it('marks a message dead at its last try, at a refusal that would not change, and beyond the last try', async () => {
    const last = message(3);
    const refused = message(1);
    const beyond = message(4);
    const outbox = memoryOutbox([last, refused, beyond]);
    const tried: string[] = [];
    const { outcomes } = worker({
      outbox,
      deliver: async (m) => {
        tried.push(m.id);
        throw m === refused ? new DeliveryError('SMTP 550', true) : new DeliveryError('ETIMEDOUT');
      },
    });
    await waitFor(() => outbox.settled.length === 3 || undefined, 'three outcomes');
    const outcome = (m: ClaimedMessage) => outbox.settled.find((s) => s.message === m)?.outcome;
    expect(outcome(last)).toEqual({ result: 'dead', error: 'ETIMEDOUT' });
    expect(outcome(refused)).toEqual({ result: 'dead', error: 'SMTP 550' });
    // A try beyond the last is what a process that died mid-send leaves: not sent again.
    expect(outcome(beyond)).toEqual({ result: 'dead', error: 'no answer' });
    expect(tried).not.toContain(beyond.id);
    expect(outcomes).toEqual(['crm-webhook dead', 'crm-webhook dead', 'crm-webhook dead']);
  });

  it('delivers at once when kicked, without waiting for the poll', async () => {
    const outbox = memoryOutbox();
    const { worker: started } = worker({ outbox, pollMs: 600_000 });
    await new Promise((resolve) => setTimeout(resolve, 20)); // asleep until the next poll
    outbox.due.push(message());
    started.kick();
    await waitFor(() => outbox.settled.length === 1 || undefined, 'the kicked delivery', 2000);
  });

  it('stops at once when idle, and cuts off a delivery that outlasts the grace, leaving it due again', async () => {
    const idle = worker({ outbox: memoryOutbox(), pollMs: 600_000 });
    let started = Date.now();
    await idle.worker.stop(5000);
    expect(Date.now() - started).toBeLessThan(1000);

    const outbox = memoryOutbox([message()]);
    let inFlight = false;
    const busy = worker({
      outbox,
      sendTimeoutMs: 600_000,
      deliver: (_m, signal) =>
        new Promise((_resolve, reject) => {
          inFlight = true;
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    });
    await waitFor(() => inFlight || undefined, 'a delivery in flight');
    started = Date.now();
    await busy.worker.stop(50);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(outbox.settled[0]?.outcome).toMatchObject({ result: 'failed', error: 'shutdown' });
    const retryAt = outbox.settled[0]?.outcome.result === 'failed' ? Date.parse(outbox.settled[0].outcome.retryAt) : 0;
    expect(retryAt).toBeLessThanOrEqual(Date.now());
  });

  it('says so, and counts nothing, when another worker had taken the message over', async () => {
    const outbox = memoryOutbox([message()]);
    outbox.settles = false;
    const { lines, outcomes } = worker({ outbox });
    await waitFor(() => lines.find((l) => l.level === 'warn'), 'the warning');
    expect(lines.find((l) => l.level === 'warn')?.message).toBe(
      'outbox: outcome not recorded: the lease ran out and another worker took the message over',
    );
    expect(outcomes).toEqual([]);
  });
});
