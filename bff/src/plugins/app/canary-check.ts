import fp from 'fastify-plugin';
import { checkCanaries } from '../../releases/canary-check.ts';
import { exclusively } from '../../storage/advisory-lock.ts';

/** The PostgreSQL advisory lock of the canary check: one replica looks at a time ('hl_can' in ASCII). */
const CANARY_LOCK = 0x686c5f63616e;

declare module 'fastify' {
  interface FastifyInstance {
    /** One look at the running canaries now (the timer's, or a test's); the remotes rolled back. */
    canaryCheck: { run(now?: number): Promise<string[]> };
  }
}

/**
 * The automatic canary rollback (releases/canary-check.ts): every CANARY_CHECK_MS (0: never) once
 * the app is ready, one replica at a time. A failed look is logged and the next one tries again.
 */
export default fp(
  async (app) => {
    const { config, store } = app;
    const run = async (now = Date.now()) => {
      const looked = await exclusively(store, CANARY_LOCK, () =>
        checkCanaries(
          {
            states: () => app.remoteRegistry.current(),
            figures: (remote, version, since) => app.telemetryRepository.versionFigures(remote, version, since),
            rollback: (remote, change, only) => app.remoteRegistryRepository.rollback(remote, change, only),
            refresh: () => app.remoteRegistry.refresh(),
            log: app.log,
          },
          now,
        ),
      );
      return looked.ran ? looked.value : [];
    };
    app.decorate('canaryCheck', { run });
    if (config.CANARY_CHECK_MS === 0) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        run().catch((error: unknown) => app.log.error({ err: error }, 'canary check failed; trying again later'));
      }, config.CANARY_CHECK_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));
  },
  {
    name: 'canary-check',
    dependencies: ['remote-registry', 'remote-registry-repository', 'telemetry-repository'],
    decorators: { fastify: ['config', 'store'] },
  },
);
