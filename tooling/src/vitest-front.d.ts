import type { ViteUserConfig } from 'vitest/config';

/** Vitest settings shared by the shell and the remotes (DOM tests with happy-dom). */
export function frontVitestConfig(): ViteUserConfig;
