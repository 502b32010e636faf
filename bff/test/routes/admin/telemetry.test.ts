import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { insightsErrorsSchema, insightsSpeedSchema } from '@hl/shared/insights';
import { SourceMapGenerator } from 'source-map-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { p75 } from '../../../src/routes/admin/telemetry.ts';
import { ADMIN_AUTH as auth, post, staffSession, startApp, type TestApp } from '../../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t.close());

const range = () => {
  const to = new Date(Date.now() + 60_000).toISOString();
  const from = new Date(Date.now() - 86_400_000).toISOString();
  return `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
};
const cookie = (session: string) => ({ cookie: `hl_session_id=${session}; visitor_id=${crypto.randomUUID()}` });
const vital = (name: string, value: number, path = '/', remotes?: Record<string, string>) => ({
  kind: 'vital',
  name,
  value,
  path,
  device: 'mobile',
  ...(remotes ? { remotes } : {}),
});

describe('p75', () => {
  it('is the nearest-rank 75th percentile, null without values', () => {
    expect(p75([])).toBeNull();
    expect(p75([400, 100, 300, 200])).toBe(300);
    expect(p75([5])).toBe(5);
  });
});

describe('GET /admin/insights/speed', () => {
  it('answers each vital’s 75th percentile and shares against the thresholds, by page and device, by version', async () => {
    const values = [1000, 2000, 3000, 5000];
    for (const value of values) {
      await post(t.app, '/analytics/batch', [vital('LCP', value, '/', { mf_knowledge: 'k7' })], {
        headers: cookie(crypto.randomUUID()),
      });
    }
    await post(t.app, '/analytics/batch', [vital('CLS', 0.3, '/articles/prime-12')], {
      headers: cookie(crypto.randomUUID()),
    });
    const res = await t.app.inject({ url: `/admin/insights/speed?${range()}`, headers: auth });
    expect(res.statusCode).toBe(200);
    const speed = insightsSpeedSchema.parse(res.json());
    expect(speed.vitals.find((v) => v.name === 'LCP')).toEqual({
      name: 'LCP',
      p75: 3000,
      count: 4,
      good: 0.5,
      needsImprovement: 0.25,
      poor: 0.25,
    });
    expect(speed.byPage).toContainEqual({ pageGroup: 'home', device: 'mobile', name: 'LCP', p75: 3000, count: 4 });
    expect(speed.byPage).toContainEqual({ pageGroup: 'article', device: 'mobile', name: 'CLS', p75: 0.3, count: 1 });
    expect(speed.byVersion).toEqual([{ remote: 'mf_knowledge', version: 'k7', name: 'LCP', p75: 3000, count: 4 }]);
    expect(speed.interval).toBe('hour');
    expect(speed.series.some((s) => s.p75.LCP === 3000)).toBe(true);
  });

  it('refuses a bad range with 400 naming the field, and a signed-out browser with 401', async () => {
    const bad = await t.app.inject({ url: '/admin/insights/speed?from=yesterday&to=now', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('from');
    expect((await t.app.inject({ url: `/admin/insights/speed?${range()}` })).statusCode).toBe(401);
  });
});

describe('GET /admin/insights/errors', () => {
  it('groups errors by message and version with count, visits, first and last seen and the stack; a viewer may read it', async () => {
    const error = {
      kind: 'error',
      type: 'render',
      remote: 'mf_calculators',
      version: 'c2',
      message: 'TypeError: rate is undefined',
      stack: [{ file: 'http://localhost:8081/c2/calc.js', line: 1, column: 99 }],
      path: '/calculators',
    };
    const session = crypto.randomUUID();
    await post(t.app, '/analytics/batch', [error, error], { headers: cookie(session) });
    await post(t.app, '/analytics/batch', [error], { headers: cookie(crypto.randomUUID()) });
    await post(t.app, '/analytics/batch', [{ ...error, version: 'c1' }], { headers: cookie(session) });
    const viewer = (await staffSession(t.app, 'viewer')).headers;
    const res = await t.app.inject({ url: `/admin/insights/errors?${range()}`, headers: viewer });
    expect(res.statusCode).toBe(200);
    const errors = insightsErrorsSchema.parse(res.json());
    expect(errors.groups.map((g) => [g.version, g.count, g.visits])).toEqual([
      ['c2', 3, 2],
      ['c1', 1, 1],
    ]);
    expect(errors.groups[0]).toMatchObject({
      type: 'render',
      remote: 'mf_calculators',
      message: 'TypeError: rate is undefined',
      stack: [{ file: 'http://localhost:8081/c2/calc.js', line: 1, column: 99 }],
      firstSeen: expect.stringMatching(/\+02:00$/),
    });
    expect(errors.series.reduce((sum, s) => sum + s.errors, 0)).toBe(4);
  });
});

describe('GET /admin/insights/errors with the releases’ source maps (SOURCE_MAPS_DIRS)', () => {
  const releases = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-telemetry-maps-'));
  let mapped: TestApp;
  beforeAll(async () => {
    const map = new SourceMapGenerator({ file: 'calc.js' });
    map.addMapping({
      generated: { line: 1, column: 98 },
      original: { line: 40, column: 2 },
      source: 'src/Calculator.tsx',
    });
    fs.mkdirSync(path.join(releases, 'c9'));
    fs.writeFileSync(path.join(releases, 'c9/calc.js.map'), map.toString());
    mapped = await startApp({ SOURCE_MAPS_DIRS: `mf_calculators=${releases}` });
  });
  afterAll(async () => {
    await mapped.close();
    fs.rmSync(releases, { recursive: true, force: true });
  });

  it("gives each frame of a release the source's file, line and column beside the built file's", async () => {
    await post(mapped.app, '/analytics/batch', [
      {
        kind: 'error',
        type: 'render',
        remote: 'mf_calculators',
        version: 'c9',
        message: 'TypeError: rate is undefined',
        stack: [
          { file: 'http://localhost:8081/c9/calc.js', line: 1, column: 99, fn: 'Calculator' },
          { file: 'http://localhost:8080/main.js', line: 3, column: 4 },
        ],
        path: '/calculators',
      },
    ]);
    const res = await mapped.app.inject({ url: `/admin/insights/errors?${range()}`, headers: auth });
    expect(insightsErrorsSchema.parse(res.json()).groups[0]?.stack).toEqual([
      {
        file: 'http://localhost:8081/c9/calc.js',
        line: 1,
        column: 99,
        fn: 'Calculator',
        source: { file: 'src/Calculator.tsx', line: 40, column: 3 },
      },
      { file: 'http://localhost:8080/main.js', line: 3, column: 4 },
    ]);
  });
});
