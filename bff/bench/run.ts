/**
 * npm run bench -w bff: event ingest against a bare Fastify route, on this machine, in one run.
 *
 * Starts the real BFF (node --import tsx src/server.ts, durable SQLite in a temp folder, logging at
 * info to a file) and a bare Fastify server, then drives each with autocannon over loopback, 100
 * connections: the bare route and POST /analytics/event in turns for BENCH_ROUNDS rounds, then
 * POST /contact/submit, without messages and with the outbox on (a second BFF whose leads each
 * cause a webhook, delivered to the bare server while the leads come in). Targets (docs/PERFORMANCE.md): event ingest at least half the bare route's
 * requests a second (median round), event p99 at most 25 ms, no errors. BENCH_VISITORS=new sends
 * the events without cookies (a new visitor and visit each). Results go to
 * bench/results/ (not committed); copy them into docs/PERFORMANCE.md when they change.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const BFF = path.resolve(import.meta.dirname, '..');
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
): Promise<{ child: ChildProcess; port: number }> {
  const log = path.join(dir, `${path.basename(script, '.ts')}.log`);
  const out = fs.openSync(log, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: BFF,
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
  const bff = await serve('src/server.ts', bffEnv('bench'), listening);
  children.push(bff.child);
  // The same BFF with the outbox on: every lead is stored with a webhook message, which its worker
  // delivers (signed) to the bare server's route while the load goes on.
  const bffOutbox = await serve(
    'src/server.ts',
    bffEnv('bench-outbox', {
      SITE_URL: 'https://www.bondbridge.example',
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${bare.port}/bare`,
      LEADS_WEBHOOK_SECRET: 'bench-secret-0123456789abcdef0123456789',
    }),
    listening,
  );
  children.push(bffOutbox.child);

  const event = { type: 'calculator_selected', element: 'calculator-card', value: 'repayment', path: '/calculators' };
  // One returning visitor (both cookies: every event adds to one visit), or with BENCH_VISITORS=new
  // a new visitor per request (no cookies: every event starts a visit of its own, so a group commit
  // upserts as many visits as it has events).
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

  const bareLoad: Load = {
    name: 'bare Fastify route',
    server: bare.child,
    url: `http://127.0.0.1:${bare.port}/bare`,
    body: event,
  };
  const eventLoad: Load = {
    name: 'POST /analytics/event',
    server: bff.child,
    url: `http://127.0.0.1:${bff.port}/analytics/event`,
    body: event,
    // A page of the site, as the browser says it (analytics from anywhere else are refused).
    headers: { ...(newVisitors ? {} : { cookie }), origin: `http://127.0.0.1:${bff.port}` },
  };
  const leadLoad: Load = {
    name: 'POST /contact/submit',
    server: bff.child,
    url: `http://127.0.0.1:${bff.port}/contact/submit`,
    body: lead,
  };

  const leadOutboxLoad: Load = {
    name: 'POST /contact/submit, outbox on',
    server: bffOutbox.child,
    url: `http://127.0.0.1:${bffOutbox.port}/contact/submit`,
    body: lead,
  };

  for (const load of [bareLoad, eventLoad, leadLoad, leadOutboxLoad]) await run(load, WARMUP_S);
  // The two are measured in turns, round after round: whatever else the machine does then weighs
  // on both alike, and the median round's ratio is the result.
  const rounds: Array<{ bare: Measure; event: Measure; ratio: number }> = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bareResult = await measure(bareLoad);
    const eventResult = await measure(eventLoad);
    rounds.push({
      bare: bareResult,
      event: eventResult,
      ratio: eventResult.requestsPerSecond / bareResult.requestsPerSecond,
    });
  }
  const leadResult = await measure(leadLoad);
  const leadOutboxResult = await measure(leadOutboxLoad);
  const results = [...rounds.flatMap((r) => [r.bare, r.event]), leadResult, leadOutboxResult];
  const ratio = median(rounds.map((r) => r.ratio));
  const eventP99 = Math.max(...rounds.map((r) => r.event.p99));
  const targets = [
    {
      target: 'event ingest >= 1/2 of the bare route (median round)',
      met: ratio >= 0.5,
      value: `${(ratio * 100).toFixed(0)} % (rounds: ${rounds.map((r) => `${(r.ratio * 100).toFixed(0)} %`).join(', ')})`,
    },
    { target: 'event p99 <= 25 ms (worst round)', met: eventP99 <= 25, value: `${eventP99} ms` },
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
  };
  const table = [
    '| Route | req/s | server CPU µs/req | p50 ms | p99 ms | max ms | requests | errors | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.requestsPerSecond} | ${r.cpuMicros ?? 'n/a'} | ${r.p50} | ${r.p99} | ${r.max} | ${r.total} | ${r.errors} | ${r.non2xx} |`,
    ),
  ].join('\n');
  console.log(`\nMachine: ${JSON.stringify(machine)}\n\n${table}\n`);
  for (const t of targets) console.log(`${t.met ? 'MET ' : 'MISS'}  ${t.target} ${t.value}`);

  const out = path.join(BFF, 'bench/results');
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(out, `${new Date().toISOString().replaceAll(':', '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ machine, results, targets }, null, 2));
  console.log(`\nSaved ${path.relative(process.cwd(), file)}`);
  process.exitCode = targets.every((t) => t.met) ? 0 : 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
