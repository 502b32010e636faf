import { describe, expect, it, vi } from 'vitest';
import { ARTICLE_VIEWS_PATH, fetchArticleViews, parseArticleViews, viewsOf } from './views.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('article views', () => {
  it('reads the counts of a well-formed answer', () => {
    expect(parseArticleViews({ views: { '64': 12, '1': 0 } })).toEqual({ '64': 12, '1': 0 });
    expect(parseArticleViews({ views: {} })).toEqual({});
  });

  it('treats anything else as no answer, never as counts', () => {
    for (const body of [
      null,
      {},
      { views: [] },
      { views: { '1': -1 } },
      { views: { '1': 1.5 } },
      { views: { '1': '3' } },
    ]) {
      expect(parseArticleViews(body)).toBeNull();
    }
  });

  it('fetches the counts in one call from the BFF', async () => {
    const fetcher = vi.fn(async () => answer(200, { views: { '64': 3 } }));
    expect(await fetchArticleViews(fetcher)).toEqual({ '64': 3 });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith(ARTICLE_VIEWS_PATH, expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('answers null when the call fails, is refused or answers something unreadable', async () => {
    expect(await fetchArticleViews(async () => answer(503, { message: 'down' }))).toBeNull();
    expect(await fetchArticleViews(async () => new Response('<html>', { status: 200 }))).toBeNull();
    expect(
      await fetchArticleViews(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBeNull();
  });

  it('gives a card a count only when it is known and above zero', () => {
    expect(viewsOf({ '64': 3 }, '64')).toBe(3);
    expect(viewsOf({ '64': 3 }, '1')).toBeUndefined();
    expect(viewsOf({ '1': 0 }, '1')).toBeUndefined();
    expect(viewsOf(null, '64')).toBeUndefined();
  });
});
