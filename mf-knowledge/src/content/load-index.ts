/**
 * The article index (titles, excerpts, categories; no bodies) is its own chunk, loaded when the
 * knowledge center mounts: the other sections never wait for it.
 */
export function loadArticleIndex() {
  return import(/* webpackChunkName: "articles-index" */ './generated/articles-index.ts');
}
