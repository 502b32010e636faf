import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ARTICLE_SCREENS_FILE, type ArticleIndexEntry, type ArticleScreens } from '@hl/shared/contracts';

/** An article index entry as the knowledge remote publishes it. */
export function indexEntry(id: string, title: string, more: Partial<ArticleIndexEntry> = {}): ArticleIndexEntry {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    id,
    slug,
    path: `/articles/${slug}-${id}`,
    title,
    seoTitle: `${title} | Guide`,
    seoDescription: `All about ${title.toLowerCase()}.`,
    category: 'Bond & Transfer Costs',
    author: 'The Transfers & Legal Desk',
    tags: ['costs'],
    published_at: '2025-01-10T09:00:00',
    ...more,
  };
}

/**
 * A stand-in for the knowledge remote's static server: serves `body` as /articles.json with an
 * ETag (answering If-None-Match with 304), after `delayMs`, or with `status` when set; and
 * `screens`, when set, as /article-screens.json (else 404).
 */
export async function startIndexServer(articles: ArticleIndexEntry[], screens?: ArticleScreens) {
  const state = {
    body: JSON.stringify({ articles }),
    status: 200,
    delayMs: 0,
    requests: [] as Array<{ ifNoneMatch?: string }>,
  };
  const etag = () => `"${createHash('sha1').update(state.body).digest('hex')}"`;
  const server = http.createServer((req, res) => {
    if (req.url === `/${ARTICLE_SCREENS_FILE}`) {
      if (!screens) return res.writeHead(404).end();
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(screens));
    }
    state.requests.push({ ifNoneMatch: req.headers['if-none-match'] });
    setTimeout(() => {
      if (state.status !== 200) return res.writeHead(state.status).end('down');
      if (req.headers['if-none-match'] === etag()) return res.writeHead(304, { etag: etag() }).end();
      res.writeHead(200, { 'content-type': 'application/json', etag: etag() }).end(state.body);
    }, state.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/articles.json`,
    state,
    publish(next: ArticleIndexEntry[]) {
      state.body = JSON.stringify({ articles: next });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
