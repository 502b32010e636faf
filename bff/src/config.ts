import path from 'node:path';
import { articleIndexUrl } from '@hl/shared/contracts';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const manifestUrl = (port: number) => z.url().default(`http://localhost:${port}/mf-manifest.json`);

/** A whole number from the environment, with a default and bounds. */
const count = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** A comma-separated list of web origins (scheme://host[:port], no path). */
const origins = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .refine(
          (o) => URL.canParse(o) && new URL(o).origin === o,
          'each entry must be an origin such as https://www.example.co.za',
        ),
    ),
  );

/** 'true' or 'false'. */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true');

/** Every setting the BFF reads, from the environment, checked once at start-up. */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** sqlite:<path> (the embedded default) or postgres://user:pass@host/db. */
    DATABASE_URL: z
      .string()
      .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, 'must be sqlite:<path> or postgres://...')
      .default(`sqlite:${path.join(repoRoot, 'data/site.db')}`),
    /** Seconds start-up keeps trying a PostgreSQL server that does not answer (0: give up at once). */
    DATABASE_STARTUP_WAIT_S: count(15, 0, 3600),
    /** Whole request (headers and body) must arrive within this; then 408 and the socket closes. */
    REQUEST_TIMEOUT_MS: count(30_000, 1000, 600_000),
    /** The request's headers must arrive within this. */
    HEADERS_TIMEOUT_MS: count(10_000, 1000, 600_000),
    /** An idle keep-alive connection is closed after this. */
    KEEP_ALIVE_TIMEOUT_MS: count(65_000, 1000, 600_000),
    /** The Prometheus /metrics listener: its own port and interface, never the site's ('off': none). */
    METRICS_PORT: z
      .union([z.literal('off'), z.coerce.number().int().min(0).max(65535)], {
        error: "must be a port number or 'off'",
      })
      .default(9464),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** Serve the shell's source maps (*.map): off by default, so production does not publish its sources. */
    SERVE_SOURCE_MAPS: flag(false),
    /** redis://... : the rate limits' counters live there, shared by every replica (unset: in memory). */
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Fastify's trustProxy: 'true', 'false', a hop count, or a comma-separated list of addresses. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v): boolean | number | string =>
        v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v,
      ),
    SHELL_DIST: z.string().default(path.join(repoRoot, 'shell/dist')),
    MF_CALCULATORS_URL: manifestUrl(8081),
    MF_KNOWLEDGE_URL: manifestUrl(8082),
    MF_LEADS_URL: manifestUrl(8083),
    MF_ANALYTICS_URL: manifestUrl(8084),
    /**
     * Where the BFF itself reads the knowledge remote's article index; unset: articles.json beside
     * MF_KNOWLEDGE_URL. Set it when the BFF reaches the remote by another address than browsers do.
     */
    ARTICLE_INDEX_URL: z
      .string()
      .optional()
      .transform((v) => v?.trim() || undefined)
      .pipe(z.url().optional()),
    /** Requests a minute per IP address on /contact/* (all four forms together). */
    CONTACT_RATE_LIMIT: count(10, 1),
    /** Requests a minute per IP address on /analytics/*; generous, as offices share one address. */
    ANALYTICS_RATE_LIMIT: count(1200, 1),
    /** Bearer token of the /admin routes; unset (or empty) turns them off (404). */
    ADMIN_TOKEN: z
      .string()
      .optional()
      .transform((v) => v?.trim() || undefined)
      .pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /** Origins other than the BFF's own that may call it from a browser (CORS), comma-separated. */
    SITE_ORIGINS: origins,
    /** 503 when the event loop lags more than this many milliseconds on average (0 turns it off). */
    MAX_EVENT_LOOP_DELAY_MS: count(1000),
    /** 503 when the V8 heap in use passes this many MiB (0, the default, turns it off). */
    MAX_HEAP_USED_MB: count(0),
  })

  .refine((c) => c.HEADERS_TIMEOUT_MS <= c.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not be more than REQUEST_TIMEOUT_MS',
  });

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Reads and validates the configuration; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/** The distinct origins of the registered remotes: what the shell's Content-Security-Policy allows. */
export function remoteOrigins(config: Config): string[] {
  return [...new Set(remoteRegistry(config).remotes.map((r) => new URL(r.entry).origin))];
}

/** The URL the BFF reads the article index from. */
export function articleIndexSource(config: Config): string {
  return config.ARTICLE_INDEX_URL ?? articleIndexUrl(config.MF_KNOWLEDGE_URL);
}

/** The remote registry the shell reads at start-up: federation name and manifest URL of each remote. */
export function remoteRegistry(config: Config) {
  return {
    remotes: [
      { name: 'mf_calculators', entry: config.MF_CALCULATORS_URL },
      { name: 'mf_knowledge', entry: config.MF_KNOWLEDGE_URL },
      { name: 'mf_leads', entry: config.MF_LEADS_URL },
      { name: 'mf_analytics', entry: config.MF_ANALYTICS_URL },
    ],
  };
}
