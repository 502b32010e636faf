import {
  expect,
  expectNoSharedVersionWarnings,
  recordLayoutShifts,
  test,
  waitForInteractive,
} from '../support/fixtures.ts';
import { E2E_PORTS } from '../support/ports.ts';
import { calculatorsFailing, fakeRegistry, versionAddress } from '../support/registry.ts';

const CALCULATORS = `http://localhost:${E2E_PORTS['mf-calculators']}`;

test.describe('last known good: a failing build of a remote is replaced by the one before it', () => {
  test('a version whose manifest is missing falls back to the last good one', async ({ page }) => {
    await fakeRegistry(page, calculatorsFailing());
    await page.goto('/calculators');
    const calculators = page.locator('#calculators');
    await expect(calculators.getByRole('heading', { name: 'Home Loan Calculators' })).toBeVisible();
    await expect(calculators.getByRole('button', { name: 'Bond Repayment' })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  });

  test('a version whose component throws on its first render falls back to the last good one, its own chunks', async ({
    page,
  }) => {
    // The bad version is the real build served under /bad1234/ with the section's code made to
    // throw; the good one is the real build at the remote's root. Both builds have the same chunk
    // ids: the good one renders only if it loads its own chunks, not those the bad one installed.
    const requested: string[] = [];
    await page.route(`${CALCULATORS}/bad1234/**`, async (route) => {
      const url = new URL(route.request().url());
      requested.push(url.pathname);
      const response = await route.fetch({ url: url.href.replace('/bad1234/', '/') });
      if (!url.pathname.endsWith('.js')) return route.fulfill({ response });
      const body = (await response.text()).replace(
        '"Home Loan Calculators"',
        '(()=>{throw new Error("bad deploy")})()',
      );
      await route.fulfill({ response, body });
    });
    await fakeRegistry(page, calculatorsFailing());
    await page.goto('/calculators');
    const calculators = page.locator('#calculators');
    await expect(calculators.getByRole('heading', { name: 'Home Loan Calculators' })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    expect(requested.some((p) => /__federation_expose_CalculatorsSection\.\w+\.js$/.test(p))).toBe(true);
  });

  test('without a fallback the slot shows its card, as before', async ({ page }) => {
    await fakeRegistry(page, (remotes) =>
      remotes.map((r) =>
        r.name === 'mf_calculators' ? { ...r, entry: versionAddress(r.entry, 'bad1234'), version: 'bad1234' } : r,
      ),
    );
    await page.goto('/calculators');
    await expect(page.locator('#calculators').getByTestId('remote-fallback')).toBeVisible();
  });
});

test('Try again reads the registry again: a rollback done meanwhile renders the remote without a reload', async ({
  page,
}) => {
  let rolledBack = false;
  const reads = await fakeRegistry(page, (remotes) =>
    rolledBack
      ? remotes
      : remotes.map((r) =>
          r.name === 'mf_leads' ? { ...r, entry: versionAddress(r.entry, 'bad1234'), version: 'bad1234' } : r,
        ),
  );
  await page.goto('/contact');
  const contact = page.locator('#contact');
  await expect(contact.getByTestId('remote-fallback')).toBeVisible();
  expect(reads()).toBe(1);

  rolledBack = true;
  await contact.getByRole('button', { name: 'Try again' }).click();
  await expect(contact.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
  await expect(contact.getByTestId('remote-fallback')).toHaveCount(0);
  expect(reads()).toBe(2);
});

test('a browser previewing a version is told so by a banner that moves nothing on the first screen', async ({
  page,
}) => {
  await fakeRegistry(page, (remotes) =>
    remotes.map((r) => (r.name === 'mf_calculators' ? { ...r, version: 'abc1234', preview: true } : r)),
  );
  const layoutShifts = await recordLayoutShifts(page);
  await page.goto('/');
  await waitForInteractive(page);
  const banner = page.getByRole('complementary', { name: 'Preview' });
  await expect(banner).toContainText('Preview: mf_calculators abc1234 — only this browser sees it.');
  const end = banner.getByRole('link', { name: 'End preview' });
  await expect(end).toHaveAttribute('href', '/api/remotes/preview/end');
  expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  await end.focus();
  expect(await end.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  await page.waitForTimeout(500);
  expect(await layoutShifts()).toEqual([]);
});

test('the registry of today (no versions): no banner, nothing changes', async ({ page }) => {
  await page.goto('/calculators');
  await expect(page.locator('#calculators').getByRole('heading', { name: 'Home Loan Calculators' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
});

test('a federation shared-version warning in the console fails the test that saw it', async ({
  page,
  federationWarnings,
}) => {
  await page.goto('/calculators');
  await expect(page.locator('#calculators').getByRole('heading', { name: 'Home Loan Calculators' })).toBeVisible();
  // The page's own federation runtime, asked for react the way a remote built against React 18 asks.
  await page.evaluate(async () => {
    type Host = { name: string; loadShare(name: string, options: unknown): Promise<unknown> };
    const { __INSTANCES__ } = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Host[] } }).__FEDERATION__;
    const shell = __INSTANCES__.find((instance) => instance.name === 'shell');
    await shell?.loadShare('react', {
      customShareInfo: { from: 'mf_probe', shareConfig: { singleton: true, requiredVersion: '^18.0.0' } },
    });
  });
  await expect
    .poll(() => federationWarnings)
    .toEqual([
      expect.stringMatching(
        /Version 19\.\S+ from \S+ of shared singleton module react does not satisfy the requirement of mf_probe which needs \^18\.0\.0/,
      ),
    ]);
  expect(() => expectNoSharedVersionWarnings(federationWarnings)).toThrow(/shared-version warnings/);
  // Seen and checked here; left in the list, the fixture would fail this test at its end.
  federationWarnings.length = 0;
});
