import { startTransition, useEffect, useState } from 'react';
import { fetchArticleViews } from '../lib/views.ts';

/**
 * The cards' view counts (article_open events) by article id from the BFF, fetched once; null
 * while waiting or when the call failed.
 */
export function useArticleViews(): Readonly<Record<string, number>> | null {
  const [counts, setCounts] = useState<Readonly<Record<string, number>> | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchArticleViews().then((result) => {
      // A transition: every card shows its count again, in short slices.
      if (!cancelled) startTransition(() => setCounts(result));
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return counts;
}
