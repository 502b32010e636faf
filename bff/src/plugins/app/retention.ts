import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { type PurgeCounts, RetentionPurge } from '../../retention/purge.ts';
import { exclusively } from '../../storage/advisory-lock.ts';
import { countDeleted } from './metrics.ts';

/** The PostgreSQL advisory lock of the purge: one replica purges at a time ('hl_ret' in ASCII). */
const PURGE_LOCK = 0x686c5f726574;

declare module 'fastify' {
  interface FastifyInstance {
    retention: RetentionPurge;
  }
}

/**
 * The retention purge (retention/purge.ts), with the periods of RETENTION_LEADS_DAYS and
 * RETENTION_ANALYTICS_DAYS: started when the app is ready, stopped before the database closes.
 * Its deletions are counted in /metrics (`records_deleted_total{reason="retention"}`), and the time
 * of its last finished run is a gauge to alert on.
 */
export default fp(
  async (app) => {
    const { config, metrics, store } = app;
    const lastRun = new Gauge({
      name: 'retention_purge_last_run_timestamp_seconds',
      help: 'When the retention purge last finished a run in this process (Unix time; 0: not yet)',
      registers: [metrics.registry],
    });
    const count = (deleted: Omit<PurgeCounts, 'batches'>) => countDeleted(metrics, 'retention', deleted);
    count({ leads: 0, messages: 0, optOuts: 0, analytics: 0 }); // the series exist before the first run
    const purge = new RetentionPurge({
      leads: app.leadsRepository,
      analytics: app.analyticsRepository,
      suppressions: app.suppressionsRepository,
      exclusive: (work) => exclusively(store, PURGE_LOCK, work),
      leadsDays: config.RETENTION_LEADS_DAYS,
      analyticsDays: config.RETENTION_ANALYTICS_DAYS,
      log: app.log,
      onDeleted: count,
      onFinished: () => lastRun.setToCurrentTime(),
    });
    app.decorate('retention', purge);
    app.addHook('onReady', async () => purge.start());
    // preClose: before the onClose hook that closes the database.
    app.addHook('preClose', async () => purge.stop());
  },
  {
    name: 'retention',
    dependencies: ['metrics', 'leads-repository', 'analytics-repository', 'suppressions-repository'],
    decorators: { fastify: ['config', 'store'] },
  },
);
