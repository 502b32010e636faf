import closeWithGrace from 'close-with-grace';
import { buildApp, buildMetricsApp } from './app.ts';
import type { Config } from './config.ts';
import { createLogger } from './logger.ts';
import { connectStore, StartUpError } from './storage/connect.ts';
import { describeCause } from './storage/errors.ts';
import type { Tracing } from './tracing.ts';

/** Runs the BFF with its settings (server.ts): the database, the site's app, the metrics listener. */
export async function serve(config: Config, tracing: Tracing | undefined) {
  const logger = createLogger(config, undefined, tracing?.logFields);

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
  const app = await buildApp({ config, store, logger, tracing });
  const metricsApp = config.METRICS_PORT === 'off' ? undefined : await buildMetricsApp(app.metrics.registry);

  // SIGTERM / SIGINT: stop accepting, finish in-flight requests, close the database, send the last spans, exit.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await metricsApp?.close();
    await app.close();
    await tracing?.shutdown();
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
  if (tracing) logger.info(`traces exported to OTEL_EXPORTER_OTLP_ENDPOINT (${config.OTEL_EXPORTER_OTLP_ENDPOINT})`);
}
