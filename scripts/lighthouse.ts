/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on the site as `npm start` runs
 * it, on the home page, an article and the estate-agent page, each in turns with a reference page
 * (the shell's start-up hydrating a minimal page: shell/src/reference/, served by this script on
 * its own port with the headers the site's pages carry, never by the site), as the BFF bench
 * measures ingest beside a bare route.
 * `LIGHTHOUSE_RUNS` rounds (3), each the reference and then every page. For every page it prints
 * the ratio of its main-thread work before it is interactive (navigation to the task that set the
 * shell's `hl:interactive` mark, from the run's trace) and of its Total Blocking Time to the
 * reference's in the same round (the median round), with every run's benchmarkIndex and browser
 * version, and exits 1 when a page does more than 1.5× the reference's work, misses a target no
 * host excuses (Accessibility, Best Practices and SEO 100, CLS ≤ 0.02), or any run has a console
 * error (a CSP report is one) or an inspector issue. Performance ≥ 95, TBT ≤ 100 ms and LCP ≤ 2 s
 * are judged in every run whose benchmarkIndex is at least 1500 and only reported below it
 * (tooling/src/lighthouse-verdict.ts). Not part of `npm test`: it takes minutes.
 *
 * It runs the production builds of every workspace first and builds the reference, then starts the
 * BFF and the four remote servers on their own ports, apart from `npm start`'s: LIGHTHOUSE_PORT
 * (default 18280) for the BFF, the next four for the remotes, the fifth for the reference. The
 * article is the newest of the knowledge remote's published index (as the BFF serves it at
 * /api/articles), or LIGHTHOUSE_ARTICLE. LIGHTHOUSE_PAGES (e.g. `article,agents`) measures only
 * those of the three, CHROMIUM_PATH sets the browser. Each run's report and trace are saved under
 * lighthouse-results/ (not committed).
 */
import { execFileSync, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildReference } from '@hl/shell/reference';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@hl/tooling/chromium';
import {
  ABSOLUTE_TARGETS,
  CATEGORIES,
  judgePage,
  MAX_WORK_RATIO,
  MIN_BENCHMARK_INDEX,
  MIN_REFERENCE_TBT_MS,
  type Run,
  TARGETS,
} from '@hl/tooling/lighthouse-verdict';
import { serveRemote } from '@hl/tooling/serve-remote';
import { REMOTES, ROOT, registryEnv, type Service, siteOrigin, startBff, startRemote, stop } from '@hl/tooling/stack';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 18280);
const REFERENCE_PORT = PORT + 1 + REMOTES.length;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_VERSION = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
/** The performance mark the shell sets once React has taken the first screen over (shell/src/start.tsx). */
const INTERACTIVE_MARK = 'hl:interactive';

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: { items?: unknown[] } }>;
  environment: { benchmarkIndex: number; hostUserAgent: string };
  configSettings: { throttlingMethod: string; throttling: { cpuSlowdownMultiplier: number } };
}

type Trace = { traceEvents: { name: string; ts: number; cat: string }[] };

/**
 * Main-thread work from navigation until the end of the task in which the page set
 * INTERACTIVE_MARK: the top-level tasks of the page's main thread as Lighthouse finds them in the
 * trace, scaled by the CPU slowdown as Lighthouse scales its own main-thread figures. NaN without
 * the mark.
 */
function workBeforeInteractive(trace: Trace, cpuSlowdown: number): number {
  const processed = TraceProcessor.processTrace(trace as never);
  const mark = trace.traceEvents.find((e) => e.name === INTERACTIVE_MARK && e.cat.includes('blink.user_timing'));
  if (!mark) return Number.NaN;
  const markMs = (mark.ts - processed.timestamps.timeOrigin) / 1000;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const observed = tasks
    .filter((task) => !task.parent && task.endTime > 0 && task.startTime <= markMs)
    .reduce((sum, task) => sum + task.duration, 0);
  return observed * cpuSlowdown;
}

/** What one run says, in the terms of the verdict. */
function readRun(report: LighthouseReport, trace: Trace): Run {
  const audit = (id: string) => report.audits[id];
  const problems: string[] = [];
  for (const id of ['errors-in-console', 'inspector-issues']) {
    const a = audit(id);
    if (a && a.score !== null && a.score < 1) {
      for (const item of a.details?.items ?? []) problems.push(`${id}: ${JSON.stringify(item).slice(0, 300)}`);
    }
  }
  const { throttlingMethod, throttling } = report.configSettings;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
    ) as Run['scores'],
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
    tbtMs: audit('total-blocking-time')?.numericValue ?? Number.NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
    workMs: workBeforeInteractive(trace, throttlingMethod === 'simulate' ? throttling.cpuSlowdownMultiplier : 1),
    benchmarkIndex: report.environment.benchmarkIndex,
    browser: /(Chrome\/[\d.]+)/.exec(report.environment.hostUserAgent)?.[1]?.replace('/', ' ') ?? 'unknown browser',
    problems,
  };
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

