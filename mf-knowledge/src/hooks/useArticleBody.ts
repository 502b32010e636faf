import { useCallback, useEffect, useState } from 'react';
import type { ArticleBody } from '../content/articles/types.ts';
import { loadArticleBody } from '../content/generated/load-article.ts';

export type LoadedBody = { status: 'loading' } | { status: 'failed' } | ({ status: 'ready' } & ArticleBody);

/** The body and tags of article `id`: its own chunk, fetched when the reader opens it. */
export function useArticleBody(id: string): { body: LoadedBody; retry: () => void } {
  const [body, setBody] = useState<LoadedBody>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` loads again after a retry.
  useEffect(() => {
    let cancelled = false;
    setBody({ status: 'loading' });
    loadArticleBody(id).then(
      (loaded) => {
        if (!cancelled) setBody({ status: 'ready', ...loaded });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn(`Article ${id} could not be loaded`, error);
        setBody({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { body, retry };
}
