import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApp, type TestApp } from '../../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t.close());

const metrics = async () => (await t.metrics.inject({ url: '/metrics' })).body;
/** The value of one series of /metrics (0 when absent). */
const series = async (line: string) => {
  const found = (await metrics()).split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.split(' ').at(-1)) : 0;
};
const batch = (records: unknown[], headers: Record<string, string> = {}) =>
  post(t.app, '/analytics/batch', records, { headers });

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36';

describe('errors from visitors', () => {
  it('stores an error with its remote, version, scrubbed message and stack, and counts it', async () => {
    const res = await batch([
      {
        kind: 'error',
        type: 'render',
        remote: 'mf_calculators',
        version: 'abc1234',
        message: 'Cannot read x of jane@example.com, account 1234567890, call 082 123 4567',
        stack: [{ file: 'http://localhost:8081/abc1234/src_App.js?v=1', line: 1, column: 2042, fn: 'Calc' }],
        path: '/calculators',
        remotes: { mf_calculators: 'abc1234' },
      },
    ]);
    expect(res.statusCode).toBe(202);
    const row = await t.db.selectFrom('client_errors').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'render', remote: 'mf_calculators', version: 'abc1234', path: '/calculators' });
    expect(row.message).toBe('Cannot read x of [redacted], account [redacted], call [redacted]');
    expect(JSON.parse(row.stack ?? '[]')).toEqual([
      { file: 'http://localhost:8081/abc1234/src_App.js', line: 1, column: 2042, fn: 'Calc' },
    ]);
    // A version the registry does not send anyone to is `other`: the series stay few.
    expect(await series('client_errors_total{remote="mf_calculators",version="other",kind="render"}')).toBe(1);
    expect(await series('analytics_records_stored_total{kind="error"}')).toBe(1);
  });

  it('counts an error of no known remote under other, and one of the shell under none', async () => {
    await batch([
      { kind: 'error', type: 'error', remote: 'mf_unknown', version: 'v1', message: 'boom', path: '/' },
      { kind: 'error', type: 'rejection', message: 'nope', path: '/' },
    ]);
    expect(await series('client_errors_total{remote="other",version="other",kind="error"}')).toBe(1);
    expect(await series('client_errors_total{remote="none",version="none",kind="rejection"}')).toBe(1);
  });

  it('refuses a malformed error with 400 naming the field, and stores nothing of the batch', async () => {
    const before = await t.db.selectFrom('client_errors').select('id').execute();
    const res = await batch([{ kind: 'error', type: 'meltdown', message: 'x', path: '/' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('type');
    const tooDeep = await batch([
      {
        kind: 'error',
        type: 'error',
        message: 'x',
        path: '/',
        stack: Array.from({ length: 6 }, () => ({ file: 'a.js', line: 1, column: 1 })),
      },
    ]);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().message).toContain('stack');
    expect(await t.db.selectFrom('client_errors').select('id').execute()).toHaveLength(before.length);
  });
});

describe('Web Vitals from visitors', () => {
  it('stores each vital with its page group and observes it in the histograms', async () => {
    const res = await batch([
      {
        kind: 'vital',
        name: 'LCP',
        value: 2300,
        path: '/articles/what-is-prime-12',
        device: 'mobile',
        connection: '4g',
        target: 'main>img',
      },
      {
        kind: 'vital',
        name: 'INP',
        value: 350,
        path: '/',
        phases: { inputDelay: 20, processing: 300, presentation: 30 },
      },
      { kind: 'vital', name: 'CLS', value: 0.02, path: '/' },
    ]);
    expect(res.statusCode).toBe(202);
    const rows = await t.db.selectFrom('web_vitals').selectAll().orderBy('name').execute();
    expect(rows.map((r) => [r.name, r.page_group, Number(r.value)])).toEqual([
      ['CLS', 'home', 0.02],
      ['INP', 'home', 350],
      ['LCP', 'article', 2300],
    ]);
    expect(await series('web_vitals_seconds_bucket{le="2.5",metric="LCP",page_group="article"}')).toBe(1);
    expect(await series('web_vitals_seconds_bucket{le="0.2",metric="INP",page_group="home"}')).toBe(0);
    expect(await series('web_vitals_seconds_bucket{le="0.5",metric="INP",page_group="home"}')).toBe(1);
    expect(await series('web_vitals_cls_bucket{le="0.05",page_group="home"}')).toBe(1);
  });

  it('refuses an unknown metric or a negative value with 400 naming the field', async () => {
    const res = await batch([{ kind: 'vital', name: 'FID', value: 10, path: '/' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('name');
    const negative = await batch([{ kind: 'vital', name: 'LCP', value: -1, path: '/' }]);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain('value');
  });
});

describe('bots', () => {
  const visits = async () => (await t.db.selectFrom('visits').select('session_id').execute()).length;

  it('stores nothing of a crawler, a headless browser or a page that says navigator.webdriver, and counts them', async () => {
    const before = await visits();
    const bots = await series('bot_records_total{kind="pageview"}');
    expect((await batch([{ kind: 'pageview', path: '/' }], { 'user-agent': GOOGLEBOT })).statusCode).toBe(202);
    await batch([{ kind: 'pageview', path: '/' }], { 'user-agent': HEADLESS });
    await batch([{ kind: 'pageview', path: '/', webdriver: true }]);
    expect(await visits()).toBe(before);
    expect(await series('bot_records_total{kind="pageview"}')).toBe(bots + 3);
  });

  it('keeps a visitor’s page view a visit', async () => {
    const before = await visits();
    await batch([{ kind: 'pageview', path: '/' }]);
    expect(await visits()).toBe(before + 1);
  });
});

describe('COUNT_AUTOMATED_VISITS=true (the test stacks)', () => {
  let automated: TestApp;
  beforeAll(async () => {
    automated = await startApp({ COUNT_AUTOMATED_VISITS: 'true' });
  });
  afterAll(async () => automated.close());

  it('counts a headless browser under WebDriver as a visitor, and a crawler still as a bot', async () => {
    const visits = async () => (await automated.db.selectFrom('visits').select('session_id').execute()).length;
    await post(automated.app, '/analytics/batch', [{ kind: 'pageview', path: '/', webdriver: true }], {
      headers: { 'user-agent': HEADLESS },
    });
    expect(await visits()).toBe(1);
    await post(automated.app, '/analytics/batch', [{ kind: 'pageview', path: '/' }], {
      headers: { 'user-agent': GOOGLEBOT },
    });
    expect(await visits()).toBe(1);
  });
});
