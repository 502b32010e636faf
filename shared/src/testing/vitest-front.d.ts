import type { ViteUserConfig } from 'vitest/config';

/** Vitest settings of every React part: shared, the shell and the remotes (DOM tests with happy-dom). */
export function frontVitestConfig(): ViteUserConfig;
