/**
 * npm run bench -w bff: event ingest and lead posts, measured beside a bare Fastify route on this
 * machine in one run.
 *
 * Starts the real BFF (node --import tsx src/server.ts, durable SQLite in a temp folder, logging at
 * info to a file) and a bare Fastify server, then drives each with autocannon over loopback, 100
 * connections, in turns for BENCH_ROUNDS rounds: the bare route, POST /analytics/event (as fast
 * as it goes, then at a steady 500 a second), POST /contact/submit, and the lead again with the
 * outbox on (a second BFF whose leads each cause a webhook, delivered to the bare server while the
 * leads come in). BENCH_BASELINE=<folder of another checkout's bff> runs that BFF's same loads in
 * the same rounds, so a change is measured against the code before it in the same weather.
 * Targets (docs/PERFORMANCE.md): events and leads at least 2,000 requests a second (median round;
 * the site needs a few hundred), event p99 at most 25 ms at 500 a second, no errors.
 * BENCH_VISITORS=new sends the events without cookies (a new visitor and visit each). Results go
 * to bench/results/ (not committed).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const BFF = path.resolve(import.meta.dirname, '..');
const BASELINE = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : undefined;
/** Requests a second that events and leads must reach (median round). */
const FLOOR = 2000;
/** The steady load whose latency is checked: a busy day's peak is a few hundred a second. */
const STEADY_RATE = 500;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 3;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The run's database and the servers' log files; removed at the end. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-bench-'));

/**
 * Starts a server script with its output going to a file, as it would in production (not into this
 * process, which drives the load and must not spend its time reading the server's log), and
 * resolves with its port once that file says it listens.
 */
