/**
 * `npm test`: makes sure Chromium, Firefox ESR and promtool are there, then typecheck, lint, the
 * alert rules' checks and unit tests, every workspace's unit tests, production builds, what they ship
 * against the browser targets, the size budgets, the e2e suite against them in Chromium and its smoke
 * suite in Firefox. Stops at the first failing step.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from '@hl/tooling/chromium';
import { FIREFOX_PATH } from '@hl/tooling/firefox';

function run(title: string, command: string) {
  console.log(`\n▶ ${title}: ${command}`);
  const started = Date.now();
  execSync(command, { stdio: 'inherit' });
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Promtool, which checks and unit-tests the alert rules (deploy/prometheus/), from Debian's prometheus package. */
const PROMTOOL_PATH = '/usr/bin/promtool';

/**
 * Makes sure a program from a Debian package is there: as root on Debian it installs the package,
 * otherwise it says how (and what to set instead, if anything) and stops.
 */
function ensureDebianPackage(program: string, pkg: string, otherwise = '') {
  if (fs.existsSync(program)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    run(
      `install ${pkg}`,
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${pkg}`,
    );
    return;
  }
  console.error(
    `No ${path.basename(program)} at ${program}. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${pkg}\n${otherwise}`,
  );
  process.exit(1);
}

try {
  ensureDebianPackage(CHROMIUM_PATH, 'chromium', 'or set CHROMIUM_PATH to a Chromium or Chrome binary.');
  ensureDebianPackage(FIREFOX_PATH, 'firefox-esr', 'or set FIREFOX_PATH to a Firefox binary.');
  ensureDebianPackage(PROMTOOL_PATH, 'prometheus');
  run('typecheck', 'npm run typecheck');
  run('lint', 'npm run lint');
  run('alert rules: checked, and their unit tests (promtool)', 'npm run test:alerts');
  run('licences of production dependencies', 'npm run licenses');
  run('unit tests', 'npm run test:unit');
  run('production builds', 'npm run build');
  run('browser targets: no shipped built-in or CSS a supported browser lacks', 'npm run browser-targets');
  run('calculators bundle budget (35 KB gzip)', 'npm run size -w mf-calculators -- 35');
  run('knowledge first-render budget (45 KB gzip)', 'npm run size -w mf-knowledge -- 45');
  run('tracker budget (10 KB gzip, web-vitals included)', 'npm run size -w mf-analytics -- 10');
  run('JavaScript (gzip) and fonts before the first screen is interactive (110 KB)', 'npm run size -w shell -- 110');
  run('e2e', 'npm run test:e2e');
  run('e2e smoke in Firefox', 'npm run test:firefox -w e2e');
} catch {
  process.exit(1);
}
