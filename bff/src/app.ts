import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Logger } from 'pino';
import { type Config, remoteRegistry } from './config.ts';
import requestLog from './plugins/request-log.ts';
import shellStatic from './plugins/shell-static.ts';
import storagePlugin from './plugins/storage.ts';
import remotes from './routes/api/remotes.ts';
import health from './routes/health/index.ts';
import type { Storage } from './storage/storage.ts';

export interface AppDeps {
  config: Config;
  storage: Storage;
  logger: Logger;
}

/** Builds the BFF: plugins first, then the routes grouped by prefix. Used by server.ts and the tests. */
export async function buildApp({ config, storage, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: trustProxy(config.TRUST_PROXY),
    // Fastify's two lines a request give way to the one line of plugins/request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });

  await app.register(storagePlugin, { storage });
  await app.register(requestLog);

  await app.register(health);
  await app.register(remotes, { registry: remoteRegistry(config) });

  await app.register(shellStatic, { root: config.SHELL_DIST });
  return app;
}

/** A hop count becomes "trust the nearest N proxies"; true, false and address lists pass as they are. */
function trustProxy(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
