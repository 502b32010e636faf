import { createHash } from 'node:crypto';
import { type ArticleIndexEntry, articleIndexSchema } from '@hl/shared/contracts';
import { parseAs, RemoteDocument, type RemoteDocumentOptions } from './remote-document.ts';

/** The article index as last read from the knowledge remote. */
export interface LoadedArticleIndex {
  /** Newest first, as published. */
  articles: readonly ArticleIndexEntry[];
  byId: ReadonlyMap<string, ArticleIndexEntry>;
  /** The index as JSON (GET /api/articles) and a validator for it. */
  json: string;
  etag: string;
}

/** The knowledge remote's article index, read over HTTP and kept in memory (RemoteDocument). */
export class ArticleIndexCache extends RemoteDocument<LoadedArticleIndex> {
  constructor(options: RemoteDocumentOptions) {
    super(options, {
      what: 'article index',
      parse: (json) => loaded(parseAs(articleIndexSchema, 'an article index', json).articles),
      summary: (index) => ({ articles: index.articles.length }),
    });
  }
}

function loaded(articles: readonly ArticleIndexEntry[]): LoadedArticleIndex {
  const json = JSON.stringify({ articles });
  return {
    articles,
    byId: new Map(articles.map((a) => [a.id, a])),
    json,
    etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
  };
}
