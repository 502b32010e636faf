/**
 * npm run bench -w bff: event ingest against a bare Fastify route, on this machine, in one run.
 *
 * Starts the real BFF (node --import tsx src/server.ts, durable SQLite in a temp folder, logging at
 * info to /dev/null) and a bare Fastify server, then drives each with autocannon over loopback:
 * the bare route, POST /analytics/event and POST /contact/submit, 100 connections each.
 * Targets (issue 3): event ingest at least half the bare route's requests a second, event p99 at
 * most 25 ms, no errors. Results go to bench/results/ (not committed); copy them into
 * docs/PERFORMANCE.md when they change.
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

/** Starts a server script and resolves with its port once it says it listens. */
function serve(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: BFF,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = ready.exec(output);
      if (!match?.[1]) return;
      // From here on the server's output goes nowhere, as it would to a log file.
      child.stdout?.off('data', onData);
      child.stdout?.resume();
      resolve({ child, port: Number(match[1]) });
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}): ${output}`)));
  });
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
  /** Server CPU time per request (µs): steadier than req/s when other work shares the machine. */
  cpuMicros: number | null;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  total: number;
}

async function measure(
  name: string,
  server: ChildProcess,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Measure> {
  const options = {
    url,
    method: 'POST' as const,
    connections: CONNECTIONS,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
  await autocannon({ ...options, duration: WARMUP_S });
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({ ...options, duration: DURATION_S });
  const cpuAfter = cpuSeconds(server.pid);
  return {
    name,
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

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-bench-'));
const children: ChildProcess[] = [];
try {
  const bare = await serve('bench/bare-server.ts', { PORT: '0' }, /listening (\d+)/);
  children.push(bare.child);
  const bff = await serve(
    'src/server.ts',
    {
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: `sqlite:${path.join(dir, 'bench.db')}`,
      SHELL_DIST: dir,
      // One address sends everything here: lift the per-IP limits for the run.
      CONTACT_RATE_LIMIT: '1000000000',
      ANALYTICS_RATE_LIMIT: '1000000000',
    },
    /Server listening at http:\/\/127\.0\.0\.1:(\d+)/,
  );
  children.push(bff.child);

  const event = { type: 'calculator_selected', element: 'calculator-card', value: 'repayment', path: '/calculators' };
  const cookie = `hl_session_id=${crypto.randomUUID()}; visitor_id=${crypto.randomUUID()}`;
  const lead = {
    name: 'Bench Mark',
    email: 'bench@example.co.za',
    phone: '082 123 4567',
    subject: 'consultation',
    message: 'Please call me about a bond.',
    stage: 'Need advice',
  };

  const results = [
    await measure('bare Fastify route', bare.child, `http://127.0.0.1:${bare.port}/bare`, event),
    await measure('POST /analytics/event', bff.child, `http://127.0.0.1:${bff.port}/analytics/event`, event, {
      cookie,
    }),
    await measure('POST /contact/submit', bff.child, `http://127.0.0.1:${bff.port}/contact/submit`, lead),
  ];
  const [bareResult, eventResult] = results as [Measure, Measure, Measure];
  const ratio = eventResult.requestsPerSecond / bareResult.requestsPerSecond;
  const targets = [
    { target: 'event ingest >= 1/2 of the bare route', met: ratio >= 0.5, value: `${(ratio * 100).toFixed(0)} %` },
    { target: 'event p99 <= 25 ms', met: eventResult.p99 <= 25, value: `${eventResult.p99} ms` },
    { target: 'no errors, no non-2xx', met: results.every((r) => r.errors === 0 && r.non2xx === 0), value: '' },
  ];

  const machine = {
    cpu: `${os.cpus()[0]?.model ?? 'unknown'} x ${os.cpus().length}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    connections: CONNECTIONS,
    durationS: DURATION_S,
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
