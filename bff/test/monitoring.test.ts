import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApp, type TestApp } from './app.ts';
import { contactMessage } from './fixtures.ts';

const DEPLOY = path.resolve(import.meta.dirname, '../../deploy');

/** The PromQL expressions of the alert rules (`expr:` lines and `expr: |` blocks). */
function alertExpressions(): string[] {
  const lines = fs.readFileSync(path.join(DEPLOY, 'prometheus/alerts.yml'), 'utf8').split('\n');
  const expressions: string[] = [];
  for (const [i, line] of lines.entries()) {
    const value = /^\s*expr: (.*)$/.exec(line)?.[1];
    if (value === undefined) continue;
    if (value !== '|') {
      expressions.push(value);
      continue;
    }
    const block: string[] = [];
    for (let j = i + 1; j < lines.length && /^\s*$|^\s{10,}\S/.test(lines[j] ?? ''); j++) block.push(lines[j] ?? '');
    expressions.push(block.join('\n'));
  }
  return expressions;
}

/** The PromQL expressions of the Grafana dashboard's panels. */
function dashboardExpressions(): string[] {
  const dashboard = JSON.parse(fs.readFileSync(path.join(DEPLOY, 'grafana/dashboards/bff.json'), 'utf8'));
  return dashboard.panels.flatMap((panel: { targets?: Array<{ expr: string }> }) =>
    (panel.targets ?? []).map((t) => t.expr),
  );
}

const PROMQL_WORDS = new Set(['and', 'or', 'unless', 'by', 'on', 'without', 'offset', 'bool', 'ignoring']);

/** The metric names an expression reads: identifiers that are not functions, keywords, labels or recorded rules. */
function metricNames(expression: string): string[] {
  const bare = expression
    .replace(/"[^"]*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|on|without|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  return [...bare.matchAll(/[a-zA-Z_:][\w:]*/g)]
    .filter((m) => !/^\s*\(/.test(bare.slice((m.index ?? 0) + m[0].length)))
    .map((m) => m[0])
    .filter((name) => !PROMQL_WORDS.has(name) && !name.includes(':') && /_/.test(name));
}

/** Metrics that other processes export: Prometheus's own. */
const NOT_THE_BFFS = new Set(['up']);

describe('monitoring that ships with the site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ CONTACT_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const scrape = async () => (await t.metrics.inject({ url: '/metrics' })).body;
  const value = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.split(' ').pop());
  };

  it('reads only metrics the BFF exports, in every alert rule and dashboard panel', async () => {
    const text = await scrape();
    const exported = new Set<string>();
    for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      exported.add(name as string);
      if (type === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) exported.add(`${name}${suffix}`);
    }
    const read = [...alertExpressions(), ...dashboardExpressions()].flatMap(metricNames);
    expect(read).toContain('leads_last_stored_timestamp_seconds');
    expect(read).toContain('http_request_duration_seconds_bucket');
    const unknown = [...new Set(read)].filter((name) => !exported.has(name) && !NOT_THE_BFFS.has(name));
    expect(unknown).toEqual([]);
  });

  it('tells when the newest real lead was stored, how long writes take and that the database takes them', async () => {
    expect(value(await scrape(), 'leads_last_stored_timestamp_seconds')).toBe(0);
    expect((await post(t.app, '/contact/submit', contactMessage('gauge@example.co.za'))).statusCode).toBe(200);
    const [stored] = await t.app.leadsRepository.list();
    const afterLead = await scrape();
    expect(value(afterLead, 'leads_last_stored_timestamp_seconds')).toBe(Date.parse(stored?.createdAt ?? '') / 1000);
    expect(value(afterLead, 'database_write_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(value(afterLead, 'database_reachable')).toBe(1);

    // A lead that filled the honeypot is not a lead the business got.
    const spam = { ...contactMessage('bot@example.co.za'), website: 'http://spam.example' };
    expect((await post(t.app, '/contact/submit', spam)).statusCode).toBe(200);
    expect(value(await scrape(), 'leads_last_stored_timestamp_seconds')).toBe(
      Date.parse(stored?.createdAt ?? '') / 1000,
    );
  });
});
