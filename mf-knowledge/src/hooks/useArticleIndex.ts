import { startTransition, useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { articlePath } from '../content/articles/slug.ts';
import type { ArticleIndexEntry } from '../content/articles/types.ts';
import { loadArticleIndex } from '../content/load-index.ts';

/** The toast shown when the article index cannot be loaded. */
export const ARTICLES_FAILED = 'Failed to load articles';

/** An article as the knowledge center lists it: its index entry and its share path. */
export type Article = ArticleIndexEntry & { path: string };

export type ArticleIndex =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; articles: readonly Article[]; featured: readonly Article[] };

const withPath = (entry: ArticleIndexEntry): Article => ({ ...entry, path: articlePath(entry) });

/** Loads the article index chunk: a spinner's worth of 'loading', then the list or a failure to retry. */
export function useArticleIndex(): { index: ArticleIndex; retry: () => void } {
  const [index, setIndex] = useState<ArticleIndex>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` loads again after a retry.
  useEffect(() => {
    let cancelled = false;
    setIndex({ status: 'loading' });
    loadArticleIndex().then(
      ({ articles, featuredArticles }) => {
        if (cancelled) return;
        // A transition: the list (and an article's reader) renders in short slices, not one long task.
        startTransition(() =>
          setIndex({ status: 'ready', articles: articles.map(withPath), featured: featuredArticles.map(withPath) }),
        );
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn('The article index could not be loaded', error);
        toast.error(ARTICLES_FAILED, { id: 'articles-index' });
        setIndex({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { index, retry };
}
