import { startTransition, useCallback, useEffect, useState } from 'react';
import type { ArticleBody } from '../content/articles/types.ts';
import { loadArticleBody } from '../content/generated/load-article.ts';

export type LoadedBody = { status: 'loading' } | { status: 'failed' } | ({ status: 'ready' } & ArticleBody);

const LOADING: LoadedBody = { status: 'loading' };

/**
 * The body and tags of article `id` (none while `id` is undefined): its own chunk, fetched when the
 * reader opens it. What was loaded is for that id only: another id is 'loading' until its own body
 * arrives, never the previous article's body under the new title.
 */
export function useArticleBody(id: string | undefined): { body: LoadedBody; retry: () => void } {
  const [loaded, setLoaded] = useState<{ id: string; body: LoadedBody }>();
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` loads again after a retry.
  useEffect(() => {
    if (id === undefined) return;
    let cancelled = false;
    loadArticleBody(id).then(
      (body) => {
        // A transition: the article renders in short slices, not one long task.
        if (!cancelled) startTransition(() => setLoaded({ id, body: { status: 'ready', ...body } }));
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn(`Article ${id} could not be loaded`, error);
        setLoaded({ id, body: { status: 'failed' } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, attempt]);

  const retry = useCallback(() => {
    setLoaded(undefined);
    setAttempt((n) => n + 1);
  }, []);
  return { body: loaded?.id === id && loaded ? loaded.body : LOADING, retry };
}
