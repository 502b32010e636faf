import { describe, expect, it } from 'vitest';
import { WriteQueue } from './write-queue.ts';

/** A commit that records each group it is given; `fail` makes a group containing that item throw. */
function recorder(options: { fail?: number; delayMs?: number } = {}) {
  const groups: number[][] = [];
  const commit = async (items: number[]) => {
    groups.push([...items]);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (options.fail !== undefined && items.includes(options.fail)) throw new Error(`cannot store ${options.fail}`);
    return items.map((i) => i * 10);
  };
  return { groups, commit };
}

describe('write queue (group commit)', () => {
  it('commits writes of the same tick together and gives each its own result', async () => {
    const { groups, commit } = recorder();
    const queue = new WriteQueue(commit);
    const results = await Promise.all([1, 2, 3, 4].map((i) => queue.push(i)));
    expect(results).toEqual([10, 20, 30, 40]);
    expect(groups).toEqual([[1, 2, 3, 4]]);
  });

  it('settles a write only after its commit has finished', async () => {
    let committed = false;
    const queue = new WriteQueue(async (items: number[]) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      committed = true;
      return items;
    });
    await queue.push(1);
    expect(committed).toBe(true);
  });

  it('gathers writes that arrive during a commit into the next one', async () => {
    const { groups, commit } = recorder({ delayMs: 30 });
    const queue = new WriteQueue(commit);
    const first = queue.push(1);
    await new Promise((resolve) => setTimeout(resolve, 5)); // the first commit is now running
    const later = [2, 3, 4].map((i) => queue.push(i));
    await Promise.all([first, ...later]);
    expect(groups).toEqual([[1], [2, 3, 4]]);
  });

  it('never puts more than maxBatch writes in one commit', async () => {
    const { groups, commit } = recorder();
    const queue = new WriteQueue(commit, 3);
    await Promise.all([1, 2, 3, 4, 5, 6, 7].map((i) => queue.push(i)));
    expect(groups).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('retries a failed group one write at a time so only the bad write fails', async () => {
    const { groups, commit } = recorder({ fail: 2 });
    const queue = new WriteQueue(commit);
    const outcomes = await Promise.allSettled([1, 2, 3].map((i) => queue.push(i)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toBe('cannot store 2');
    expect(groups).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('fails the whole group at once for an error no single write caused (the database is gone)', async () => {
    const groups: number[][] = [];
    const gone = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const queue = new WriteQueue(
      async (items: number[]) => {
        groups.push([...items]);
        throw gone;
      },
      256,
      (error) => error === gone,
    );
    const outcomes = await Promise.allSettled([1, 2, 3].map((i) => queue.push(i)));
    expect(outcomes.map((o) => (o as PromiseRejectedResult).reason)).toEqual([gone, gone, gone]);
    expect(groups).toEqual([[1, 2, 3]]); // not retried write by write
  });

  it('commits what is queued on close, then refuses new writes', async () => {
    const { groups, commit } = recorder({ delayMs: 10 });
    const queue = new WriteQueue(commit);
    const pending = [queue.push(1), queue.push(2)];
    await queue.close();
    expect(groups).toEqual([[1, 2]]);
    await expect(Promise.all(pending)).resolves.toEqual([10, 20]);
    await expect(queue.push(3)).rejects.toThrow('Storage is closed');
  });
});
