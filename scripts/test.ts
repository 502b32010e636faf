/**
 * `npm test`: makes sure Chromium and Firefox ESR are there, then typecheck, lint, every workspace's
 * unit tests, production builds, the e2e suite against them in Chromium and its smoke suite in
 * Firefox. Stops at the first failing step.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PATH } from '@hl/tooling/chromium';
import { FIREFOX_PATH } from '@hl/tooling/firefox';

function run(title: string, command: string) {
  console.log(`\n▶ ${title}: ${command}`);
  const started = Date.now();
  execSync(command, { stdio: 'inherit' });
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Installs a Debian browser package when its binary is missing (as root), or says how to. */
function ensureBrowser(binary: string, debianPackage: string, setting: string) {
  if (fs.existsSync(binary)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    run(
      `install ${debianPackage}`,
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`,
    );
    return;
  }
  console.error(
    `No ${debianPackage} at ${binary}. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${debianPackage}\n` +
      `or set ${setting} to another binary of it.`,
  );
  process.exit(1);
}

try {
  ensureBrowser(CHROMIUM_PATH, 'chromium', 'CHROMIUM_PATH');
  ensureBrowser(FIREFOX_PATH, 'firefox-esr', 'FIREFOX_PATH');
  run('typecheck', 'npm run typecheck');
  run('lint', 'npm run lint');
  run('licences of production dependencies', 'npm run licenses');
  run('unit tests', 'npm run test:unit');
  run('production builds', 'npm run build');
  run('calculators bundle budget (35 KB gzip)', 'npm run size -w mf-calculators -- 35');
  run('knowledge first-render budget (45 KB gzip)', 'npm run size -w mf-knowledge -- 45');
  run('tracker budget (8 KB gzip)', 'npm run size -w mf-analytics -- 8');
  run('JavaScript before the first screen is interactive (110 KB gzip)', 'npm run size -w shell -- 110');
  run('e2e', 'npm run test:e2e');
  run('e2e smoke in Firefox', 'npm run test:firefox -w e2e');
} catch {
  process.exit(1);
}
