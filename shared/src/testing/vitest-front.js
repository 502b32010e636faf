// Plain JavaScript, not TypeScript: vitest loads a workspace's config with Node itself, which cannot
// import a linked package's .ts file (types are in vitest-front.d.ts).
import { defineConfig } from 'vitest/config';

/**
 * Vitest settings of every React part: shared, the shell and the remotes (DOM tests with happy-dom).
 * They live in shared, the bottom of the dependency graph, as its own React code needs them too.
 */
export function frontVitestConfig() {
  return defineConfig({
    // One build of react-router (its ESM one) wherever it is imported from: two would be two router contexts.
    resolve: { conditions: ['module-sync'] },
    test: {
      environment: 'happy-dom',
      setupFiles: [new URL('./vitest-setup.ts', import.meta.url).pathname],
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      // Room for testing-library's 5 s waits (vitest-setup.ts) on a busy machine.
      testTimeout: 15_000,
    },
  });
}
