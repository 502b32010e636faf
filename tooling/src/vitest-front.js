// Plain JavaScript, not TypeScript: vitest loads a workspace's config with Node itself, which cannot
// import a linked package's .ts file (types are in vitest-front.d.ts).
import { defineConfig } from 'vitest/config';

/** Vitest settings shared by the shell and the remotes (DOM tests with happy-dom). */
export function frontVitestConfig() {
  return defineConfig({
    // react-router-dom's CJS build and react-router's ESM build would make two router instances.
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
