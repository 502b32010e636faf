import { configDefaults, defineConfig } from 'vitest/config';

/** The replica test needs PostgreSQL and Redis: it runs when both are given (always in CI). */
const replicas = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(replicas ? [] : ['test/replicas.test.ts'])],
    // Storage tests open real databases; one file at a time keeps the 2-core machine responsive.
    fileParallelism: false,
    testTimeout: 20_000,
    // autoload imports the plugin and route files itself: run inside Vitest, so they are compiled
    // and shared with the tests like every other module.
    server: { deps: { inline: ['@fastify/autoload'] } },
  },
});
