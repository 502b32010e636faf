import { ConfigError, loadConfig } from './config.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A bad setting stops start-up with a message naming the variable.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

// Tracing instruments http, pg and ioredis as they are loaded, so it starts before the rest of the
// BFF is imported; off (no OTEL_EXPORTER_OTLP_ENDPOINT), its module is never loaded.
const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT ? (await import('./tracing.ts')).startTracing(config) : undefined;
await (await import('./serve.ts')).serve(config, tracing);
