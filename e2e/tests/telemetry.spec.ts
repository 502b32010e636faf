import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { baseURL, E2E_PORTS, METRICS_PORT } from '../support/ports.ts';
import { calculatorsFailing, fakeRegistry } from '../support/registry.ts';
import { BROWSER_USER_AGENT, E2E_ADMIN_TOKEN } from '../support/stack.ts';
import { createStaff, signInAs } from '../support/staff.ts';

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const CALCULATORS = `http://localhost:${E2E_PORTS['mf-calculators']}`;

/** The value of one series of the e2e BFF's /metrics, 0 while it has none. */
async function metric(request: APIRequestContext, series: string): Promise<number> {
  const text = await (await request.get(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** An operators' page answer (GET /admin/insights/<what>) for the range from `since` to a minute from now. */
async function insights(request: APIRequestContext, what: 'speed' | 'errors' | 'summary', since: string) {
  const to = new Date(Date.now() + 60_000).toISOString();
  const res = await request.get(
    `/admin/insights/${what}?from=${encodeURIComponent(since)}&to=${encodeURIComponent(to)}`,
    { headers: admin },
  );
  expect(res.status()).toBe(200);
  return res.json();
}

test('a visit stores its Web Vitals when the page is hidden', async ({ page, request }) => {
  const since = new Date().toISOString();
  // web-vitals comes in a chunk of its own once the page is idle.
  const library = page.waitForRequest(/\/web-vitals\.\w+\.js$/);
  await page.goto('/');
  await library;
  await page.locator('#home').getByRole('button', { name: 'Get Pre-Approved' }).click();
  await expect(page.getByRole('dialog', { name: 'Ready to Take the Next Step?' })).toBeVisible();
  // LCP, CLS and INP are final only when the page is hidden: they go in its beacon.
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(async () => {
      const speed = await insights(request, 'speed', since);
      return (speed.byPage as Array<{ pageGroup: string; name: string }>)
        .filter((row) => row.pageGroup === 'home')
        .map((row) => row.name)
        .sort();
    })
    .toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
});

test('a remote whose component throws stores an error with its name and version, and counts it', async ({
  page,
  request,
}) => {
  const since = new Date().toISOString();
  // bad1234 is no version the registry sends visitors to: its series is `other` (docs/BFF.md).
  const series = 'client_errors_total{remote="mf_calculators",version="other",kind="render"}';
  const before = await metric(request, series);
  // Version bad1234 is the real build with the section's code made to throw (last-known-good.spec.ts).
  await page.route(`${CALCULATORS}/bad1234/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: url.href.replace('/bad1234/', '/') });
    if (!url.pathname.endsWith('.js')) return route.fulfill({ response });
    const body = (await response.text()).replace('"Home Loan Calculators"', '(()=>{throw new Error("bad deploy")})()');
    await route.fulfill({ response, body });
  });
  await fakeRegistry(page, calculatorsFailing());
  await page.goto('/calculators');
  await expect(page.locator('#calculators').getByRole('heading', { name: 'Home Loan Calculators' })).toBeVisible();
  await expect
    .poll(async () => (await insights(request, 'errors', since)).groups, { timeout: 15_000 })
    .toContainEqual(
      expect.objectContaining({
        type: 'render',
        remote: 'mf_calculators',
        version: 'bad1234',
        message: expect.stringContaining('bad deploy'),
      }),
    );
  expect(await metric(request, series)).toBeGreaterThan(before);
});

test('a visit with a bot’s User-Agent adds no visit', async ({ browser, request }) => {
  const since = new Date().toISOString();
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  const page = await context.newPage();
  const delivered = page.waitForResponse((r) => r.url().endsWith('/analytics/batch'));
  await page.goto('/');
  // The BFF answers the bot's batch as any other, and stores none of it.
  expect((await delivered).status()).toBe(202);
  const visitor = (await context.cookies()).find((c) => c.name === 'visitor_id')?.value;
  expect(visitor).toBeTruthy();
  const res = await request.get(`/admin/analytics/records?visitor=${visitor}`, { headers: admin });
  expect((await res.json()).records).toEqual([]);
  // One test at a time (workers: 1): no visit began since this one did.
  expect((await insights(request, 'summary', since)).current.visits).toBe(0);
  await context.close();
});

test('the operators’ Speed and Errors panels show what visitors’ browsers stored', async ({ page, request }) => {
  // A visitor's browser on the site, as the tracker sends them.
  const headers = { origin: baseURL, 'user-agent': BROWSER_USER_AGENT };
  // Letters: a long run of digits would be scrubbed from the message.
  const message = `TypeError: e2e panel check ${Date.now().toString(36)}`;
  const stored = await request.post('/analytics/batch', {
    headers,
    data: [
      { kind: 'vital', name: 'LCP', value: 61_234, path: '/privacy', device: 'tablet' },
      { kind: 'error', type: 'render', remote: 'mf_leads', version: 'e2e0001', message, path: '/privacy' },
    ],
  });
  expect(stored.status()).toBe(202);
  const viewer = await createStaff('viewer', 'Speed Viewer');
  await page.goto('/insights?range=today');
  await signInAs(page, viewer);
  const speed = page.getByRole('region', { name: 'Speed', exact: true });
  const byPage = speed.getByRole('table', { name: '75th percentile of each vital by page and device' });
  await expect(byPage.getByRole('row', { name: /^privacy tablet/ })).toContainText('61,2 s');
  const errors = page.getByRole('region', { name: 'Errors', exact: true });
  await expect(errors.getByRole('row', { name: new RegExp(message) })).toContainText('Component threwmf_leads e2e0001');
});
