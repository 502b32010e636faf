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

export interface SchemaMigrationsTable {
  name: Generated<string>;
}

export interface Database {
  leads: LeadsTable;
  analytics_events: AnalyticsEventsTable;
}
