import fs from 'node:fs';
import path from 'node:path';
import { articleIndexUrl } from '@hl/shared/contracts';
import { legal } from '@hl/shared/site';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const packageVersion: string = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8'),
).version;

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

/** A comma-separated list: entries trimmed, empty ones dropped. */
const commaList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

/** An optional setting: unset and empty (or only spaces) are the same. */
const optional = <T extends z.ZodType<unknown, string>>(inner: T) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(inner.optional());

/** A secret for an HMAC: long enough that it cannot be guessed. */
const secret = optional(z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)'));

/** `address` or `Name <address>`: the sender of every e-mail. */
const MAILBOX = /^(?:(?<name>[^<>]*\S)\s*<(?<angle>[^<>\s]+)>|(?<bare>[^<>\s]+))$/;
export const mailboxAddress = (mailbox: string) => {
  const groups = MAILBOX.exec(mailbox)?.groups;
  return groups?.angle ?? groups?.bare ?? '';
};

/** The lead types whose visitor gets an e-mail of ours: confirmation, acknowledgement or welcome. */
const VISITOR_EMAIL_TYPES = ['partner', 'callback', 'contact', 'newsletter'] as const;

/**
 * Days a kind of record is kept: at most what the privacy notice promises (`legal.retention` in
 * @hl/shared/site, which gives the default), so the site never keeps longer than it says.
 */
const retentionDays = (notice: number, noticeText: string) =>
  z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 (day)')
    .max(
      notice,
      `must not be more than ${notice}: the privacy notice promises ${noticeText} (legal.retention in shared/src/site.ts)`,
    )
    .default(notice);

