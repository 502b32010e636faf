import { useAnalytics } from '@hl/shared/analytics';
import btn from '@hl/shared/button.module.css';
import type { KnowledgeCenterProps } from '@hl/shared/remotes';
import a11y from '@hl/shared/visually-hidden.module.css';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { filterableCategories } from '../content/data/index.ts';
import { useArticleIndex } from '../hooks/useArticleIndex.ts';
import { useArticleRoute } from '../hooks/useArticleRoute.ts';
import { useArticleViews } from '../hooks/useArticleViews.ts';
import { useEntrance } from '../hooks/useEntrance.ts';
import { ALL_ARTICLES, type ArticleFilter, filterArticles, PAGE_SIZE, shownCount } from '../lib/article-list.ts';
import { viewsOf } from '../lib/views.ts';
import { enterProps, LoadFailed, Section, Spinner } from './base/parts.tsx';
import ui from './base/ui.module.css';
import { ArticleCard } from './knowledge/ArticleCard.tsx';
import { FaqTabs } from './knowledge/FaqTabs.tsx';
import styles from './knowledge/Knowledge.module.css';

const FILTERS: readonly ArticleFilter[] = [ALL_ARTICLES, ...filterableCategories];

const loadReader = () => import(/* webpackChunkName: "reader" */ './knowledge/ArticleReader.tsx');
const ArticleReader = lazy(loadReader);

/**
 * The knowledge center: the three featured articles, the articles by category, the FAQs, and the
 * article reader for an /articles/{slug}-{id} path (`articleSlugId`, from the shell's route).
 */
export default function KnowledgeCenter({ articleSlugId, onArticleNotFound }: KnowledgeCenterProps) {
  const { trackEvent } = useAnalytics();
  const { index, retry } = useArticleIndex();
  const views = useArticleViews();
  const { article, close } = useArticleRoute(articleSlugId, index, onArticleNotFound);
  const [filter, setFilter] = useState<ArticleFilter>(ALL_ARTICLES);
  const [pages, setPages] = useState(1);
  const readerWanted = useReaderWanted(article !== undefined);
  const [observeList, entered] = useEntrance<HTMLUListElement>();
  const listElement = useRef<HTMLUListElement>(null);

  const choose = (next: ArticleFilter) => {
    trackEvent('filter_category', next);
    setFilter(next);
    setPages(1);
  };

  const showMore = (firstNew: number) => {
    setPages((p) => p + 1);
    // The first new card's Read More takes focus, so keyboard users continue where the list grew.
    requestAnimationFrame(() => listElement.current?.querySelectorAll('a')[firstNew]?.focus());
  };

  const listed = index.status === 'ready' ? filterArticles(index.articles, filter) : [];
  const shown = shownCount(listed.length, pages);

  return (
    <Section
      headingId="education-heading"
      heading="Knowledge Center"
      intro="Plain-language guides, explainers and answers for South African home buyers, written by our bond specialists."
    >
      {index.status === 'loading' ? <Spinner label="Loading articles…" /> : null}
      {index.status === 'failed' ? <LoadFailed message="The articles could not be loaded." onRetry={retry} /> : null}
      {index.status === 'ready' ? (
        <>
          <h3 className={ui.subheading}>Featured Articles</h3>
          <ul className={`${ui.grid} ${styles.featured}`}>
            {index.featured.map((a) => (
              <li key={a._id}>
                <ArticleCard
                  article={a}
                  views={viewsOf(views, a._id)}
                  featured
                  onOpen={() => trackEvent('featured_article_click', a._id, a.title)}
                />
              </li>
            ))}
          </ul>
          <h3 className={ui.subheading}>Browse by Topic</h3>
          <fieldset className={styles.filters}>
            <legend className={a11y.visuallyHidden}>Show articles about</legend>
            {FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                className={styles.filter}
                aria-pressed={f === filter}
                onClick={() => choose(f)}
              >
                {f}
              </button>
            ))}
          </fieldset>
          <p className={styles.count} role="status">
            Showing {shown} of {listed.length} {listed.length === 1 ? 'article' : 'articles'}
            {filter === ALL_ARTICLES ? '' : ` in ${filter}`}
          </p>
          <ul
            ref={(element) => {
              listElement.current = element;
              observeList(element);
            }}
            className={ui.grid}
            data-entered={entered}
          >
            {listed.slice(0, shown).map((a, i) => (
              <li key={a._id} {...enterProps(i % PAGE_SIZE)}>
                <ArticleCard article={a} views={viewsOf(views, a._id)} />
              </li>
            ))}
          </ul>
          {shown < listed.length ? (
            <p className={styles.more}>
              <button type="button" className={btn.secondary} onClick={() => showMore(shown)}>
                Show more articles
              </button>
            </p>
          ) : null}
        </>
      ) : null}
      <FaqTabs />
      {readerWanted ? (
        <Suspense fallback={null}>
          <ArticleReader article={article} onClose={close} />
        </Suspense>
      ) : null}
    </Section>
  );
}

/**
 * The reader mounts when an article first opens and stays mounted (its dialog closes, returning
 * focus, rather than vanishing). Its chunk is fetched ahead, once the page is idle, so opening an
 * article from a card fetches only that article's body.
 */
function useReaderWanted(open: boolean): boolean {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  useEffect(() => {
    const prefetch = () => void loadReader().catch(() => {});
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(prefetch, 2000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(prefetch, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return wanted;
}
