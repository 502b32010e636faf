import badge from '@hl/shared/badge.module.css';
import { Link, useLocation } from '@hl/shared/router';
import a11y from '@hl/shared/visually-hidden.module.css';
import type { Article } from '../../hooks/useArticleIndex.ts';
import { formatViews } from '../../lib/format.ts';
import ui from '../base/ui.module.css';
import styles from './Knowledge.module.css';

interface ArticleCardProps {
  article: Article;
  /** Times the article was opened, shown as views; left out when unknown (the count call failed) or zero. */
  views: number | undefined;
  /** Featured cards show the article's illustration. */
  featured?: boolean;
  onOpen?: () => void;
}

/**
 * One article: category, views, title, excerpt, author, read time and Read More. Read More goes to
 * the article's URL, which opens the reader (article_open, what the views count); it carries
 * data-article-id, so the tracker also records the click itself as article_view.
 */
export function ArticleCard({ article, views, featured = false, onOpen }: ArticleCardProps) {
  const { pathname } = useLocation();
  return (
    <article className={styles.article}>
      {featured ? (
        <img className={styles.image} src={article.featuredImage} alt="" width={800} height={450} loading="lazy" />
      ) : null}
      <p className={styles.meta}>
        <span className={badge.badge}>{article.category}</span>
        {views !== undefined ? <span className={styles.views}>{formatViews(views)}</span> : null}
      </p>
      <h4>{article.title}</h4>
      <p className={ui.muted}>{article.excerpt}</p>
      <p className={styles.byline}>
        {article.author.name} · {article.readTime}
      </p>
      <Link
        className={styles.readMore}
        to={article.path}
        state={{ from: pathname }}
        preventScrollReset
        data-article-id={article._id}
        onClick={onOpen}
      >
        Read More<span className={a11y.visuallyHidden}>: {article.title}</span>
      </Link>
    </article>
  );
}
