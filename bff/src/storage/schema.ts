import type { Generated } from 'kysely';

/** Tables as Kysely sees them. Times are ISO-8601 UTC text, so both dialects sort them alike. */
export interface LeadsTable {
  id: string;
  type: 'newsletter' | 'partner' | 'callback' | 'contact';
  /** Trimmed, lower-cased e-mail: the newsletter's duplicate check and the operator's filter. */
  email: string | null;
  /** The validated submission as JSON. */
  payload: string;
  /** 1 when the honeypot field was filled: kept for review, never contacted. */
  spam: number;
  created_at: string;
  /** A newsletter subscription: when its subscriber opted out (no longer on the list); else null. */
  unsubscribed_at: string | null;
  /**
   * A newsletter subscription: the HMAC of its address under UNSUBSCRIBE_SECRET, as the suppression
   * list keeps it, so the mailing list's query can leave out suppressed addresses; null for other
   * leads and while no key is set.
   */
  email_hash: string | null;
}

/**
 * A message a lead must cause, delivered by the outbox worker. `id` is its idempotency key (the
 * e-mail's Message-ID, the webhook's Idempotency-Key): every attempt carries the same one.
 */
export interface OutboxTable {
  id: string;
  lead_id: string;
  kind: 'broker-email' | 'crm-webhook' | 'partner-confirmation' | 'visitor-acknowledgement' | 'newsletter-welcome';
  /** pending (waiting for its first or next try), sent, dead (gave up), cancelled (no longer wanted). */
  state: 'pending' | 'sent' | 'dead' | 'cancelled';
  /** Tries so far, counted when a try starts. */
  attempts: number;
  next_attempt_at: string;
  /** While a worker holds the message (its lease); after this time another may take it. */
  locked_until: string | null;
  /** Why the last try failed: an error class (ECONNREFUSED, SMTP 550, HTTP 500), never personal data. */
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The W3C traceparent of the request that stored the lead (tracing on), which its delivery joins. */
  trace_parent: string | null;
}

export interface AnalyticsEventsTable {
  id: string;
  kind: 'pageview' | 'event' | 'conversion';
  session_id: string;
  visitor_id: string;
  type: string | null;
  path: string | null;
  /** Event: the element and its value (personal values already redacted). */
  element: string | null;
  value: string | null;
  /** Page view: referring site (scheme and host only), utm_source, and the visitor's device. */
  referrer: string | null;
  utm_source: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  /** The sanitised record as JSON. */
  payload: string;
  created_at: string;
}

/**
 * One visit (a session id), kept up to date with its records: its first and last record's times,
 * its first page view's path, referring host (null: direct), UTM values and device, its page views
 * and interactions (events other than the passive ones, and conversions), and whether it used a
 * calculator or opened an article (engaged), opened a lead form, and became a lead (1 or 0).
 */
export interface VisitsTable {
  session_id: string;
  visitor_id: string;
  started_at: string;
  ended_at: string;
  entry_page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  page_views: number;
  interactions: number;
  engaged: number;
  opened_form: number;
  converted: number;
}

/** A signed-in operator's browser: the SHA-256 (hex) of its cookie's random id, and when it ends. */
export interface AdminSessionsTable {
  id_hash: string;
  created_at: string;
  expires_at: string;
}

/**
 * The newsletter's opt-outs whose subscription was deleted (by the retention purge or a deletion
 * request): an HMAC of the address, never the address, and the time of the opt-out.
 */
export interface NewsletterSuppressionsTable {
  email_hash: string;
  suppressed_at: string;
}

export interface SchemaMigrationsTable {
  name: Generated<string>;
}

/** A remote's state in the registry (migration 009): what every visitor and the canary's share load. */
export interface RemotesTable {
  /** Federation name, e.g. 'mf_calculators'. */
  name: string;
  /** Where the remote's server serves `<version>/mf-manifest.json` (the configured address's folder). */
  base_url: string;
  /** The manifest address of MF_*_URL: what loads while no version is stable. */
  configured_entry: string;
  /** The version every visitor outside the canary loads; null: the configured address. */
  stable_version: string | null;
  /** The stable version before this one: where a rollback goes, and the last good build to fall back to. */
  previous_version: string | null;
  canary_version: string | null;
  /** Percent of visitors (1-99) who load the canary; 0 without one. */
  canary_share: number;
  updated_at: string;
}

/** A version released: published, checked against the shell, ready for a canary or promotion. */
export interface RemoteReleasesTable {
  name: string;
  version: string;
  released_at: string;
  released_by: string;
  /** JSON: what the build says of itself (BuildFacts of releases/checks.ts). */
  build: string;
}

/** Who changed a remote's registry, when, how and why. */
export interface RemoteAuditTable {
  id: string;
  name: string;
  action: 'release' | 'canary' | 'promote' | 'rollback' | 'preview' | 'refused';
  version: string | null;
  share: number | null;
  actor: string;
  reason: string | null;
  at: string;
}

export interface Database {
  leads: LeadsTable;
  analytics_events: AnalyticsEventsTable;
  outbox: OutboxTable;
  visits: VisitsTable;
  admin_sessions: AdminSessionsTable;
  newsletter_suppressions: NewsletterSuppressionsTable;
  remotes: RemotesTable;
  remote_releases: RemoteReleasesTable;
  remote_audit: RemoteAuditTable;
}
