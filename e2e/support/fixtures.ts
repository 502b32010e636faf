import { DISMISSED_KEY } from '@hl/mf-leads/newsletter-visibility';
import { CALLBACK_PROMPT_SHOWN_KEY, NUDGE_DISMISSED_AT_KEY } from '@hl/shell/contact-widget-timing';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * What the federation runtime (@module-federation/runtime-core 2.9, `utils/share`) prints with
 * console.warn when the version of a shared singleton the page runs does not satisfy a consumer's
 * requiredVersion: "[ Federation Runtime ] Version 19.2.0 from shell of shared singleton module
 * react does not satisfy the requirement of mf_calculators which needs ^18.0.0)". With strictVersion
 * it is thrown instead, and the slot logs that error as why the remote is unavailable.
 */
export const SHARED_VERSION_WARNING =
  /Version \S+ from \S+ of shared singleton module \S+ does not satisfy the requirement of/;

/**
 * The check every test ends with: a remote built against another major of a shared singleton
 * (React 18 under the shell's 19) renders, but only by luck, so it fails the suite rather than
 * passing with a console warning.
 */
export function expectNoSharedVersionWarnings(warnings: readonly string[]) {
  expect(
    warnings,
    'Module Federation shared-version warnings: a remote asks for a version of a shared singleton the page does not run',
  ).toEqual([]);
}

/**
 * Every test fails on an uncaught page error: a broken remote must never surface as one.
 * `pageErrors` is the list, for tests that want to look at it. Likewise on a federation
 * shared-version warning in the console of any page of the test (`federationWarnings`).
 *
 * The newsletter modal opens 4 s into a visit and makes the page behind it inert, which would
 * stop any longer test in its tracks. Tests start as a visitor who dismissed it earlier in the
 * session; `test.use({ newsletter: true })` gives a first visit instead.
 *
 * Likewise the contact widget's nudge (15 s in) and the callback prompt (300 s in) would cover the
 * bottom-right corner: tests start as a visitor who closed the nudge a moment ago and has seen the
 * prompt this session; `test.use({ prompts: true })` gives a first visit instead.
 */
export const test = base.extend<{
  pageErrors: string[];
  federationWarnings: string[];
  newsletter: boolean;
  prompts: boolean;
}>({
  newsletter: [false, { option: true }],
  prompts: [false, { option: true }],
  page: async ({ page, newsletter, prompts }, use) => {
    if (!newsletter) {
      await page.addInitScript((key) => sessionStorage.setItem(key, '1'), DISMISSED_KEY);
    }
    if (!prompts) {
      await page.addInitScript(
        ([nudgeKey, promptKey]) => {
          localStorage.setItem(nudgeKey, String(Date.now()));
          sessionStorage.setItem(promptKey, '1');
        },
        [NUDGE_DISMISSED_AT_KEY, CALLBACK_PROMPT_SHOWN_KEY] as const,
      );
    }
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await use(errors);
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
  federationWarnings: [
    async ({ context }, use) => {
      const warnings: string[] = [];
      // The context's console: every page of the test, popups included.
      context.on('console', (message) => {
        const type = message.type();
        if ((type === 'warning' || type === 'error') && SHARED_VERSION_WARNING.test(message.text())) {
          warnings.push(`${message.location().url}: ${message.text()}`);
        }
      });
      await use(warnings);
      expectNoSharedVersionWarnings(warnings);
    },
    { auto: true },
  ],
});
export { expect };

/** The mark the shell sets once React has taken the first screen over (shell/src/start.tsx). */
export const INTERACTIVE_MARK = 'hl:interactive';

/**
 * Waits until the shell has taken the page over: its scripts start only after the first paint, so
 * an action straight after load can come before React listens (a button press is held and pressed
 * again by the paint-first loader; keys, focus moves and timers are not). Fails after 15 s.
 */
export async function waitForInteractive(page: Page) {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
    // The root's attribute, not the performance mark: a test's fake clock fakes `performance` too.
    const ready = await page.evaluate(() => {
      const root = document.getElementById('root');
      return !root || root.hasAttribute('data-interactive');
    });
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${page.url()}: the shell did not take the page over within 15 s`);
}

/** Scrolls down the whole page in viewport steps, so every lazy slot comes near the viewport. */
export async function scrollThrough(page: Page) {
  for (let i = 0; i < 60; i++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (atBottom) break;
  }
}

/**
 * Records every layout shift of the page from its first load on (an init script, so call it before
 * `goto`); the returned function reads the shifts' values so far.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { hlLayoutShifts: number[] };
    w.hlLayoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        w.hlLayoutShifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { hlLayoutShifts: number[] }).hlLayoutShifts);
}
