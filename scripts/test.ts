/**
 * `npm test`: makes sure a Chromium is there, then typecheck, lint, every workspace's unit tests,
 * production builds, what they ship against the browser targets, the size budgets, and the e2e
 * suite against them. Stops at the first failing step.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PATH } from '@hl/tooling/chromium';

function run(title: string, command: string) {
  console.log(`\n▶ ${title}: ${command}`);
  const started = Date.now();
  execSync(command, { stdio: 'inherit' });
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    run('install Chromium', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
    return;
  }
  console.error(
    `No Chromium at ${CHROMIUM_PATH}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

try {
  ensureChromium();
  run('typecheck', 'npm run typecheck');
  run('lint', 'npm run lint');
  run('licences of production dependencies', 'npm run licenses');
  run('unit tests', 'npm run test:unit');
  run('production builds', 'npm run build');
  run('browser targets: no shipped built-in or CSS a supported browser lacks', 'npm run browser-targets');
  run('calculators bundle budget (35 KB gzip)', 'npm run size -w mf-calculators -- 35');
  run('knowledge first-render budget (45 KB gzip)', 'npm run size -w mf-knowledge -- 45');
  run('tracker budget (8 KB gzip)', 'npm run size -w mf-analytics -- 8');
  run('JavaScript before the first screen is interactive (110 KB gzip)', 'npm run size -w shell -- 110');
  run('e2e', 'npm run test:e2e');
} catch {
  process.exit(1);
}
