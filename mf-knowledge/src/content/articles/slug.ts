/**
 * Article slugs and share paths. Pure: used by the content compiler at build time and by the
 * knowledge center's router at run time, so both agree on /articles/{slug}-{id}. The way back, from
 * {slug}-{id} to the id, is @hl/shared/site-map's articleIdFromSlugId (the shell and the BFF read
 * it too).
 */

/** Lowercase title; every run of characters other than a-z and 0-9 becomes one hyphen; no hyphen at either end. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The {slug}-{id} part of an article's share URL. */
export function articleSlugId(article: { _id: string; title: string }): string {
  return `${slugify(article.title)}-${article._id}`;
}

/** The share path of an article: /articles/{slug}-{id}. */
export function articlePath(article: { _id: string; title: string }): string {
  return `/articles/${articleSlugId(article)}`;
}
