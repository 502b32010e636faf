import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from './stack.ts';

const SCRIPT = path.join(ROOT, 'deploy/rolling-restart.sh');

/**
 * Runs deploy/rolling-restart.sh against stand-ins for docker-compose and docker that log each call:
 * a replica recreated reports `starting` to `healthyAfter` health polls, then `healthy` (never, for
 * those missing from the map).
 */
function rollingRestart(healthyAfter: Record<string, number>, env: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-rolling-'));
  dirs.push(dir);
  const log = path.join(dir, 'calls.log');
  fs.writeFileSync(
    path.join(dir, 'docker-compose'),
    `#!/usr/bin/env bash
echo "docker-compose $* (SITE_VERSION=$SITE_VERSION)" >> ${log}
if [ "$1" = ps ]; then echo "container-\${@: -1}"; fi
`,
    { mode: 0o755 },
  );
  fs.writeFileSync(
    path.join(dir, 'docker'),
    `#!/usr/bin/env bash
container="\${@: -1}"; replica="\${container#container-}"
polls=$(( $(cat ${dir}/$replica.polls 2>/dev/null || echo 0) + 1 )); echo $polls > ${dir}/$replica.polls
case "$replica" in ${Object.entries(healthyAfter)
      .map(([replica, after]) => `${replica}) [ $polls -gt ${after} ] && state=healthy || state=starting;;`)
      .join(' ')} *) state=unhealthy;; esac
echo "docker inspect $replica: $state" >> ${log}
echo $state
`,
    { mode: 0o755 },
  );
  const run = spawnSync('bash', [SCRIPT], {
    env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, SITE_VERSION: 'abc1234', ...env },
    encoding: 'utf8',
  });
  return {
    status: run.status,
    output: run.stdout + run.stderr,
    calls: fs.readFileSync(log, 'utf8').trim().split('\n'),
  };
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('deploy/rolling-restart.sh', () => {
  it('recreates one replica at a time, the next only once the one before is healthy', () => {
    const { status, calls } = rollingRestart({ 'bff-1': 2, 'bff-2': 0 });
    expect(status).toBe(0);
    expect(calls).toEqual([
      'docker-compose up -d --no-deps --no-build --force-recreate bff-1 (SITE_VERSION=abc1234)',
      'docker-compose ps -q bff-1 (SITE_VERSION=abc1234)',
      'docker inspect bff-1: starting',
      'docker inspect bff-1: starting',
      'docker inspect bff-1: healthy',
      'docker-compose up -d --no-deps --no-build --force-recreate bff-2 (SITE_VERSION=abc1234)',
      'docker-compose ps -q bff-2 (SITE_VERSION=abc1234)',
      'docker inspect bff-2: healthy',
    ]);
  }, 20_000);

  it('stops at a replica that does not become healthy, leaving the next on its version', () => {
    const { status, output, calls } = rollingRestart({}, { HEALTH_WAIT_S: '3' });
    expect(status).toBe(1);
    expect(output).toContain('bff-1 is not healthy after 3 s');
    expect(calls.some((call) => call.includes('bff-2'))).toBe(false);
  }, 20_000);

  it('needs the version to run', () => {
    const run = spawnSync('bash', [SCRIPT], { env: { PATH: process.env.PATH }, encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('set SITE_VERSION');
  });
});
