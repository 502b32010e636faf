import { useAnalytics } from '@hl/shared/analytics';
import { useLocation, useNavigate } from '@hl/shared/router';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { closeTarget, resolveArticleRoute } from '../lib/article-route.ts';
import type { Article, ArticleIndex } from './useArticleIndex.ts';

/**
 * The article an /articles/{slug}-{id} path opens, once the index has loaded. A stale slug is
 * replaced by the canonical path (query kept); an unknown id is reported with `onNotFound` (the
 * shell shows its not-found page). Opening records article_open, once per opening, passive when
 * the page was loaded at the article's address (the visitor did nothing on the page to open it);
 * closing, by any means (the close button, Escape, the backdrop, the browser's Back, a link away),
 * records article_read_duration.
 */
export function useArticleRoute(
  slugId: string | undefined,
  index: ArticleIndex,
  onNotFound: (() => void) | undefined,
): { article: Article | undefined; close: () => void } {
  const navigate = useNavigate();
  const location = useLocation();
  const { trackEvent } = useAnalytics();
  // The page's first location (react-router's 'default' key) named an article: its opening is the page's doing.
  const landedOnArticle = useRef(location.key === 'default' && slugId !== undefined);

  const route = useMemo(
    () => (slugId !== undefined && index.status === 'ready' ? resolveArticleRoute(slugId, index.articles) : undefined),
    [slugId, index],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: acts once per resolved route, not per location change.
  useEffect(() => {
    if (route?.kind === 'redirect') {
      navigate(
        { pathname: route.to, search: location.search, hash: location.hash },
        { replace: true, state: location.state },
      );
    } else if (route?.kind === 'not-found') {
      onNotFound?.();
    }
  }, [route]);

  const article = route?.kind === 'open' ? route.article : undefined;

  useEffect(() => {
    if (!article) return;
    trackEvent('article_open', article._id, article.title, { passive: landedOnArticle.current });
    landedOnArticle.current = false;
    const opened = Date.now();
    return () => trackEvent('article_read_duration', article.title, Math.round((Date.now() - opened) / 1000));
  }, [article, trackEvent]);

  const close = useCallback(() => {
    const target = closeTarget(location.state);
    if (target.kind === 'back') navigate(-1);
    else navigate(target.to, { replace: true });
  }, [location.state, navigate]);

  return { article, close };
}
