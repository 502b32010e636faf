import { WEB_VITALS, type WebVitalName } from '@hl/shared/contracts';
import {
  type InsightsErrors,
  type InsightsSpeed,
  insightsErrorsSchema,
  insightsQuerySchema,
  insightsSpeedSchema,
  type ReleaseMarker,
  VITAL_THRESHOLDS,
} from '@hl/shared/insights';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Range } from '../../plugins/app/repositories/telemetry.ts';
import { createSourceMapper } from '../../releases/source-maps.ts';
import { intervalOf, intervalStart, intervalStarts, sastIso } from '../../sast.ts';

/** Aggregates of what visitors' browsers measured and threw: every staff role may read them. */
const VIEWER = { role: 'viewer' } as const;
/** The most registry changes a chart marks. */
const MAX_MARKERS = 200;

/** The 75th percentile (nearest rank) of some values; null for none. */
export function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] as number;
}

/** Values grouped by a key, in the order the keys first appear. */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * The operators' Speed and Errors panels (GET /admin/insights/speed, /admin/insights/errors): the
 * range of the dashboard's query (its filters narrow the visits, which these records are not part
 * of: they are left aside), with the registry's canaries, promotions and rollbacks in it as markers.
 */
const telemetry: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repository = app.telemetryRepository;
  const sourceMaps = createSourceMapper(app.config.SOURCE_MAPS_DIRS);

  const rangeOf = (query: { from: string; to: string }): Range => ({
    from: new Date(Date.parse(query.from)).toISOString(),
    to: new Date(Date.parse(query.to)).toISOString(),
  });
  const markers = async (range: Range): Promise<ReleaseMarker[]> =>
    (
      await app.remoteRegistryRepository.auditLog({
        actions: ['canary', 'promote', 'rollback'],
        ...range,
        limit: MAX_MARKERS,
      })
    )
      .reverse()
      .map((e) => ({
        at: sastIso(e.at),
        remote: e.name,
        action: e.action as ReleaseMarker['action'],
        version: e.version,
        actor: e.actor,
        reason: e.reason,
      }));

  app.get(
    '/insights/speed',
    { config: VIEWER, schema: { querystring: insightsQuerySchema, response: { 200: insightsSpeedSchema } } },
    async (request): Promise<InsightsSpeed> => {
      const range = rangeOf(request.query);
      const from = Date.parse(range.from);
      const to = Date.parse(range.to);
      const interval = intervalOf(to - from);
      const values = await repository.vitals(range);
      const byName = groupBy(values, (v) => v.name);
      const vitals = WEB_VITALS.map((name) => {
        const of = (byName.get(name) ?? []).map((v) => v.value);
        const { good, poor } = VITAL_THRESHOLDS[name];
        const share = (test: (v: number) => boolean) => (of.length === 0 ? 0 : of.filter(test).length / of.length);
        return {
          name,
          p75: p75(of),
          count: of.length,
          good: share((v) => v <= good),
          needsImprovement: share((v) => v > good && v <= poor),
          poor: share((v) => v > poor),
        };
      });
      const byPage = [...groupBy(values, (v) => `${v.pageGroup}\t${v.device ?? 'unknown'}\t${v.name}`)].map(
        ([key, group]) => {
          const [pageGroup = '', device = '', name] = key.split('\t');
          return {
            pageGroup,
            device,
            name: name as WebVitalName,
            p75: p75(group.map((v) => v.value)),
            count: group.length,
          };
        },
      );
      const perVersion = values.flatMap((v) =>
        Object.entries(v.remotes).map(([remote, version]) => ({ remote, version, name: v.name, value: v.value })),
      );
      const byVersion = [...groupBy(perVersion, (v) => `${v.remote}\t${v.version}\t${v.name}`)].map(([, group]) => {
        const [{ remote, version, name }] = group as [(typeof group)[number]];
        return { remote, version, name, p75: p75(group.map((v) => v.value)), count: group.length };
      });
      const byInterval = groupBy(values, (v) => String(intervalStart(Date.parse(v.at), interval)));
      const series = intervalStarts(from, to, interval).map((start) => {
        const inIt = groupBy(byInterval.get(String(start)) ?? [], (v) => v.name);
        return {
          start: sastIso(start),
          p75: Object.fromEntries(WEB_VITALS.map((name) => [name, p75((inIt.get(name) ?? []).map((v) => v.value))])),
        };
      });
      return { vitals, byPage, byVersion, interval, series, markers: await markers(range) };
    },
  );

  app.get(
    '/insights/errors',
    { config: VIEWER, schema: { querystring: insightsQuerySchema, response: { 200: insightsErrorsSchema } } },
    async (request): Promise<InsightsErrors> => {
      const range = rangeOf(request.query);
      const from = Date.parse(range.from);
      const to = Date.parse(range.to);
      const interval = intervalOf(to - from);
      const [groups, times] = await Promise.all([repository.errorGroups(range), repository.errorTimes(range)]);
      const counts = new Map<number, number>();
      for (const at of times) {
        const start = intervalStart(Date.parse(at), interval);
        counts.set(start, (counts.get(start) ?? 0) + 1);
      }
      return {
        groups: groups.map((g) => ({
          ...g,
          firstSeen: sastIso(g.firstSeen),
          lastSeen: sastIso(g.lastSeen),
          stack: g.stack.map((frame) => {
            const source = g.remote && g.version ? sourceMaps.map(g.remote, g.version, frame) : undefined;
            return source ? { ...frame, source } : frame;
          }),
        })),
        interval,
        series: intervalStarts(from, to, interval).map((start) => ({
          start: sastIso(start),
          errors: counts.get(start) ?? 0,
        })),
        markers: await markers(range),
      };
    },
  );
};

export default telemetry;