/** Every setting the BFF reads, from the environment, checked once at start-up. */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The release on every log line (and span): the image's build sets it to the commit it was built from. */
    SERVICE_VERSION: z.string().trim().min(1).max(64).default(packageVersion),
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
    /**
     * Where traces go (OTLP over HTTP: an OpenTelemetry collector, Jaeger); unset, tracing is off
     * and none of it is loaded.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: optional(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://otel-collector:4318' }),
    ),
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
    ARTICLE_INDEX_URL: optional(z.url()),
    /** Requests a minute per IP address on /contact/* (all four forms together). */
    CONTACT_RATE_LIMIT: count(10, 1),
    /** Requests a minute per IP address on /analytics/*; generous, as offices share one address. */
    ANALYTICS_RATE_LIMIT: count(1200, 1),
    /** Bearer token of the /admin routes; unset (or empty) turns them off (404). */
    ADMIN_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
    /** Origins other than the BFF's own that may call it from a browser (CORS), comma-separated. */
    SITE_ORIGINS: origins,
    /**
     * The script URL of the old site's third-party page-view tag; unset (the default) leaves it off.
     * When set, the tracker loads it and the Content-Security-Policy allows exactly its origin.
     */
    THIRD_PARTY_TAG_URL: z
      .string()
      .optional()
      .transform((v) => v?.trim() || undefined)
      .pipe(
        z
          .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://tags.example.net/tag.js' })
          .optional(),
      ),
    /** 503 when the event loop lags more than this many milliseconds on average (0 turns it off). */
    MAX_EVENT_LOOP_DELAY_MS: count(1000),
    /** 503 when the V8 heap in use passes this many MiB (0, the default, turns it off). */
    MAX_HEAP_USED_MB: count(0),

    /** The site's public address, for the links messages carry (a lead, the privacy notice, unsubscribe). */
    SITE_URL: optional(
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) address such as https://www.bondbridge.example' })
        .transform((v) => v.replace(/\/+$/, '')),
    ),
    /** smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465; unset: no e-mail is sent. */
    SMTP_URL: optional(
      z
        .string()
        .refine(
          (v) => URL.canParse(v) && ['smtp:', 'smtps:'].includes(new URL(v).protocol) && new URL(v).hostname !== '',
          'must be smtp://user:password@host:587 or smtps://user:password@host:465',
        ),
    ),
    /** The sender of every e-mail: an address or `Name <address>`. */
    MAIL_FROM: optional(
      z
        .string()
        .refine(
          (v) => z.email().safeParse(mailboxAddress(v)).success,
          'must be an address or Name <address>, e.g. BondBridge <hello@bondbridge.example>',
        ),
    ),
    /** Where the broker team's notification of each lead goes: addresses, comma-separated. */
    LEADS_NOTIFY_TO: commaList.pipe(z.array(z.email({ error: 'each entry must be an e-mail address' }))),
    /** The lead types whose visitor is e-mailed (partner, callback, contact, newsletter), comma-separated. */
    VISITOR_EMAILS: commaList.pipe(
      z.array(z.enum(VISITOR_EMAIL_TYPES, { error: `each entry must be one of ${VISITOR_EMAIL_TYPES.join(', ')}` })),
    ),
    /** The CRM's endpoint that receives every lead as a signed JSON POST. */
    LEADS_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    /** The HMAC-SHA256 key of the webhook's signature, shared with the CRM. */
    LEADS_WEBHOOK_SECRET: secret,
    /** The HMAC-SHA256 key of the newsletter's unsubscribe links; changing it breaks the links sent. */
    UNSUBSCRIBE_SECRET: secret,
    /** The weekly digest by e-mail, Monday 07:00 South African time, to the staff accounts that chose it. */
    STAFF_DIGEST: flag(false),
    /** Where the staff's alerts go (no lead for a while, lead posts failing, team mail not going out): addresses, comma-separated. */
    ALERTS_TO: commaList.pipe(z.array(z.email({ error: 'each entry must be an e-mail address' }))),
    /** Business hours without a stored lead before an alert (0: never). */
    ALERT_NO_LEAD_HOURS: count(4, 0, 1000),
    /** Lead posts the BFF failed to store (5xx) within 15 minutes that make an alert (0: never). */
    ALERT_LEAD_POST_FAILURES: count(3, 0, 100_000),
    /** Minutes a lead's e-mail to the broker team may wait before an alert; one given up alerts at once (0: never). */
    ALERT_TEAM_MAIL_MINUTES: count(30, 0, 10_080),
    /** Tries of one message before it is marked dead (an operator can retry it). */
    OUTBOX_MAX_ATTEMPTS: count(10, 1, 100),
    /** Wait before the first retry; doubled for each further one up to OUTBOX_RETRY_MAX_MS, with jitter. */
    OUTBOX_RETRY_BASE_MS: count(30_000, 1),
    OUTBOX_RETRY_MAX_MS: count(3_600_000, 1),
    /** How often the outbox is read for messages that are due (a new lead is sent at once regardless). */
    OUTBOX_POLL_MS: count(5_000, 10),
    /** Longest wait for one delivery; a claimed message is left to other replicas after twice this. */
    OUTBOX_SEND_TIMEOUT_MS: count(15_000, 100),
    /** Days a lead is kept after the last contact with its address (the retention purge deletes it then). */
    RETENTION_LEADS_DAYS: retentionDays(legal.retention.leadsDays, legal.retention.leads),
    /** Days an analytics record is kept. */
    RETENTION_ANALYTICS_DAYS: retentionDays(legal.retention.analyticsDays, legal.retention.analytics),
    /**
     * Count the visits of browsers that announce automation (headless Chrome, navigator.webdriver)
     * as visitors: the test stacks, whose browsers are such. Crawlers on isbot's list stay bots.
     */
    COUNT_AUTOMATED_VISITS: flag(false),
    /**
     * How often the running canaries' error rates are looked at (0: never): a canary with more than
     * three times the stable version's errors per page view is rolled back (releases/canary-check.ts).
     */
    CANARY_CHECK_MS: count(60_000, 0, 3_600_000),
    /**
     * Where the remotes' releases and their source maps are on this host, `mf_name=/path` each,
     * comma-separated: the operators' page maps visitors' stack frames back to the sources with them.
     */
    SOURCE_MAPS_DIRS: commaList.pipe(
      z
        .array(
          z
            .string()
            .regex(
              /^mf_[a-z]+=.+$/,
              "each entry must be a remote's name and a folder, e.g. mf_calculators=/srv/releases",
            ),
        )
        .transform((entries) =>
          Object.fromEntries(entries.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)])),
        ),
    ),
  })

  .refine((c) => c.HEADERS_TIMEOUT_MS <= c.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not be more than REQUEST_TIMEOUT_MS',
  })
  // Message settings that only make sense together: each missing partner is named.
  .superRefine((c, ctx) => {
    const need = (
      setting: 'SMTP_URL' | 'MAIL_FROM' | 'SITE_URL' | 'LEADS_WEBHOOK_SECRET' | 'UNSUBSCRIBE_SECRET',
      why: string,
    ) => {
      if (c[setting] === undefined) ctx.addIssue({ code: 'custom', path: [setting], message: `must be set ${why}` });
    };
    const switchedOn = [
      ['LEADS_NOTIFY_TO', c.LEADS_NOTIFY_TO.length > 0],
      ['VISITOR_EMAILS', c.VISITOR_EMAILS.length > 0],
      ['STAFF_DIGEST', c.STAFF_DIGEST],
      ['ALERTS_TO', c.ALERTS_TO.length > 0],
    ].find(([, on]) => on)?.[0];
    const mail = switchedOn !== undefined;
    if (mail) {
      const why = `when ${switchedOn} is set`;
      need('SMTP_URL', why);
      need('MAIL_FROM', why);
    } else if (c.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is set but no e-mail is switched on: set LEADS_NOTIFY_TO, VISITOR_EMAILS, STAFF_DIGEST and/or ALERTS_TO',
      });
    }
    if (mail || c.LEADS_WEBHOOK_URL) need('SITE_URL', 'when e-mails or the webhook are switched on (for their links)');
    if (c.LEADS_WEBHOOK_URL) need('LEADS_WEBHOOK_SECRET', 'when LEADS_WEBHOOK_URL is set');
    if (c.VISITOR_EMAILS.includes('newsletter')) need('UNSUBSCRIBE_SECRET', 'when VISITOR_EMAILS includes newsletter');
    if (c.OUTBOX_RETRY_MAX_MS < c.OUTBOX_RETRY_BASE_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['OUTBOX_RETRY_MAX_MS'],
        message: 'must not be less than OUTBOX_RETRY_BASE_MS',
      });
    }
  });

export type Config = z.infer<typeof schema>;
export type VisitorEmailType = (typeof VISITOR_EMAIL_TYPES)[number];

export class ConfigError extends Error {}

/** Reads and validates the configuration; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/** The origin of the third-party page-view tag, when one is configured. */
export function thirdPartyTagOrigin(config: Config): string | undefined {
  return config.THIRD_PARTY_TAG_URL === undefined ? undefined : new URL(config.THIRD_PARTY_TAG_URL).origin;
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
