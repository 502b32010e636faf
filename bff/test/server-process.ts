import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The BFF as it runs in production (node --import tsx src/server.ts), for tests of the process. */
const BFF = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(BFF, '..');

export interface ServerProcess {
  child: ChildProcess;
  /** The site's base URL, from the "Server listening at" line. */
  url: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Its JSON log lines so far, parsed. */
  lines(): Array<Record<string, unknown>>;
  /** SIGTERM, and its exit code once it is gone. */
  stop(): Promise<number | null>;
}

/** Settings every test server gets unless the test says otherwise: loopback, any free port. */
const BASE_ENV = { HOST: '127.0.0.1', PORT: '0', METRICS_PORT: '0', LOG_LEVEL: 'info' };

function spawnServer(env: Record<string, string>, user: { uid?: number; gid?: number } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: BFF,
    env: { ...process.env, ...BASE_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
  });
  let output = '';
  // Read both pipes for the server's whole life, or a full pipe would block its logging.
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => output };
}

export const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

const parseLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** A loopback port nothing listens on (free a moment ago). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Waits until `check` holds, polling every 50 ms; throws with `what` after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts the server: its log lines at once (to watch it start), and `listening`, which resolves
 * once it listens.
 */
export function launchServer(env: Record<string, string>, timeoutMs = 30_000) {
  const { child, output } = spawnServer(env);
  const lines = () => parseLines(output());
  const listening = waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
      return /Server listening at (http:\/\/[\d.]+:\d+)/.exec(output())?.[1];
    },
    'the server to listen',
    timeoutMs,
  ).then(
    (url): ServerProcess => ({
      child,
      url,
      output,
      lines,
      async stop() {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        return (await exited(child)).code;
      },
    }),
  );
  return { lines, listening };
}

/** Starts the server and resolves once it listens. */
export const startServer = (env: Record<string, string>, timeoutMs?: number) => launchServer(env, timeoutMs).listening;

/** Starts the server expecting it to fail (as another user, if given): exit code, output, time taken. */
export async function runUntilExit(env: Record<string, string>, user: { uid?: number; gid?: number } = {}) {
  const started = Date.now();
  const { child, output } = spawnServer(env, user);
  const { code } = await exited(child);
  return { code, output: output(), lines: parseLines(output()), ms: Date.now() - started };
}

/**
 * A PostgreSQL cluster of the test's own on a loopback port (scripts/ci/postgres.sh), so a test
 * can stop and start it without disturbing the shared one the other tests use.
 */
export function postgresCluster(port: number) {
  const dir = path.join(os.tmpdir(), `hl-pg-${port}-${process.pid}`);
  const script = path.join(ROOT, 'scripts/ci/postgres.sh');
  const env = { ...process.env, PGTEST_PORT: String(port), PGTEST_DIR: dir };
  return {
    url: `postgres://hl@127.0.0.1:${port}/postgres`,
    start: () => void execFileSync('bash', [script], { env, stdio: ['ignore', 'ignore', 'pipe'] }),
    stop: () => void execFileSync('bash', [script, 'stop'], { env, stdio: ['ignore', 'ignore', 'pipe'] }),
    remove() {
      try {
        this.stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
