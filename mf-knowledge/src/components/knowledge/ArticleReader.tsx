import { useAnalytics } from '@hl/shared/analytics';
import badge from '@hl/shared/badge.module.css';
import btn from '@hl/shared/button.module.css';
import { Modal } from '@hl/shared/modal';
import { NOT_ADVICE_NOTE } from '@hl/shared/notices';
import { useLocation, useNavigate } from '@hl/shared/router';
import { banksPerApplication, startApplicationUrl } from '@hl/shared/site';
import { type MouseEvent, useEffect, useState } from 'react';
import { type LoadedBody, useArticleBody } from '../../hooks/useArticleBody.ts';
import type { Article } from '../../hooks/useArticleIndex.ts';
import { inPageLink } from '../../lib/article-route.ts';
import { formatArticleDate } from '../../lib/format.ts';
import { replaceServerScreen, serverScreenPicture, showsServerScreen } from '../../lib/server-screen.ts';
import { shareLink } from '../../lib/share.ts';
import { Icon } from '../base/Icon.tsx';
import { ExpertLink, LoadFailed, Spinner } from '../base/parts.tsx';
import ui from '../base/ui.module.css';
import styles from './Knowledge.module.css';

/** What the reader says once the link is on the clipboard, and for how long. */
export const LINK_COPIED = 'Link copied to clipboard!';
const LINK_COPIED_MS = 3000;

/**
 * The article reader: a modal dialog over the page (the site's Modal: focus moves in and back to
 * the opener, the page behind is inert and does not scroll). Closed when there is no article.
 * A chunk of its own (with the dialog and the loader of article bodies), fetched once the page
 * is idle or when an article opens. When the server sent the article's first screen
 * (lib/server-screen.ts), the dialog opens once the body is here, in its place.
 */
export default function ArticleReader({ article, onClose }: { article: Article | undefined; onClose: () => void }) {
  const { body, retry } = useArticleBody(article?._id);
  const waitForBody = article !== undefined && body.status === 'loading' && showsServerScreen(article._id);
  return (
    <Modal
      open={article !== undefined && !waitForBody}
      title={article?.title ?? ''}
      onClose={onClose}
      onShown={replaceServerScreen}
      wide
      actions={article ? <ShareButton key={article._id} article={article} /> : null}
    >
      {article ? <ReaderBody key={article._id} article={article} body={body} retry={retry} /> : null}
    </Modal>
  );
}

/**
 * The article's illustration (decorative). Taking over the server's first screen, the reader draws
 * the picture that screen has inline, as it is: an <img> would fetch the image again and, painted
 * after the screen, become the page's largest contentful paint seconds after the picture was on
 * screen. Opened from the page, the reader shows the image file.
 */
function HeroPicture({ article }: { article: Article }) {
  const [picture] = useState(() => serverScreenPicture(article._id, styles.hero as string));
  if (!picture) {
    return (
      <img className={styles.hero} src={article.featuredImage} alt="" width={800} height={450} fetchPriority="high" />
    );
  }
  return (
    <svg
      className={styles.hero}
      width={800}
      height={450}
      viewBox={picture.viewBox}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      // The server screen's own markup, built from the remote's SVG files (prerender-articles.ts).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup of this remote's build, not user input.
      dangerouslySetInnerHTML={{ __html: picture.markup }}
    />
  );
}

/** What the reader shows of an article: also what the server sends as its first screen. */
export function ReaderBody({ article, body, retry }: { article: Article; body: LoadedBody; retry: () => void }) {
  const { trackEvent } = useAnalytics();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // Links between articles and into the site stay in this page (a client-side navigation).
  const followLink = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const href = (e.target as Element).closest('a')?.getAttribute('href');
    const to = href ? inPageLink(href) : undefined;
    if (!to) return;
    e.preventDefault();
    navigate(to, { state: { from: pathname } });
  };

  return (
    <div className={styles.reader}>
      <p className={styles.meta}>
        <span className={badge.badge}>{article.category}</span>
      </p>
      <HeroPicture article={article} />
      <p className={styles.dates}>
        <span>
          Published <time dateTime={article.published_at}>{formatArticleDate(article.published_at)}</time>
        </span>
        {article.reviewed_at ? (
          <span>
            Updated <time dateTime={article.reviewed_at}>{formatArticleDate(article.reviewed_at)}</time>
          </span>
        ) : null}
        <span>{article.readTime}</span>
      </p>
      <div className={styles.author}>
        <img src={article.author.avatar} alt="" width={56} height={56} />
        <div>
          <p className={styles.authorName}>{article.author.name}</p>
          <p className={ui.muted}>{article.author.bio}</p>
        </div>
      </div>
      {body.status === 'loading' ? <Spinner label="Loading the article…" /> : null}
      {body.status === 'failed' ? <LoadFailed message="This article could not be loaded." onRetry={retry} /> : null}
      {body.status === 'ready' ? (
        <>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: catches clicks on the body's links, which the keyboard activates too. */}
          <div
            className={styles.content}
            onClick={followLink}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML compiled at build time from the project's own markdown, raw HTML refused (scripts/build-content.ts).
            dangerouslySetInnerHTML={{ __html: body.html }}
          />
          <ul className={styles.tags} aria-label="Tags">
            {body.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
          {body.figuresAsOf ? (
            <p className={styles.figuresAsOf} data-figures-as-of="">
              Figures as of <time dateTime={body.figuresAsOf}>{formatArticleDate(body.figuresAsOf)}</time>
            </p>
          ) : null}
        </>
      ) : null}
      <p className={styles.note} role="note">
        {NOT_ADVICE_NOTE}
      </p>
      <div className={styles.readerCta}>
        <h3>Ready to take the next step?</h3>
        <p>{`Apply once and we take your application to up to ${banksPerApplication} banks, free of charge.`}</p>
        <div className={ui.actions}>
          <a
            className={btn.primary}
            href={startApplicationUrl()}
            onClick={() => trackEvent('get_pre_approved', 'article_reader')}
          >
            Get Pre-Approved
          </a>
          <ExpertLink source="article_reader">Contact Expert</ExpertLink>
        </div>
      </div>
    </div>
  );
}

/**
 * Share: the device's share sheet, else the canonical link copied to the clipboard, confirmed in
 * the dialog itself (a toast would sit under the dialog's backdrop). A failed share is only logged.
 */
export function ShareButton({ article }: { article: Article }) {
  const { trackEvent } = useAnalytics();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), LINK_COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const share = async () => {
    const url = new URL(article.path, window.location.origin).href;
    const outcome = await shareLink({ title: article.title, url });
    if (outcome === 'shared') trackEvent('article_share', article._id);
    if (outcome === 'copied') {
      trackEvent('article_share_clipboard', article._id);
      setCopied(true);
    }
  };

  return (
    <>
      <span className={styles.copied} role="status">
        {copied ? LINK_COPIED : ''}
      </span>
      <button type="button" className={btn.quiet} onClick={share}>
        <Icon name="share" size={18} />
        <span className={styles.shareLabel}>Share</span>
      </button>
    </>
  );
}