async function serve(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  cwd = BFF,
): Promise<{ child: ChildProcess; port: number }> {
  const log = path.join(dir, `${path.basename(script, '.ts')}-${crypto.randomUUID()}.log`);
  const out = fs.openSync(log, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, 'inherit'],
  });
  fs.closeSync(out);
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  for (let waited = 0; waited < 30_000; waited += 100) {
    const port = ready.exec(fs.readFileSync(log, 'utf8'))?.[1];
    if (port) return { child, port: Number(port) };
    if (exited !== undefined) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${script} did not start (exit code ${exited}): ${fs.readFileSync(log, 'utf8')}`);
}

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system, all threads) a process has used so far; undefined off Linux. */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    // Fields after the command name: state is the 1st, utime the 12th, stime the 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

interface Measure {
  name: string;
  requestsPerSecond: number;
  /** Server CPU time per request (µs), all threads: steadier than req/s on a shared machine. */
  cpuMicros: number | null;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  total: number;
}

/** One load: a server, a route and what is posted to it. */
interface Load {
  name: string;
  server: ChildProcess;
  url: string;
  /** Requests a second for the whole run (a steady load); unset: as many as the server takes. */
  rate?: number;
  body: unknown;
  headers?: Record<string, string>;
}

const run = (load: Load, duration: number) =>
  autocannon({
    url: load.url,
    method: 'POST',
    connections: CONNECTIONS,
    headers: { 'content-type': 'application/json', ...load.headers },
    body: JSON.stringify(load.body),
    duration,
    ...(load.rate ? { overallRate: load.rate } : {}),
  });

async function measure(load: Load): Promise<Measure> {
  const cpuBefore = cpuSeconds(load.server.pid);
  const result = await run(load, DURATION_S);
  const cpuAfter = cpuSeconds(load.server.pid);
  return {
    name: load.name,
    requestsPerSecond: Math.round(result.requests.average),
    cpuMicros:
      cpuBefore === undefined || cpuAfter === undefined
        ? null
        : Math.round(((cpuAfter - cpuBefore) * 1e6) / result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const children: ChildProcess[] = [];
try {
  const bare = await serve('bench/bare-server.ts', { PORT: '0' }, /listening (\d+)/);
  children.push(bare.child);
  const bffEnv = (name: string, more: Record<string, string> = {}) => ({
    HOST: '127.0.0.1',
    PORT: '0',
    METRICS_PORT: '0',
    LOG_LEVEL: 'info',
    DATABASE_URL: `sqlite:${path.join(dir, `${name}.db`)}`,
    SHELL_DIST: dir,
    // One address sends everything here: lift the per-IP limits for the run.
    CONTACT_RATE_LIMIT: '1000000000',
    ANALYTICS_RATE_LIMIT: '1000000000',
    ...more,
  });
  const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;
  const event = { type: 'calculator_selected', element: 'calculator-card', value: 'repayment', path: '/calculators' };
  // One returning visitor (both cookies: every event adds to one visit), or with BENCH_VISITORS=new
  // a new visitor per request (no cookies: every event starts a visit of its own).
  const newVisitors = process.env.BENCH_VISITORS === 'new';
  const cookie = `hl_session_id=${crypto.randomUUID()}; visitor_id=${crypto.randomUUID()}`;
  const lead = {
    name: 'Bench Mark',
    email: 'bench@example.co.za',
    phone: '082 123 4567',
    subject: 'consultation',
    message: 'Please call me about a bond.',
    stage: 'Need advice',
  };

  /** The BFF of one checkout: its event, lead and lead-with-outbox loads, named after it. */
  async function bffLoads(label: string, cwd: string): Promise<Load[]> {
    const bff = await serve('src/server.ts', bffEnv(label.replaceAll(' ', '-')), listening, cwd);
    children.push(bff.child);
    // The same BFF with the outbox on: every lead is stored with a webhook message, which its
    // worker delivers (signed) to the bare server's route while the load goes on.
    const outbox = await serve(
      'src/server.ts',
      bffEnv(`${label.replaceAll(' ', '-')}-outbox`, {
        SITE_URL: 'https://www.bondbridge.example',
        LEADS_WEBHOOK_URL: `http://127.0.0.1:${bare.port}/bare`,
        LEADS_WEBHOOK_SECRET: 'bench-secret-0123456789abcdef0123456789',
      }),
      listening,
      cwd,
    );
    children.push(outbox.child);
    const suffix = BASELINE ? ` (${label})` : '';
    const events = {
      server: bff.child,
      url: `http://127.0.0.1:${bff.port}/analytics/event`,
      body: event,
      // A page of the site, as a visitor's browser says it (analytics from anywhere else are
      // refused, and a bot's are not stored).
      headers: {
        ...(newVisitors ? {} : { cookie }),
        origin: `http://127.0.0.1:${bff.port}`,
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      },
    };
    return [
      { name: `POST /analytics/event${suffix}`, ...events },
      { name: `POST /analytics/event at ${STEADY_RATE} req/s${suffix}`, ...events, rate: STEADY_RATE },
      {
        name: `POST /contact/submit${suffix}`,
        server: bff.child,
        url: `http://127.0.0.1:${bff.port}/contact/submit`,
        body: lead,
      },
      {
        name: `POST /contact/submit, outbox on${suffix}`,
        server: outbox.child,
        url: `http://127.0.0.1:${outbox.port}/contact/submit`,
        body: lead,
      },
    ];
  }

  const bareLoad: Load = {
    name: 'bare Fastify route',
    server: bare.child,
    url: `http://127.0.0.1:${bare.port}/bare`,
    body: event,
  };
  const current = await bffLoads('this checkout', BFF);
  const baseline = BASELINE ? await bffLoads('baseline', BASELINE) : [];
  const loads = [bareLoad, ...current, ...baseline];

  for (const load of loads) await run(load, WARMUP_S);
  // Every load once a round, round after round: whatever else the machine does then weighs on
  // all of them alike, and each load's median round is its result.
  const rounds: Measure[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const measured: Measure[] = [];
    for (const load of loads) measured.push(await measure(load));
    rounds.push(measured);
  }
  const medianOf = (name: string, pick: (m: Measure) => number) =>
    median(rounds.map((r) => pick(r.find((m) => m.name === name) as Measure)));
  const results = rounds.flat();
  const summary = loads.map((load) => ({
    name: load.name,
    requestsPerSecond: medianOf(load.name, (m) => m.requestsPerSecond),
    cpuMicros: medianOf(load.name, (m) => m.cpuMicros ?? Number.NaN),
    p99: Math.max(...rounds.map((r) => (r.find((m) => m.name === load.name) as Measure).p99)),
  }));
  const [eventName, steadyName, leadName] = current.map((l) => l.name);
  const rate = (name: string | undefined) => summary.find((s) => s.name === name)?.requestsPerSecond ?? 0;
  const steadyP99 = summary.find((s) => s.name === steadyName)?.p99 ?? Number.POSITIVE_INFINITY;
  const targets = [
    {
      target: `events at least ${FLOOR} req/s (median round)`,
      met: rate(eventName) >= FLOOR,
      value: `${rate(eventName)}`,
    },
    {
      target: `leads at least ${FLOOR} req/s (median round)`,
      met: rate(leadName) >= FLOOR,
      value: `${rate(leadName)}`,
    },
    {
      target: `event p99 <= 25 ms at ${STEADY_RATE} req/s (worst round)`,
      met: steadyP99 <= 25,
      value: `${steadyP99} ms`,
    },
    { target: 'no errors, no non-2xx', met: results.every((r) => r.errors === 0 && r.non2xx === 0), value: '' },
  ];

  const machine = {
    cpu: `${os.cpus()[0]?.model ?? 'unknown'} x ${os.cpus().length}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    connections: CONNECTIONS,
    durationS: DURATION_S,
    rounds: ROUNDS,
    visitors: newVisitors ? 'new per request' : 'one',
    baseline: BASELINE ?? null,
  };
  const table = [
    '| Round | Route | req/s | server CPU µs/req | p50 ms | p99 ms | max ms | requests | errors | non-2xx |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rounds.flatMap((measured, round) =>
      measured.map(
        (r) =>
          `| ${round + 1} | ${r.name} | ${r.requestsPerSecond} | ${r.cpuMicros ?? 'n/a'} | ${r.p50} | ${r.p99} | ${r.max} | ${r.total} | ${r.errors} | ${r.non2xx} |`,
      ),
    ),
  ].join('\n');
  const medians = [
    '| Route (median round) | req/s | of bare | server CPU µs/req | worst p99 ms |',
    '|---|---:|---:|---:|---:|',
    ...summary.map(
      (s) =>
        `| ${s.name} | ${s.requestsPerSecond} | ${Math.round((s.requestsPerSecond / rate(bareLoad.name)) * 100)} % | ${s.cpuMicros} | ${s.p99} |`,
    ),
  ].join('\n');
  console.log(`\nMachine: ${JSON.stringify(machine)}\n\n${table}\n\n${medians}\n`);
  for (const t of targets) console.log(`${t.met ? 'MET ' : 'MISS'}  ${t.target} ${t.value}`);

  const out = path.join(BFF, 'bench/results');
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(out, `${new Date().toISOString().replaceAll(':', '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ machine, summary, results, targets }, null, 2));
  console.log(`\nSaved ${path.relative(process.cwd(), file)}`);
  process.exitCode = targets.every((t) => t.met) ? 0 : 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
