import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Storage tests open real databases; one file at a time keeps the 2-core machine responsive.
    fileParallelism: false,
    testTimeout: 20_000,
  },
});
