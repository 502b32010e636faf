import type { ClientErrorType, WebVitalName } from '@hl/shared/contracts';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Store } from '../../../storage/store.ts';

/** A range [from, to) of ISO instants. */
export interface Range {
  from: string;
  to: string;
}

export interface StackFrame {
  file: string;
  line: number;
  column: number;
  fn?: string;
}

/** Errors of one message, type, remote and version. */
export interface ErrorGroup {
  type: ClientErrorType;
  remote: string | null;
  version: string | null;
  message: string;
  count: number;
  visits: number;
  firstSeen: string;
  lastSeen: string;
  stack: StackFrame[];
}

/** One stored vital, as the Speed figures read it. */
export interface VitalValue {
  at: string;
  name: WebVitalName;
  value: number;
  pageGroup: string;
  device: string | null;
  remotes: Record<string, string>;
}

/** The most error groups one answer lists. */
const MAX_GROUPS = 50;

const json = <T>(text: string | null, fallback: T): T => (text === null ? fallback : (JSON.parse(text) as T));

/**
 * The field telemetry's reads (migration 015): visitors' errors grouped for the operators, the
 * vitals of a range, and what the canary check counts.
 */
export function createTelemetryRepository({ db }: Store) {
  return {
    /** The range's errors grouped by message, type, remote and version, most first. */
    async errorGroups({ from, to }: Range): Promise<ErrorGroup[]> {
      const rows = await db
        .selectFrom('client_errors')
        .select((eb) => [
          'type',
          'remote',
          'version',
          'message',
          eb.fn.countAll<string | number>().as('n'),
          eb.fn.count<string | number>('session_id').distinct().as('visits'),
          eb.fn.min('created_at').as('first_seen'),
          eb.fn.max('created_at').as('last_seen'),
          eb.fn.max('stack').as('stack'),
        ])
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .groupBy(['type', 'remote', 'version', 'message'])
        .orderBy('n', 'desc')
        .orderBy('last_seen', 'desc')
        .limit(MAX_GROUPS)
        .execute();
      return rows.map((r) => ({
        type: r.type as ClientErrorType,
        remote: r.remote,
        version: r.version,
        message: r.message,
        count: Number(r.n),
        visits: Number(r.visits),
        firstSeen: r.first_seen,
        lastSeen: r.last_seen,
        stack: json<StackFrame[]>(r.stack, []),
      }));
    },

    /** When each error of the range happened (for the chart). */
    async errorTimes({ from, to }: Range): Promise<string[]> {
      const rows = await db
        .selectFrom('client_errors')
        .select('created_at')
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .execute();
      return rows.map((r) => r.created_at);
    },

    /**
     * What the canary check weighs for one version of a remote since `since`: its errors, and the
     * page views it ran in, counted as the distinct pages of visits (session and path) with a record
     * (page view, event, conversion, error or vital) that names the version among its `remotes`. A
     * page view is recorded as the page opens, often before its remotes have loaded: the records
     * after it (sections seen, the page hidden, its vitals) say which versions it ran, and so does
     * the error of a version that threw and gave way to the last good build.
     */
    async versionFigures(
      remote: string,
      version: string,
      since: string,
    ): Promise<{ errors: number; pageViews: number }> {
      // Remote names are mf_ and letters, versions letters, digits, . and -: only _ needs escaping.
      const named = `%${JSON.stringify({ [remote]: version }).slice(1, -1)}%`.replaceAll('_', '\\_');
      const pagesOf = (table: 'client_errors' | 'web_vitals') =>
        db
          .selectFrom(table)
          .select(['session_id', 'path'])
          .where('created_at', '>=', since)
          .where(sql<boolean>`remotes like ${named} escape '\\'`);
      const pages = db
        .selectFrom('analytics_events')
        .select(['session_id', sql<string>`coalesce(path, '')`.as('path')])
        .where('created_at', '>=', since)
        .where(sql<boolean>`payload like ${named} escape '\\'`)
        // UNION (not ALL): a page is counted once, whatever and however many records name it.
        .union(pagesOf('client_errors'))
        .union(pagesOf('web_vitals'));
      const [errors, pageViews] = await Promise.all([
        db
          .selectFrom('client_errors')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('remote', '=', remote)
          .where('version', '=', version)
          .where('created_at', '>=', since)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom(pages.as('pages'))
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { errors: Number(errors.n), pageViews: Number(pageViews.n) };
    },

    /** Every vital of the range: percentiles need the values themselves (SQLite has no percentile function). */
    async vitals({ from, to }: Range): Promise<VitalValue[]> {
      const rows = await db
        .selectFrom('web_vitals')
        .select(['created_at', 'name', 'value', 'page_group', 'device', 'remotes'])
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .execute();
      return rows.map((r) => ({
        at: r.created_at,
        name: r.name as WebVitalName,
        value: Number(r.value),
        pageGroup: r.page_group,
        device: r.device,
        remotes: json<Record<string, string>>(r.remotes, {}),
      }));
    },
  };
}

export type TelemetryRepository = ReturnType<typeof createTelemetryRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    telemetryRepository: TelemetryRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('telemetryRepository', createTelemetryRepository(app.store));
  },
  { name: 'telemetry-repository', decorators: { fastify: ['store'] } },
);