/** What an answer says about its body or its connection, not about the page it serves. */
const NOT_PAGE_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'set-cookie',
  'transfer-encoding',
  'vary',
  'x-request-id',
]);

/**
 * The headers the site's own page answers carry (its security headers), for the reference page:
 * served as the site serves its pages, it starts as they do. Cross-Origin-Opener-Policy is the one
 * that shows in the work measured: Lighthouse starts each run from about:blank, and a page that
 * asks for a browsing context group of its own is committed in a fresh renderer, whose window and
 * script context start cold (20-30 ms observed, 80-120 ms as Lighthouse counts it); a visitor
 * arriving from another site pays that swap on any page.
 */
async function sitePageHeaders(url: string): Promise<Record<string, string>> {
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return Object.fromEntries([...res.headers].filter(([name]) => !NOT_PAGE_HEADERS.has(name)));
}

const LIGHTHOUSE_CLI = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');

/**
 * One Lighthouse run, its report and trace kept as `<name>.json` and `<name>-0.trace.json`; a run
 * Lighthouse itself fails (on a busy machine it can lose the trace) is tried again once.
 */
async function lighthouse(url: string, outputFile: string, attempt = 1): Promise<Run> {
  try {
    await runLighthouse(url, outputFile);
  } catch (error) {
    if (attempt > 1) throw error;
    console.warn(`  Lighthouse failed on ${url}; trying once more.`);
    return lighthouse(url, outputFile, attempt + 1);
  }
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
  return readRun(read(outputFile), read(outputFile.replace(/\.json$/, '-0.trace.json')));
}

/** Not a synchronous child: the reference page's server runs in this process and must answer meanwhile. */
function runLighthouse(url: string, outputFile: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--form-factor=mobile',
      '--throttling-method=simulate',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${outputFile}`,
      // The trace, for the main-thread work before the interactive mark.
      '--save-assets',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Lighthouse exited with ${code} on ${url}`)),
    );
  });
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const ms = (value: number) => `${Math.round(value).toLocaleString('en-ZA')} ms`;
const times = (ratio: number | undefined) => (ratio === undefined ? '—' : `${ratio.toFixed(2)}×`);
const range = (values: number[]) => {
  const [low, high] = [Math.min(...values), Math.max(...values)].map((v) => Math.round(v).toLocaleString('en-ZA'));
  return low === high ? `${low}` : `${low}-${high}`;
};

