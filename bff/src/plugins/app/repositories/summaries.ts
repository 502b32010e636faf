import { CALCULATOR_SELECTED } from '@hl/shared/analytics-events';
import fp from 'fastify-plugin';
import type { Store } from '../../../storage/store.ts';
import type { AnalyticsKind } from './analytics.ts';

export interface TimeWindow {
  /** Inclusive ISO lower bound on the creation time. */
  from?: string;
  /** Exclusive ISO upper bound on the creation time. */
  to?: string;
}

/** One line of a tally: a value and how often it was seen. */
export interface Tally {
  value: string;
  count: number;
}

/** The operators' view of the analytics in a time window. */
export interface AnalyticsSummary {
  uniqueVisitors: number;
  sessions: number;
  pageViews: number;
  /** Page views by path. */
  topPages: Tally[];
  /** Page views by referring site (scheme and host). */
  topReferrers: Tally[];
  /** Page views by utm_source. */
  topUtmSources: Tally[];
  /** Unique visitors by device, browser and operating system (from their page views). */
  devices: Tally[];
  browsers: Tally[];
  operatingSystems: Tally[];
  eventsByType: Tally[];
  conversionsByType: Tally[];
  /** calculator_selected events by calculator id (the event's value). */
  calculatorSelections: Tally[];
}

type Column = 'path' | 'referrer' | 'utm_source' | 'device' | 'browser' | 'os' | 'type' | 'value';

/** The read side of the analytics records: counts and top lists for the operators. */
export function createSummariesRepository({ db }: Store) {
  return {
    /** Counts and top lists of the analytics records in a time window (`top` lines per list). */
    async summarise(window: TimeWindow = {}, top = 10): Promise<AnalyticsSummary> {
      const records = (kind?: AnalyticsKind) => {
        let query = db.selectFrom('analytics_events');
        if (kind) query = query.where('kind', '=', kind);
        if (window.from) query = query.where('created_at', '>=', window.from);
        if (window.to) query = query.where('created_at', '<', window.to);
        return query;
      };
      /** Records (or distinct visitors) by the values of a column, most frequent first. */
      const tally = async (
        kind: AnalyticsKind,
        column: Column,
        options: { visitors?: boolean; type?: string } = {},
      ) => {
        let query = records(kind)
          .select((eb) => [
            eb.ref(column).$castTo<string>().as('value'),
            (options.visitors ? eb.fn.count('visitor_id').distinct() : eb.fn.countAll())
              .$castTo<string | number>()
              .as('n'),
          ])
          .where(column, 'is not', null)
          .groupBy(column)
          .orderBy('n', 'desc')
          .orderBy(column)
          .limit(top);
        if (options.type) query = query.where('type', '=', options.type);
        return (await query.execute()).map((r): Tally => ({ value: r.value, count: Number(r.n) }));
      };
      const totals = await records()
        .select((eb) => [
          eb.fn.count('visitor_id').distinct().$castTo<string | number>().as('visitors'),
          eb.fn.count('session_id').distinct().$castTo<string | number>().as('sessions'),
          eb.fn
            .sum(eb.case().when('kind', '=', 'pageview').then(1).else(0).end())
            .$castTo<string | number | null>()
            .as('pageViews'),
        ])
        .executeTakeFirstOrThrow();

      return {
        uniqueVisitors: Number(totals.visitors),
        sessions: Number(totals.sessions),
        pageViews: Number(totals.pageViews ?? 0),
        topPages: await tally('pageview', 'path'),
        topReferrers: await tally('pageview', 'referrer'),
        topUtmSources: await tally('pageview', 'utm_source'),
        devices: await tally('pageview', 'device', { visitors: true }),
        browsers: await tally('pageview', 'browser', { visitors: true }),
        operatingSystems: await tally('pageview', 'os', { visitors: true }),
        eventsByType: await tally('event', 'type'),
        conversionsByType: await tally('conversion', 'type'),
        calculatorSelections: await tally('event', 'value', { type: CALCULATOR_SELECTED }),
      };
    },
  };
}

export type SummariesRepository = ReturnType<typeof createSummariesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    summariesRepository: SummariesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('summariesRepository', createSummariesRepository(app.store));
  },
  { name: 'summaries-repository', decorators: { fastify: ['store'] } },
);
