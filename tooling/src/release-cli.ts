#!/usr/bin/env -S node --import tsx
/**
 * `hl-release` (`npm run release -w <remote> -- [command] [options]`): a remote team's releases.
 *
 *   release [--canary N] [--reason TEXT] [--skip-tests]
 *       runs the remote's own typecheck and tests, builds it for production, publishes the build as
 *       RELEASES_DIR/<version>/ (default releases/ beside dist/, which the remote's server serves at
 *       /<version>/), asks the BFF to check and record it, optionally gives it to N % of visitors,
 *       and prints a preview link; then keeps the newest RELEASES_KEEP versions (default 10),
 *       never one the registry still sends visitors to
 *   canary N [version]    give a released version (default: the newest) to N % of visitors
 *   promote [version]     make it stable for everybody (default: the canary, else the newest)
 *   rollback              end the canary; without one, bring back the stable version before
 *   preview VERSION       a link that shows that version to one browser
 *   list                  the registry's state, versions and recent changes of this remote
 *
 * The BFF is BFF_URL (default http://localhost:8080), with ADMIN_TOKEN; `--reason` goes to the
 * audit log with the user (RELEASE_BY, else the system's user name).
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bffClient, buildFacts, prune, publish } from './release.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    canary: { type: 'string' },
    reason: { type: 'string' },
    'skip-tests': { type: 'boolean' },
  },
});
const [command = 'release', argument] = positionals;
const workspace = process.cwd();
const remote = `mf_${path.basename(workspace).replace(/^mf-/, '')}`;
const bffUrl = process.env.BFF_URL ?? 'http://localhost:8080';
const token = process.env.ADMIN_TOKEN;
if (!token) fail('ADMIN_TOKEN must be set: the release command signs in to the BFF with it.');
const bff = bffClient(bffUrl, token as string);
const who = {
  by: process.env.RELEASE_BY ?? os.userInfo().username,
  ...(values.reason ? { reason: values.reason } : {}),
};

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const share = (text: string | undefined) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 99) fail('The canary share is a whole percent from 1 to 99.');
  return n;
};

function run(step: string, script: string) {
  console.log(`▶ ${step}`);
  try {
    execFileSync('npm', ['run', script], { cwd: workspace, stdio: 'inherit' });
  } catch {
    fail(`${step} failed: nothing was released.`);
  }
}

interface RemoteView {
  name: string;
  stable: string | null;
  previous: string | null;
  canary: { version: string; share: number } | null;
  releases: Array<{ version: string; releasedAt: string; releasedBy: string; entry: string }>;
}

async function registry() {
  const state = await bff.get<{ remotes: RemoteView[]; audit: Array<Record<string, unknown>> }>('/admin/remotes');
  const mine = state.remotes.find((r) => r.name === remote);
  if (!mine) fail(`The BFF's registry has no remote ${remote}.`);
  return { mine, audit: state.audit.filter((a) => a.name === remote) };
}

async function previewLink(version: string) {
  const { url } = await bff.post<{ url: string }>(`/admin/remotes/${remote}/preview`, { version, ...who });
  return new URL(url, bffUrl).toString();
}

const describeState = (r: RemoteView) =>
  `stable ${r.stable ?? '(the configured build)'}${r.canary ? `, canary ${r.canary.version} for ${r.canary.share} %` : ''}`;

async function release() {
  if (!values['skip-tests']) {
    run('typecheck', 'typecheck');
    run('tests', 'test');
  }
  run('production build', 'build');
  const facts = buildFacts(path.join(workspace, 'dist'));
  const releases = path.resolve(workspace, process.env.RELEASES_DIR ?? 'releases');
  const { folder, published } = publish(path.join(workspace, 'dist'), releases, facts.version);
  console.log(`${published ? '▶ published' : '▶ already published'} ${facts.name} ${facts.version} in ${folder}`);
  try {
    await bff.post(`/admin/remotes/${remote}/releases`, { ...facts, ...who });
  } catch (error) {
    fail((error as Error).message);
  }
  const { mine } = await registry();
  const entry = mine.releases.find((r) => r.version === facts.version)?.entry;
  if (
    entry &&
    !(await fetch(entry).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    console.warn(`! ${entry} does not answer: is the remote's server serving ${releases}?`);
  }
  if (values.canary) {
    await bff.post(`/admin/remotes/${remote}/canary`, { version: facts.version, share: share(values.canary), ...who });
  }
  const inUse = new Set(
    [mine.stable, mine.previous, mine.canary?.version, facts.version].filter((v): v is string => !!v),
  );
  const removed = prune(releases, Number(process.env.RELEASES_KEEP ?? 10), inUse);
  if (removed.length > 0) console.log(`▶ removed old versions: ${removed.join(', ')}`);
  const after = (await registry()).mine;
  console.log(`✔ ${remote} ${facts.version} released; ${describeState(after)}`);
  console.log(`  preview it: ${await previewLink(facts.version)}`);
  console.log(`  then: npm run release -w ${path.basename(workspace)} -- canary 10 | promote | rollback`);
}

try {
  switch (command) {
    case 'release':
      await release();
      break;
    case 'canary': {
      const state = await bff.post<RemoteView>(`/admin/remotes/${remote}/canary`, {
        share: share(argument),
        ...(positionals[2] ? { version: positionals[2] } : {}),
        ...who,
      });
      console.log(`✔ ${remote}: ${describeState(state)}`);
      break;
    }
    case 'promote': {
      const state = await bff.post<RemoteView>(`/admin/remotes/${remote}/promote`, {
        ...(argument ? { version: argument } : {}),
        ...who,
      });
      console.log(`✔ ${remote}: ${describeState(state)}`);
      break;
    }
    case 'rollback': {
      const state = await bff.post<RemoteView & { rolledBack: string }>(`/admin/remotes/${remote}/rollback`, who);
      console.log(`✔ ${remote}: ${state.rolledBack} rolled back; ${describeState(state)}`);
      break;
    }
    case 'preview':
      if (!argument) fail('Say which version: preview <version>.');
      console.log(await previewLink(argument));
      break;
    case 'list': {
      const { mine, audit } = await registry();
      console.log(`${remote}: ${describeState(mine)}`);
      for (const r of mine.releases) console.log(`  ${r.version}  released ${r.releasedAt} by ${r.releasedBy}`);
      for (const a of audit.slice(0, 10)) {
        console.log(
          `  ${a.at}  ${a.action} ${a.version ?? ''}${a.share ? ` ${a.share} %` : ''} by ${a.actor}${a.reason ? `: ${a.reason}` : ''}`,
        );
      }
      break;
    }
    default:
      fail(`Unknown command ${command}: release, canary, promote, rollback, preview or list.`);
  }
} catch (error) {
  fail((error as Error).message);
}
