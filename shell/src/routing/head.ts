/**
 * Writing a page's head after a client-side navigation (DocumentHead.tsx loads this chunk): the
 * tags the BFF writes for a page load, from the same metadata of @hl/shared/metadata.
 */
import type { ArticleIndexEntry } from '@hl/shared/contracts';
import { HEAD_END, HEAD_START, type PageHead, pageHead, renderHead } from '@hl/shared/metadata';
import { articleIdFromSlugId, matchRoute } from '@hl/shared/site-map';

/** The BFF's copy of the knowledge remote's article index. */
export const ARTICLES_PATH = '/api/articles';

const markerText = (marker: string) => marker.slice('<!--'.length, -'-->'.length);

let articlesById: Promise<ReadonlyMap<string, ArticleIndexEntry> | null> | undefined;

/** The article index, read once a page load; null when it could not be read (asked again next time). */
function articleIndex(): Promise<ReadonlyMap<string, ArticleIndexEntry> | null> {
  articlesById ??= fetch(ARTICLES_PATH, { credentials: 'same-origin' })
    .then(async (res) => {
      if (!res.ok) throw new Error(`${ARTICLES_PATH} answered ${res.status}`);
      const { articles } = (await res.json()) as { articles: ArticleIndexEntry[] };
      return new Map(articles.map((a) => [a.id, a]));
    })
    .catch(() => {
      articlesById = undefined;
      return null;
    });
  return articlesById;
}

/** Forgets the article index read (tests). */
export function forgetArticleIndex() {
  articlesById = undefined;
}

/**
 * Puts a head in the document: the tags between the head markers the server's HTML carries are
 * replaced, so what a script, a crawler running scripts or a shared link preview reads stays the
 * page's own. Without the markers only the title can be kept in step.
 */
export function applyHead(doc: Document, head: PageHead) {
  const comments = [...doc.head.childNodes].filter((n): n is Comment => n.nodeType === Node.COMMENT_NODE);
  const start = comments.find((c) => c.data === markerText(HEAD_START));
  const end = comments.find((c) => c.data === markerText(HEAD_END));
  if (!start || !end) {
    doc.title = head.title;
    return;
  }
  while (start.nextSibling && start.nextSibling !== end) start.nextSibling.remove();
  // Parsed inert: a template's scripts never run (the JSON-LD block is data anyway).
  const template = doc.createElement('template');
  template.innerHTML = renderHead(head);
  end.before(template.content);
}

/**
 * Writes the head of the page at `pathname` (reached by client-side navigation): its own, or an
 * article's from the article index, unless `stillCurrent()` says the visitor has moved on.
 */
export function updateHead(pathname: string, stillCurrent: () => boolean): void {
  const match = matchRoute(pathname);
  const { articleSlugId } = match;
  if (articleSlugId === undefined) {
    applyHead(document, pageHead(match));
    return;
  }
  void articleIndex().then((byId) => {
    if (!stillCurrent()) return;
    const article = byId?.get(articleIdFromSlugId(articleSlugId));
    // An id the index does not hold is the not-found page, as the server says for a page load.
    applyHead(document, byId && !article ? pageHead({ page: 'not-found' }) : pageHead(match, article));
  });
}
