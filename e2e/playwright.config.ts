import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@hl/tooling/chromium';
import { defineConfig } from '@playwright/test';
import { baseURL } from './support/ports.ts';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Two cores: one browser at a time keeps the servers responsive and timings honest.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
