import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@hl/tooling/chromium';
import { defineConfig } from '@playwright/test';
import { baseURL } from './support/ports.ts';

/**
 * The visual regression suite (README.md, "Visual regression"): screenshots of every home section,
 * the modals, the reader and the landing pages at four widths, compared with those committed in
 * visual/__screenshots__. `npm run test:visual` compares, `npm run test:visual:update` writes them
 * anew. Its own stack, on the e2e ports, so nothing another test did (an article opened, a lead
 * sent) shows in a picture.
 */
export default defineConfig({
  testDir: './visual',
  globalSetup: './global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    timeout: 15_000,
    // Pixel for pixel: on one machine, one browser and the site's own font, the same page paints the same.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 0 },
  },
  use: {
    baseURL,
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--font-render-hinting=none'] },
  },
});
