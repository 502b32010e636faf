import closeWithGrace from 'close-with-grace';
import { buildApp, buildMetricsApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { connectStore, StartUpError } from './storage/connect.ts';
import { describeCause } from './storage/errors.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A bad setting stops start-up with a message naming the variable.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const logger = createLogger(config);

/** Start-up failures end in one line saying which setting and why, never a stack trace. */
function giveUp(error: unknown): never {
  logger.fatal(error instanceof StartUpError ? error.message : `Cannot start: ${describeCause(error)}`);
  logger.flush();
  process.exit(1);
}

const store = await connectStore(config.DATABASE_URL, {
  waitMs: config.DATABASE_STARTUP_WAIT_S * 1000,
  log: logger,
}).catch(giveUp);
const app = await buildApp({ config, store, logger });
const metricsApp = config.METRICS_PORT === 'off' ? undefined : await buildMetricsApp(app.metrics.registry);

// SIGTERM / SIGINT: stop accepting, finish in-flight requests, close the database, exit.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await metricsApp?.close();
  await app.close();
});

await app.listen({ host: config.HOST, port: config.PORT }).catch(async (error) => {
  await app.close();
  giveUp(
    new StartUpError(
      `Cannot start: cannot listen on HOST:PORT (${config.HOST}:${config.PORT}): ${describeCause(error)}`,
    ),
  );
});
if (metricsApp && config.METRICS_PORT !== 'off') {
  // Metrics are for operators: a port that is taken costs the metrics (said in the log), not the site.
  await metricsApp.listen({ host: config.METRICS_HOST, port: config.METRICS_PORT }).then(
    (address) => logger.info(`metrics served at ${address}/metrics`),
    (error) =>
      logger.error(
        `metrics not served: cannot listen on METRICS_HOST:METRICS_PORT (${config.METRICS_HOST}:${config.METRICS_PORT}): ${describeCause(error)}`,
      ),
  );
}