async function main() {
  console.log('Production builds…');
  execSync('npm run build', { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });

  const ports = Object.fromEntries(REMOTES.map((r, i) => [r.workspace, PORT + 1 + i]));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-lighthouse-'));
  const services: Service[] = [];
  const results = path.join(ROOT, 'lighthouse-results', new Date().toISOString().replace(/[:.]/g, '-'));
  fs.mkdirSync(results, { recursive: true });
  let failed = false;
  let referenceServer: Awaited<ReturnType<typeof serveRemote>> | undefined;
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
    console.log('The reference page…');
    referenceServer = await serveRemote(
      await buildReference(path.join(dataDir, 'reference')),
      REFERENCE_PORT,
      'localhost',
      {
        corsOrigins: [],
        sourceMaps: false,
        logStream: { write: () => {} },
        pageHeaders: await sitePageHeaders(`http://localhost:${PORT}/`),
      },
    );
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const browserVersion = execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    console.log(
      `Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
        `${browserVersion}, Lighthouse ${LIGHTHOUSE_VERSION}`,
    );
    console.log(`Load average before (1, 5, 15 min): ${load()}`);

    const article = process.env.LIGHTHOUSE_ARTICLE ?? (await newestArticle(`http://localhost:${PORT}`));
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
    const reference = { name: 'reference', url: `http://localhost:${REFERENCE_PORT}/` };
    const pages = [
      { name: 'home', path: '/' },
      { name: 'article', path: article },
      { name: 'agents', path: '/agents/partner' },
    ]
      .filter((page) => !only || only.includes(page.name))
      .map((page) => ({ ...page, url: `http://localhost:${PORT}${page.path}` }));

    // Round after round, the reference first: each page is compared with the reference's run of
    // its own round, a minute apart at most, whatever the shared host's speed does meanwhile.
    const runs = new Map<string, Run[]>([reference, ...pages].map((page) => [page.name, []]));
    for (let round = 1; round <= RUNS; round++) {
      for (const page of [reference, ...pages]) {
        const run = await lighthouse(page.url, path.join(results, `${page.name}-${round}.json`));
        runs.get(page.name)?.push(run);
        const ref = runs.get(reference.name)?.[round - 1];
        const vsReference = page === reference || !ref ? '' : ` (${times(run.workMs / ref.workMs)} the reference's)`;
        console.log(
          `  round ${round}, ${page.name}: main-thread work before interactive ${ms(run.workMs)}${vsReference}, ` +
            `TBT ${ms(run.tbtMs)}, ${CATEGORIES.map((c) => run.scores[c]).join('/')}, LCP ${ms(run.lcpMs)}, ` +
            `CLS ${run.cls.toFixed(3)}; benchmarkIndex ${Math.round(run.benchmarkIndex)}, ${run.browser}` +
            `${run.problems.length ? ` — ${run.problems.length} problem(s)` : ''}`,
        );
      }
    }
    console.log(`Load average after (1, 5, 15 min): ${load()}\n`);

    const referenceRuns = runs.get(reference.name) ?? [];
    const row = (name: string, pageRuns: Run[], verdict?: ReturnType<typeof judgePage>) => {
      const medians = verdict?.medians ?? judgePage(pageRuns, referenceRuns).medians;
      return (
        `| ${name} | ${ms(medians.workMs)} | ${verdict ? times(verdict.workRatio) : '1×'} | ${ms(medians.tbtMs)} | ` +
        `${verdict ? times(verdict.tbtRatio) : '1×'} | ${CATEGORIES.map((c) => medians[c]).join(' | ')} | ` +
        `${(medians.lcpMs / 1000).toFixed(2)} s | ${medians.cls.toFixed(3)} | ` +
        `${range(pageRuns.map((r) => r.benchmarkIndex))} | ${[...new Set(pageRuns.map((r) => r.browser))].join(', ')} |`
      );
    };
    const rows = [row('reference page', referenceRuns)];
    const verdicts: string[] = [];
    for (const page of pages) {
      const pageRuns = runs.get(page.name) ?? [];
      const verdict = judgePage(pageRuns, referenceRuns);
      rows.push(row(page.path, pageRuns, verdict));
      for (const line of verdict.notJudged) verdicts.push(`  not judged on ${page.path}: ${line}`);
      for (const miss of verdict.failures) verdicts.push(`  MISSED on ${page.path}: ${miss}`);
      if (verdict.failures.length) failed = true;
    }
    console.log(
      `Medians of ${RUNS} rounds (Lighthouse ${LIGHTHOUSE_VERSION}, mobile, simulated throttling; ${browserVersion}):\n`,
    );
    console.log(
      '| Page | Main-thread work before interactive | × reference | TBT | × reference | Performance | Accessibility | ' +
        'Best Practices | SEO | LCP | CLS | benchmarkIndex | Browser |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const line of rows) console.log(line);
    console.log(
      `\nJudged on any host: main-thread work before interactive at most ${MAX_WORK_RATIO}× the reference's, ` +
        `Accessibility, Best Practices and SEO ${TARGETS.otherCategories}, CLS ≤ ${TARGETS.cls}, no console error ` +
        `or inspector issue. Judged in each run with benchmarkIndex ≥ ${MIN_BENCHMARK_INDEX}, reported below it: ` +
        `Performance ≥ ${ABSOLUTE_TARGETS.performance}, TBT ≤ ${ABSOLUTE_TARGETS.tbtMs} ms, ` +
        `LCP ≤ ${ABSOLUTE_TARGETS.lcpMs / 1000} s. A TBT ratio needs a reference that blocked ` +
        `${MIN_REFERENCE_TBT_MS} ms or more (— otherwise). Reports: ${path.relative(ROOT, results)}`,
    );
    if (referenceRuns.some((r) => r.benchmarkIndex < MIN_BENCHMARK_INDEX)) {
      console.log(
        `\nThis host's benchmarkIndex is under ${MIN_BENCHMARK_INDEX} in some runs: their Performance, TBT and LCP are ` +
          'shown, not judged; the ratios to the reference are what carries to another machine.',
      );
    }
    for (const line of verdicts) console.log(line);
  } finally {
    await Promise.all(services.map(stop));
    await referenceServer?.close();
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
