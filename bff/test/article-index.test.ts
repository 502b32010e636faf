import { afterEach, describe, expect, it } from 'vitest';
import { ArticleIndexCache } from '../src/article-index.ts';
import { indexEntry, startIndexServer } from './index-server.ts';

const first = indexEntry('18', 'Transfer Duty Explained');
const second = indexEntry('21', 'Bond Registration Costs');

let closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function setup(options: { maxAgeMs?: number; retryMs?: number; timeoutMs?: number } = {}) {
  const remote = await startIndexServer([first]);
  closers.push(remote.close);
  const clock = { now: 1_000_000 };
  const warnings: string[] = [];
  const cache = new ArticleIndexCache({
    url: remote.url,
    log: { info: () => {}, warn: (_details, message) => warnings.push(message) },
    now: () => clock.now,
    ...options,
  });
  return { remote, cache, clock, warnings };
}

describe('the article index cache', () => {
  it('holds nothing until the index is read, then the articles by id', async () => {
    const { cache } = await setup();
    expect(cache.current()).toBeUndefined();
    await cache.refresh();
    expect(cache.current()?.articles).toEqual([first]);
    expect(cache.current()?.byId.get('18')?.path).toBe('/articles/transfer-duty-explained-18');
  });

  it('answers at once with the copy it has while a slow remote is refreshed in the background', async () => {
    const { remote, cache, clock } = await setup({ maxAgeMs: 60_000 });
    await cache.refresh();
    remote.publish([second, first]);
    remote.state.delayMs = 300;
    clock.now += 60_000;

    // current() is synchronous: it hands back the old copy while the read is still waiting on the remote.
    expect(cache.current()?.articles).toEqual([first]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(remote.state.requests).toHaveLength(2);
    expect(cache.current()?.articles).toEqual([first]);

    await cache.refresh();
    expect(cache.current()?.articles).toEqual([second, first]);
    // Two asks while due started one read.
    expect(remote.state.requests).toHaveLength(2);
  });

  it('does not ask the remote again before the copy is due', async () => {
    const { remote, cache, clock } = await setup({ maxAgeMs: 60_000 });
    await cache.refresh();
    clock.now += 59_000;
    cache.current();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(remote.state.requests).toHaveLength(1);

    clock.now += 1_000;
    cache.current();
    await cache.refresh();
    expect(remote.state.requests).toHaveLength(2);
  });

  it('revalidates with the ETag: an unchanged index costs a 304 and keeps the copy', async () => {
    const { remote, cache } = await setup();
    await cache.refresh();
    await cache.refresh();
    expect(remote.state.requests[1]?.ifNoneMatch).toMatch(/^"/);
    expect(cache.current()?.articles).toEqual([first]);
  });

  it('keeps the previous copy when the remote fails, times out or publishes something invalid', async () => {
    const { remote, cache, warnings } = await setup({ timeoutMs: 100 });
    await cache.refresh();

    remote.publish([second]);
    remote.state.status = 500;
    await cache.refresh();
    expect(cache.current()?.articles).toEqual([first]);

    remote.state.status = 200;
    remote.state.delayMs = 400;
    await cache.refresh();
    expect(cache.current()?.articles).toEqual([first]);

    remote.state.delayMs = 0;
    remote.state.body = JSON.stringify({ articles: [{ ...second, path: '/articles/elsewhere-21' }] });
    await cache.refresh();
    remote.state.body = '<html>not json';
    await cache.refresh();
    expect(cache.current()?.articles).toEqual([first]);
    expect(warnings).toHaveLength(4);
    expect(new Set(warnings)).toEqual(new Set(['article index not refreshed: keeping the copy read before']));
  });

  it('tries again a few seconds later when the remote has never answered', async () => {
    const { remote, cache, clock, warnings } = await setup({ retryMs: 5_000 });
    remote.state.status = 503;
    await cache.refresh();
    expect(cache.current()).toBeUndefined();
    expect(warnings).toEqual(['article index not available']);

    remote.state.status = 200;
    clock.now += 4_000;
    expect(cache.current()).toBeUndefined();
    expect(remote.state.requests).toHaveLength(1);

    clock.now += 1_000;
    cache.current();
    await cache.refresh();
    expect(cache.current()?.articles).toEqual([first]);
  });
});
