import type { LeadStatus } from '@hl/shared/insights';
import type { ColumnType, Generated, Selectable } from 'kysely';

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
  /**
   * The visit and visitor the lead came from: the tracking cookies the form's request carried (never
   * asked of the visitor); null when it carried none. How a lead is joined to what its visitor did.
   */
  session_id: string | null;
  visitor_id: string | null;
  /** Where the staff have taken it (new when stored). */
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  /** The furthest status on the way it has reached: its index in LEAD_STAGES (0 new ... 5 registered). */
  reached: ColumnType<number, number | undefined, number>;
  lost_reason: string | null;
  /** The staff account following it up. */
  owner_id: string | null;
}

/** A lead's row as read (and as a new lead's row is built in full). */
export type LeadRow = Selectable<LeadsTable>;

/** One change of a lead's follow-up (migration 013): status, owner or a note, with who and when. */
export interface LeadHistoryTable {
  id: string;
  lead_id: string;
  at: string;
  actor_id: string | null;
  actor: string;
  change: 'status' | 'owner' | 'note';
  from_value: string | null;
  to_value: string | null;
  /** A note, or why the lead was lost: personal data, deleted with the lead. */
  text: string | null;
}

/**
 * A message a lead must cause, delivered by the outbox worker. `id` is its idempotency key (the
 * e-mail's Message-ID, the webhook's Idempotency-Key): every attempt carries the same one.
 */
export interface OutboxTable {
  id: string;
  /** The lead the message is about; null for the staff's digest and alerts. */
  lead_id: string | null;
  kind:
    | 'broker-email'
    | 'crm-webhook'
    | 'partner-confirmation'
    | 'visitor-acknowledgement'
    | 'newsletter-welcome'
    | 'staff-digest'
    | 'staff-alert';
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
  /** A digest's or an alert's figures (JSON: counts, never a person's details); null for a lead's message. */
  report: string | null;
  /** The staff account a digest goes to; null otherwise (an alert goes to ALERTS_TO). */
  recipient: string | null;
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
 * One visit (a session id), kept up to date with its records (storage/visit-rollup.ts): its first
 * and last record's times as the server received them and as the browser made them (its own
 * clock; null without timestamps), its first page view's path, referring host (null: direct), UTM
 * values and device, its last page view's path and time, its page views and interactions (events
 * the visitor made, not the passive ones, and conversions), and whether the visitor opened a lead
 * form (1 or 0).
 */
export interface VisitsTable {
  session_id: string;
  visitor_id: string;
  started_at: string;
  ended_at: string;
  client_started_at: string | null;
  client_ended_at: string | null;
  entry_page: string | null;
  exit_page: string | null;
  last_view_at: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  page_views: number;
  interactions: number;
  opened_form: number;
}

/** A signed-in staff member's browser: the SHA-256 (hex) of its cookie's random id, whose it is, and when it ends. */
export interface AdminSessionsTable {
  id_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** A staff account (migration 012). */
export interface StaffUsersTable {
  id: string;
  /** Trimmed and lower-cased: what the staff member signs in with. */
  email: string;
  name: string;
  role: 'viewer' | 'agent' | 'admin';
  /** `scrypt$N$r$p$salt$hash` (staff/passwords.ts): never the password. */
  password_hash: string;
  /** Failed sign-ins since the last one that succeeded: the lock-out counts them. */
  failed_sign_ins: number;
  locked_until: string | null;
  /** When an admin deactivated it: it signs in no more; kept for the history it is named in. */
  deactivated_at: string | null;
  created_at: string;
  /** 1: the account gets the weekly digest (STAFF_DIGEST). */
  digest: number;
}

/** Who read or changed what, when (routes/admin/audit.ts): ids and counts, never personal data. */
export interface AuditLogTable {
  id: string;
  at: string;
  actor_id: string | null;
  actor: string;
  action: string;
  subject: string | null;
  /** JSON. */
  detail: string;
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

/** An error in a visitor's browser (migration 015): message scrubbed, first stack frames as JSON. */
export interface ClientErrorsTable {
  id: string;
  created_at: string;
  session_id: string;
  visitor_id: string;
  /** CLIENT_ERROR_TYPES of @hl/shared/contracts. */
  type: string;
  remote: string | null;
  version: string | null;
  message: string;
  /** JSON: [{ file, line, column, fn? }], the first frames, of the built files. */
  stack: string | null;
  path: string;
  /** JSON: the versions of the remotes on the page. */
  remotes: string | null;
}

/** One Web Vital of a page view (migration 015): milliseconds, or the CLS score. */
export interface WebVitalsTable {
  id: string;
  created_at: string;
  session_id: string;
  visitor_id: string;
  name: string;
  value: number;
  path: string;
  /** pageGroup of @hl/shared/site-map: a bounded label of the page. */
  page_group: string;
  device: string | null;
  connection: string | null;
  target: string | null;
  /** JSON: INP's phases. */
  phases: string | null;
  remotes: string | null;
}

export interface Database {
  client_errors: ClientErrorsTable;
  web_vitals: WebVitalsTable;
  leads: LeadsTable;
  analytics_events: AnalyticsEventsTable;
  outbox: OutboxTable;
  visits: VisitsTable;
  admin_sessions: AdminSessionsTable;
  staff_users: StaffUsersTable;
  lead_history: LeadHistoryTable;
  audit_log: AuditLogTable;
  newsletter_suppressions: NewsletterSuppressionsTable;
  remotes: RemotesTable;
  remote_releases: RemoteReleasesTable;
  remote_audit: RemoteAuditTable;
}
