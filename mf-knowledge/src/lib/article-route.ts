/**
 * What an /articles/{slug}-{id} path shows, and where closing the reader goes. Pure: the knowledge
 * center applies the answer (open, redirect, tell the shell the article does not exist).
 */
import { articleIdFromSlugId } from '@hl/shared/site-map';
import { articleSlugId } from '../content/articles/slug.ts';

export interface RoutableArticle {
  _id: string;
  title: string;
  path: string;
}

export type ArticleRoute<A extends RoutableArticle> =
  | { kind: 'open'; article: A }
  /** The id is known but the slug is stale or mistyped: the canonical path replaces it. */
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/** The id is the last hyphen-separated piece of the slugId; the slug must be the title's, or it redirects. */
export function resolveArticleRoute<A extends RoutableArticle>(
  slugId: string,
  articles: readonly A[],
): ArticleRoute<A> {
  const id = articleIdFromSlugId(slugId);
  const article = articles.find((a) => a._id === id);
  if (!article) return { kind: 'not-found' };
  return articleSlugId(article) === slugId ? { kind: 'open', article } : { kind: 'redirect', to: article.path };
}

/** History state of a reader opened from inside the page: the path it was opened from. */
export interface OpenedFrom {
  from: string;
}

export function openedFrom(state: unknown): string | undefined {
  const from = (state as Partial<OpenedFrom> | null)?.from;
  return typeof from === 'string' ? from : undefined;
}

/**
 * Closing the reader lands on '/'. When the reader was opened from '/' in this page, going back
 * one entry gets there and leaves no trace of the article behind (Forward reopens it, as a
 * visitor expects of a dialog with its own URL); otherwise '/' replaces the article's entry.
 */
export function closeTarget(state: unknown): { kind: 'back' } | { kind: 'replace'; to: '/' } {
  return openedFrom(state) === '/' ? { kind: 'back' } : { kind: 'replace', to: '/' };
}

/**
 * Where a link inside an article body goes in this page, or undefined for a link the browser should
 * follow itself. Bodies link to other articles, to pages of the site and to home-page sections as
 * /#section, which the shell serves as the section path /section.
 */
export function inPageLink(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const section = /^\/#([a-z0-9-]+)$/.exec(href);
  return section ? `/${section[1]}` : href;
}
