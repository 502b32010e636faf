import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { FIREFOX_PATH } from '@hl/tooling/firefox';
import { REMOTES, registryEnv, type Service, startRemote, stop } from '@hl/tooling/stack';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { FIREFOX_BASE } from '../support/ports.ts';
import { E2E_ADMIN_TOKEN, startBffWith } from '../support/stack.ts';

/**
 * The site in Firefox (Debian's ESR over WebDriver BiDi): a visitor opens the home page, uses a
 * calculator, opens an article and asks for a callback, then closes the tab; the page views, the
 * exit records sent by beacon as the page is hidden (Firefox sends them with Origin: null) and the
 * lead are all stored. A stack of its own: the remotes' builds and a BFF on FIREFOX_BASE.
 */
const site = `http://localhost:${FIREFOX_BASE}`;
const ports = Object.fromEntries(REMOTES.map((r, i) => [r.workspace, FIREFOX_BASE + 1 + i]));
const services: Service[] = [];
let browser: Browser;

before(async () => {
  for (const remote of REMOTES) {
    services.push(
      await startRemote(remote.workspace, ports[remote.workspace] as number, { quiet: true, siteOrigins: [site] }),
    );
  }
  services.push(await startBffWith(FIREFOX_BASE, { ...registryEnv(ports), ADMIN_TOKEN: E2E_ADMIN_TOKEN }));
  browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true });
});

after(async () => {
  await browser?.close();
  for (const service of services.reverse()) await stop(service);
});

async function admin<T>(url: string): Promise<T> {
  const res = await fetch(`${site}${url}`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  assert.equal(res.status, 200, url);
  return (await res.json()) as T;
}

/** Waits until `check` holds in the page (the page's own code, as a string: it runs in Firefox). */
const until = (page: Page, check: string, timeout = 20_000) => page.waitForFunction(check, { timeout, polling: 100 });

/** Types into the field whose label reads `label` inside `scope`, as a visitor would. */
async function typeInto(page: Page, scope: string, label: string, text: string) {
  await until(
    page,
    `[...document.querySelectorAll(${JSON.stringify(`${scope} label`)})].some((l) => l.textContent.trim().startsWith(${JSON.stringify(label)}) && l.control)`,
  );
  await page.evaluate(
    (scopeSelector, labelText) => {
      const found = [...document.querySelectorAll(`${scopeSelector} label`)].find((l) =>
        (l.textContent ?? '').trim().startsWith(labelText),
      ) as HTMLLabelElement;
      (found.control as HTMLInputElement).focus();
    },
    scope,
    label,
  );
  await page.keyboard.type(text);
}

/** Polls `read` until `ok` holds of what it returns, or fails after 15 s with the last value. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (const deadline = Date.now() + 15_000; !ok(value) && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  assert.ok(ok(value), `still ${JSON.stringify(value).slice(0, 500)}`);
  return value;
}

interface StoredRecord {
  kind: string;
  type: string | null;
  element: string | null;
  path: string | null;
  browser: string | null;
}

/** What the BFF stored for this browser's visitor, as an operator reads it. */
async function storedFor(): Promise<StoredRecord[]> {
  const visitor = (await browser.cookies()).find((c) => c.name === 'visitor_id')?.value;
  if (!visitor) return [];
  return (await admin<{ records: StoredRecord[] }>(`/admin/analytics/records?visitor=${visitor}&limit=500`)).records;
}

/** Waits until the page view of `path` is stored: the tracker has loaded and delivered it. */
const viewStored = (path: string) =>
  eventually(storedFor, (rs) => rs.some((r) => r.kind === 'pageview' && r.path === path));

test('a visit in Firefox: calculator, article, callback; the page views, the exit beacon and the lead are stored', async () => {
  const page = await browser.newPage();
  await page.goto(`${site}/`);
  await until(page, `document.querySelector('h1')?.textContent.includes('Up to 8 banks')`);
  await viewStored('/');

  await page.goto(`${site}/calculators?calc=repayment`);
  await typeInto(page, '#calculators', 'Loan amount', '1000000');
  await until(
    page,
    `/Monthly repayment[\\s\\S]*?R[\\s\\u00a0]*[1-9]/.test(document.querySelector('#calculators').innerText)`,
  );
  await viewStored('/calculators');

  const { articles } = await admin<{ articles?: Array<{ path: string; title: string }> }>('/api/articles').catch(
    async () =>
      (await fetch(`${site}/api/articles`)).json() as Promise<{ articles: Array<{ path: string; title: string }> }>,
  );
  const article = articles?.[0];
  assert.ok(article, 'the article index lists an article');
  await page.goto(`${site}${article.path}`);
  await until(
    page,
    `[...document.querySelectorAll('[role="dialog"] h1, [role="dialog"] h2')].some((h) => h.textContent.includes(${JSON.stringify(article.title)}))`,
  );
  await viewStored(article.path);

  const email = `firefox-${Date.now()}@example.co.za`;
  await page.goto(`${site}/apply`);
  await typeInto(page, 'main', 'Full name', 'Firefox Visitor');
  await typeInto(page, 'main', 'Mobile number', '082 123 4567');
  await typeInto(page, 'main', 'Email', email);
  await page.evaluate(() => {
    const button = [...document.querySelectorAll('main button')].find((b) =>
      b.textContent?.includes('Request Callback'),
    );
    (button as HTMLButtonElement).click();
  });
  await until(page, `document.body.innerText.includes("Thank you! We'll be in touch shortly.")`);

  await viewStored('/apply');
  // Closing the tab hides the page: the tracker sends what it holds, and the exit, by beacon.
  await page.close({ runBeforeUnload: true });
  const records = await eventually(storedFor, (rs) =>
    rs.some((r) => r.kind === 'event' && r.type === 'exit' && r.element === 'page_hidden'),
  );
  const views = records.filter((r) => r.kind === 'pageview').map((r) => r.path);
  for (const path of ['/', '/calculators', article.path, '/apply'])
    assert.ok(views.includes(path), `a page view of ${path}`);
  assert.ok(records.filter((r) => r.kind === 'pageview').every((r) => r.browser === 'Firefox'));

  const { leads } = await admin<{ leads: Array<{ email: string; type: string }> }>(
    '/admin/leads?type=callback&limit=500',
  );
  assert.ok(
    leads.some((l) => l.email === email),
    'the callback is stored',
  );
});
