import { defineConfig } from 'vitest/config';

/** Vitest settings shared by the shell and the remotes (DOM tests with happy-dom). */
export function frontVitestConfig() {
  return defineConfig({
    // One build of react-router (its ESM one) wherever it is imported from: two would be two router contexts.
    resolve: { conditions: ['module-sync'] },
    test: {
      environment: 'happy-dom',
      setupFiles: [new URL('./vitest-setup.ts', import.meta.url).pathname],
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    },
  });
}
