import { createHash } from 'node:crypto';
import { type ArticleIndexEntry, articleIndexSchema } from '@hl/shared/contracts';

/** The article index as last read from the knowledge remote. */
export interface LoadedArticleIndex {
  /** Newest first, as published. */
  articles: readonly ArticleIndexEntry[];
  byId: ReadonlyMap<string, ArticleIndexEntry>;
  /** The index as JSON (GET /api/articles) and a validator for it. */
  json: string;
  etag: string;
}

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface ArticleIndexOptions {
  url: string;
  log: Log;
  /** A copy older than this is refreshed in the background when next asked for. */
  maxAgeMs?: number;
  /** Without any copy, the wait before asking the remote again. */
  retryMs?: number;
  /** A read that takes longer is abandoned (the copy read before stays). */
  timeoutMs?: number;
  now?: () => number;
}

export const ARTICLE_INDEX_MAX_AGE_MS = 60_000;
export const ARTICLE_INDEX_RETRY_MS = 5_000;
export const ARTICLE_INDEX_TIMEOUT_MS = 2_000;

/**
 * The knowledge remote's article index, read over HTTP and kept in memory: stale while it
 * revalidates. Asking for it never waits on the remote: it returns the copy it has (or nothing,
 * if the remote has never answered) and starts at most one refresh in the background when the copy
 * is due. A refresh that fails, times out or brings an invalid index keeps the previous copy.
 * Refreshes revalidate with If-None-Match, so an unchanged index costs a 304.
 */
export class ArticleIndexCache {
  readonly url: string;
  readonly #log: Log;
  readonly #maxAgeMs: number;
  readonly #retryMs: number;
  readonly #timeoutMs: number;
  readonly #now: () => number;
  #current: LoadedArticleIndex | undefined;
  /** The remote's ETag of the copy held. */
  #remoteEtag: string | undefined;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #inFlight: Promise<void> | undefined;

  constructor(options: ArticleIndexOptions) {
    this.url = options.url;
    this.#log = options.log;
    this.#maxAgeMs = options.maxAgeMs ?? ARTICLE_INDEX_MAX_AGE_MS;
    this.#retryMs = options.retryMs ?? ARTICLE_INDEX_RETRY_MS;
    this.#timeoutMs = options.timeoutMs ?? ARTICLE_INDEX_TIMEOUT_MS;
    this.#now = options.now ?? Date.now;
  }

  /** The copy held (undefined if the index was never read); starts a background refresh when due. */
  current(): LoadedArticleIndex | undefined {
    const due = this.#current ? this.#maxAgeMs : this.#retryMs;
    if (!this.#inFlight && this.#now() - this.#checkedAt >= due) void this.refresh();
    return this.#current;
  }

  /** Reads the index now (one read at a time); resolves when done, never rejects. */
  refresh(): Promise<void> {
    this.#inFlight ??= this.#read().finally(() => {
      this.#inFlight = undefined;
    });
    return this.#inFlight;
  }

  async #read(): Promise<void> {
    this.#checkedAt = this.#now();
    try {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (this.#current && this.#remoteEtag) headers['if-none-match'] = this.#remoteEtag;
      const res = await fetch(this.url, { headers, signal: AbortSignal.timeout(this.#timeoutMs) });
      if (res.status === 304 && this.#current) return;
      if (!res.ok) throw new Error(`answered HTTP ${res.status}`);
      const parsed = articleIndexSchema.safeParse(await res.json());
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`is not an article index: ${issue?.path.join('.')} ${issue?.message}`);
      }
      this.#current = loaded(parsed.data.articles);
      this.#remoteEtag = res.headers.get('etag') ?? undefined;
      this.#log.info({ url: this.url, articles: parsed.data.articles.length }, 'article index read');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.#log.warn(
        { url: this.url, reason },
        this.#current ? 'article index not refreshed: keeping the copy read before' : 'article index not available',
      );
    }
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
