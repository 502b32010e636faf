import { expect, test } from '../support/fixtures.ts';
import { createStaff, signInAs } from '../support/staff.ts';

test('/insights runs under the site’s CSP without a violation or a console error (zod without its JIT)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const viewer = await createStaff('viewer', 'Thandi Viewer');
  await page.goto('/insights');
  await signInAs(page, viewer);
  // The answers are read through the zod contract: its schemas are built by now.
  await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a cold article load preloads no image its page does not show by that address', async ({ request }) => {
  const html = await (await request.get('/articles/transfer-duty-18')).text();
  const preloaded = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
  const shown = new Set([...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]));
  // Its pictures are in the HTML itself, as markup: nothing to preload for them.
  expect(html).toMatch(/<svg class="[^"]+" width="800" height="450" viewBox="0 0 800 450" preserveAspectRatio=/);
  expect(preloaded.filter((href) => !shown.has(href))).toEqual([]);
});
