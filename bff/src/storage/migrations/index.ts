import type { Migration } from 'kysely';
import { initial } from './001-initial.ts';
import { leadsAndAnalytics } from './002-leads-and-analytics.ts';
import { articleViews } from './003-article-views.ts';
import { outbox } from './004-outbox.ts';
import { retention } from './005-retention.ts';
import { insights } from './006-insights.ts';
import { newsletterHash } from './007-newsletter-hash.ts';
import { insightsIndexes } from './008-insights-indexes.ts';
import { remoteRegistry } from './009-remote-registry.ts';
import { outboxTrace } from './010-outbox-trace.ts';
import { visitsByVisit } from './011-visits-by-visit.ts';
import { staffAccounts } from './012-staff-accounts.ts';
import { leadFollowUp } from './013-lead-follow-up.ts';
import { staffReports } from './014-staff-reports.ts';
import { fieldTelemetry } from './015-field-telemetry.ts';

/**
 * Every migration, in order; they run at start-up and are written to work on SQLite and PostgreSQL.
 * Each one only expands the schema, so the release before it still runs on it (rolling back); what
 * goes away goes in a later release (docs/OPERATIONS.md, "Migrations expand, then contract").
 */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-leads-and-analytics': leadsAndAnalytics,
  '003-article-views': articleViews,
  '004-outbox': outbox,
  '005-retention': retention,
  '006-insights': insights,
  '007-newsletter-hash': newsletterHash,
  '008-insights-indexes': insightsIndexes,
  '009-remote-registry': remoteRegistry,
  '010-outbox-trace': outboxTrace,
  '011-visits-by-visit': visitsByVisit,
  '012-staff-accounts': staffAccounts,
  '013-lead-follow-up': leadFollowUp,
  '014-staff-reports': staffReports,
  '015-field-telemetry': fieldTelemetry,
};
