import fp from 'fastify-plugin';
import { Gauge, Histogram } from 'prom-client';

/**
 * What the alerts and the dashboard read about the database: whether it takes writes, how long a
 * write takes, and when the newest lead was stored. The last is read from the database at each
 * scrape, so every replica reports the same time, and a restart forgets nothing.
 */
export default fp(
  async (app) => {
    const { store, metrics, leadsRepository } = app;
    const registers = [metrics.registry];
    const writeDuration = new Histogram({
      name: 'database_write_duration_seconds',
      help: 'Time a committed write transaction took, waits for a SQLite lock included',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
      registers,
    });
    store.onWrite = (seconds) => writeDuration.observe(seconds);
    new Gauge({
      name: 'database_reachable',
      help: 'Whether the last write or readiness probe found the database taking writes (1) or unreachable (0)',
      registers,
      collect() {
        this.set(store.reachable ? 1 : 0);
      },
    });
    new Gauge({
      name: 'leads_last_stored_timestamp_seconds',
      help: 'When the newest lead that is not spam was stored, as the database holds it (Unix time; 0 before the first)',
      registers,
      async collect() {
        const at = await leadsRepository.lastStoredAt().catch(() => null);
        if (at === null) return; // the database does not answer: the last value stays
        this.set(at === undefined ? 0 : Date.parse(at) / 1000);
      },
    });
  },
  { name: 'database-metrics', dependencies: ['metrics', 'leads-repository'], decorators: { fastify: ['store'] } },
);
