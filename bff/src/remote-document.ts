import type { z } from 'zod';

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface RemoteDocumentOptions {
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

/** What a document is and how to read it. */
export interface DocumentKind<T> {
  /** For the log, e.g. 'article index'. */
  what: string;
  /** The document from its JSON; throws an Error saying what is wrong ('is not an article index: …'). */
  parse(json: unknown): T;
  /** Details of a copy read, for the log. */
  summary(value: T): object;
}

export const REMOTE_DOCUMENT_MAX_AGE_MS = 60_000;
export const REMOTE_DOCUMENT_RETRY_MS = 5_000;
export const REMOTE_DOCUMENT_TIMEOUT_MS = 2_000;

/**
 * A JSON document a remote publishes (the knowledge remote's article index and article screens),
 * read over HTTP and kept in memory: stale while it revalidates. Asking for it never waits on the
 * remote: it returns the copy it has (or nothing, if the remote has never answered) and starts at
 * most one refresh in the background when the copy is due. A refresh that fails, times out or
 * brings an invalid document keeps the previous copy. Refreshes revalidate with If-None-Match, so
 * an unchanged document costs a 304.
 */
export class RemoteDocument<T> {
  readonly url: string;
  readonly #kind: DocumentKind<T>;
  readonly #log: Log;
  readonly #maxAgeMs: number;
  readonly #retryMs: number;
  readonly #timeoutMs: number;
  readonly #now: () => number;
  #current: T | undefined;
  /** The remote's ETag of the copy held. */
  #remoteEtag: string | undefined;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #inFlight: Promise<void> | undefined;

  constructor(options: RemoteDocumentOptions, kind: DocumentKind<T>) {
    this.url = options.url;
    this.#kind = kind;
    this.#log = options.log;
    this.#maxAgeMs = options.maxAgeMs ?? REMOTE_DOCUMENT_MAX_AGE_MS;
    this.#retryMs = options.retryMs ?? REMOTE_DOCUMENT_RETRY_MS;
    this.#timeoutMs = options.timeoutMs ?? REMOTE_DOCUMENT_TIMEOUT_MS;
    this.#now = options.now ?? Date.now;
  }

  /** The copy held (undefined if the document was never read); starts a background refresh when due. */
  current(): T | undefined {
    const due = this.#current ? this.#maxAgeMs : this.#retryMs;
    if (!this.#inFlight && this.#now() - this.#checkedAt >= due) void this.refresh();
    return this.#current;
  }

  /** Reads the document now (one read at a time); resolves when done, never rejects. */
  refresh(): Promise<void> {
    this.#inFlight ??= this.#read().finally(() => {
      this.#inFlight = undefined;
    });
    return this.#inFlight;
  }

  async #read(): Promise<void> {
    const { what } = this.#kind;
    this.#checkedAt = this.#now();
    try {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (this.#current && this.#remoteEtag) headers['if-none-match'] = this.#remoteEtag;
      const res = await fetch(this.url, { headers, signal: AbortSignal.timeout(this.#timeoutMs) });
      if (res.status === 304 && this.#current) return;
      if (!res.ok) throw new Error(`answered HTTP ${res.status}`);
      this.#current = this.#kind.parse(await res.json());
      this.#remoteEtag = res.headers.get('etag') ?? undefined;
      this.#log.info({ url: this.url, ...this.#kind.summary(this.#current) }, `${what} read`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.#log.warn(
        { url: this.url, reason },
        this.#current ? `${what} not refreshed: keeping the copy read before` : `${what} not available`,
      );
    }
  }
}

/** `json` as `schema` says, or an Error naming the first problem ('is not an article index: …'). */
export function parseAs<T>(schema: z.ZodType<T>, what: string, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`is not ${what}: ${issue?.path.join('.')} ${issue?.message}`);
}
