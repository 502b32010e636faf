import type { Request } from '@playwright/test';
import { expect, scrollThrough, test } from '../support/fixtures.ts';
import { baseURL, E2E_PORTS } from '../support/ports.ts';
import { SECTION_ORDER, SLOTS } from '../support/slots.ts';

/** The records of a batch the tracker sent to the BFF (none for any other request). */
function batchRecords(request: Request): Array<{ kind: string; type?: string; path?: string }> {
  return request.method() === 'POST' && request.url().endsWith('/analytics/batch') ? request.postDataJSON() : [];
}

test('the home page is composed of all four remotes, each loaded from its own origin', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const pageView = page.waitForRequest((r) => batchRecords(r).some((record) => record.kind === 'pageview'));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Up to 8 banks');
  await scrollThrough(page);

  for (const slot of SLOTS) {
    await expect(page.locator(`#${slot.section}`).getByRole('heading', { name: slot.heading })).toBeVisible();
  }
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

  // The page view is recorded at the first render, before the tracker loads after idle: it waited
  // in the provider's queue and the analytics remote's tracker delivered it.
  expect(batchRecords(await pageView).find((record) => record.kind === 'pageview')).toMatchObject({ path: '/' });

  for (const remote of ['mf-calculators', 'mf-knowledge', 'mf-leads', 'mf-analytics'] as const) {
    const origin = `http://localhost:${E2E_PORTS[remote]}`;
    expect(requested, `${remote} manifest`).toContain(`${origin}/mf-manifest.json`);
    expect(requested, `${remote} entry`).toContain(`${origin}/remoteEntry.js`);
  }
});

test('the ten sections come in their required order, with their anchor ids', async ({ page }) => {
  await page.goto('/');
  const ids = await page.locator('main > section[id]').evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual(SECTION_ORDER);
});

test('remotes below the fold load only when their section nears the viewport', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  await page.waitForTimeout(500);
  const knowledgeOrigin = `http://localhost:${E2E_PORTS['mf-knowledge']}`;
  expect(requested.filter((u) => u.startsWith(knowledgeOrigin))).toEqual([]);

  await page.locator('#team').scrollIntoViewIfNeeded();
  await expect(page.locator('#team').getByRole('heading', { name: 'Meet Our Experts' })).toBeVisible();
  expect(requested).toContain(`${knowledgeOrigin}/mf-manifest.json`);
});

test('the shell is cached for revalidation and hashed assets as immutable', async ({ request }) => {
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const html = await index.text();
  const script = html.match(/href="\/(main\.[0-9a-f]{8}\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(`/${script}`);
  expect(asset.headers()['cache-control']).toContain('immutable');

  const manifest = await request.get(`http://localhost:${E2E_PORTS['mf-calculators']}/mf-manifest.json`, {
    headers: { Origin: baseURL },
  });
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBeTruthy();
});

test("a remote's records reach the BFF through the shell's one analytics provider", async ({ page }) => {
  // The calculators remote calls useAnalytics(): it finds the shell's provider only because the
  // module is a shared singleton, and the analytics remote's tracker delivers the record.
  const selected = page.waitForRequest((r) => batchRecords(r).some((record) => record.type === 'calculator_selected'));
  await page.goto('/calculators');
  await page.locator('#calculators').getByRole('button', { name: 'Bond Repayment' }).click();
  expect(batchRecords(await selected).find((record) => record.type === 'calculator_selected')).toMatchObject({
    element: 'calculator',
    value: 'repayment',
  });
});
