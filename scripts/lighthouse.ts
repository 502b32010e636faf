/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on the site as `npm start` runs
 * it, three times on each of the home page, an article and the estate-agent page; prints the median
 * of each category and of LCP, TBT and CLS, and exits 1 when a median misses its target or any run
 * has a console error (a CSP report is one) or an inspector issue. Not part of `npm test`: scores
 * depend on the machine, and on how busy it is (the load average is printed with the results).
 *
 * It runs the production builds of every workspace first, then the BFF and the four remote servers
 * on their own ports, apart from `npm start`'s: LIGHTHOUSE_PORT (default 18280) for the BFF and the
 * next four for the remotes. The article is the newest of the knowledge remote's published index
 * (as the BFF serves it at /api/articles), or LIGHTHOUSE_ARTICLE. LIGHTHOUSE_PAGES (e.g.
 * `article,agents`) measures only those of the three, LIGHTHOUSE_RUNS (default 3) sets
 * the runs per page, CHROMIUM_PATH the browser. Each run's full report is saved under
 * lighthouse-results/ (not committed).
 */
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@hl/tooling/chromium';
import { REMOTES, ROOT, registryEnv, type Service, siteOrigin, startBff, startRemote, stop } from '@hl/tooling/stack';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 18280);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The targets: a category score at least this; a metric at most this. */
const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
} as const;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Console errors (CSP reports included) and inspector issues the run saw. */
  problems: string[];
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: { items?: unknown[] } }>;
}

/** What one report says, in the terms of the targets. */
export function readReport(report: LighthouseReport): Run {
  const audit = (id: string) => report.audits[id];
  const problems: string[] = [];
  for (const id of ['errors-in-console', 'inspector-issues']) {
    const a = audit(id);
    if (a && a.score !== null && a.score < 1) {
      for (const item of a.details?.items ?? []) problems.push(`${id}: ${JSON.stringify(item).slice(0, 300)}`);
    }
  }
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
    ) as Run['scores'],
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
    tbtMs: audit('total-blocking-time')?.numericValue ?? Number.NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
    problems,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The medians of a page's runs and what misses a target. */
export function judge(runs: Run[]) {
  const medians = {
    ...Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
  } as Record<keyof typeof TARGETS, number>;
  const misses: string[] = [];
  for (const c of CATEGORIES) if (medians[c] < TARGETS[c]) misses.push(`${c} ${medians[c]} < ${TARGETS[c]}`);
  for (const m of ['lcpMs', 'tbtMs', 'cls'] as const) {
    if (!(medians[m] <= TARGETS[m])) misses.push(`${m} ${medians[m]} > ${TARGETS[m]}`);
  }
  const problems = [...new Set(runs.flatMap((r) => r.problems))];
  return { medians, misses: [...misses, ...problems] };
}

/** The newest article's path, from the BFF's copy of the article index (read shortly after start-up). */
async function newestArticle(origin: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await fetch(`${origin}/api/articles`);
    if (res.ok) {
      const { articles } = (await res.json()) as { articles: { path: string; published_at: string }[] };
      const newest = [...articles].sort((a, b) => b.published_at.localeCompare(a.published_at))[0];
      if (newest) return newest.path;
      throw new Error('The article index is empty');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin}/api/articles did not answer: set LIGHTHOUSE_ARTICLE`);
}

const LIGHTHOUSE_CLI = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');

/** One Lighthouse run; a run Lighthouse itself fails (on a busy machine it can lose the trace) is tried again once. */
function lighthouse(url: string, outputFile: string, attempt = 1): LighthouseReport {
  try {
    runLighthouse(url, outputFile);
  } catch (error) {
    if (attempt > 1) throw error;
    console.warn(`  Lighthouse failed on ${url}; trying once more.`);
    return lighthouse(url, outputFile, attempt + 1);
  }
  return JSON.parse(fs.readFileSync(outputFile, 'utf8'));
}

function runLighthouse(url: string, outputFile: string): void {
  execFileSync(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--form-factor=mobile',
      '--throttling-method=simulate',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${outputFile}`,
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  console.log('Production builds…');
  execSync('npm run build', { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });

  const ports = Object.fromEntries(REMOTES.map((r, i) => [r.workspace, PORT + 1 + i]));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-lighthouse-'));
  const services: Service[] = [];
  const results = path.join(ROOT, 'lighthouse-results', new Date().toISOString().replace(/[:.]/g, '-'));
  fs.mkdirSync(results, { recursive: true });
  let failed = false;
  try {
    for (const r of REMOTES)
      services.push(
        await startRemote(r.workspace, ports[r.workspace] as number, { quiet: true, siteOrigins: [siteOrigin(PORT)] }),
      );
    services.push(
      await startBff(
        PORT,
        { ...registryEnv(ports), DATABASE_URL: `sqlite:${path.join(dataDir, 'site.db')}`, LOG_LEVEL: 'warn' },
        { quiet: true },
      ),
    );
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    console.log(
      `Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    );
    console.log(`Load average before (1, 5, 15 min): ${load()}`);

    const article = process.env.LIGHTHOUSE_ARTICLE ?? (await newestArticle(`http://localhost:${PORT}`));
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
    const pages = [
      { name: 'home', path: '/' },
      { name: 'article', path: article },
      { name: 'agents', path: '/agents/partner' },
    ].filter((page) => !only || only.includes(page.name));
    const rows: string[] = [];
    for (const page of pages) {
      const runs: Run[] = [];
      for (let i = 1; i <= RUNS; i++) {
        const file = path.join(results, `${page.name}-${i}.json`);
        const run = readReport(lighthouse(`http://localhost:${PORT}${page.path}`, file));
        runs.push(run);
        console.log(
          `  ${page.name} run ${i}: ${CATEGORIES.map((c) => run.scores[c]).join('/')}, LCP ${Math.round(run.lcpMs)} ms, ` +
            `TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}${run.problems.length ? ` — ${run.problems.length} problem(s)` : ''}`,
        );
      }
      const { medians, misses } = judge(runs);
      rows.push(
        `| ${page.path} | ${CATEGORIES.map((c) => medians[c]).join(' | ')} | ${(medians.lcpMs / 1000).toFixed(2)} s | ` +
          `${Math.round(medians.tbtMs)} ms | ${medians.cls.toFixed(3)} |`,
      );
      if (misses.length) {
        failed = true;
        for (const miss of misses) console.error(`  MISSED on ${page.path}: ${miss}`);
      }
    }
    console.log(`Load average after (1, 5, 15 min): ${load()}\n`);
    console.log(`Medians of ${RUNS} runs (Lighthouse 12.8.2, mobile, simulated throttling):\n`);
    console.log('| Page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
    console.log(
      `\nTargets: Performance ≥ ${TARGETS.performance}, the other categories ${TARGETS.seo}, LCP ≤ ${TARGETS.lcpMs / 1000} s, ` +
        `TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}, no console error or inspector issue. Reports: ${path.relative(ROOT, results)}`,
    );
  } finally {
    await Promise.all(services.map(stop));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error) => {
    console.error(error);
    process.exit(2);
  });
}
