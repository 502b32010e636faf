import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '@hl/tooling/stack';

/** The calculators section's heading, which a variant changes so a test sees which build runs. */
export const CALCULATORS_HEADING = 'Home Loan Calculators';

/**
 * Builds the calculators remote with its heading changed to `heading`, as its team would after an
 * edit: a scratch copy of the workspace in `workdir` (beside the real one, so its package imports
 * resolve), a production build, and resolves with its dist/. `version` stamps the build
 * (HL_BUILD_VERSION), as a release names it.
 */
export function buildCalculatorsVariant(workdir: string, heading: string, version?: string): string {
  for (const entry of ['src', 'rspack.config.ts', 'package.json']) {
    fs.cpSync(path.join(ROOT, 'mf-calculators', entry), path.join(workdir, entry), { recursive: true });
  }
  const component = path.join(workdir, 'src/components/CalculatorsSection.tsx');
  const source = fs.readFileSync(component, 'utf8');
  if (!source.includes(CALCULATORS_HEADING)) throw new Error(`${component} no longer says "${CALCULATORS_HEADING}"`);
  fs.writeFileSync(component, source.replace(CALCULATORS_HEADING, heading));
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--mode', 'production'],
    { cwd: workdir, stdio: 'ignore', env: { ...process.env, ...(version ? { HL_BUILD_VERSION: version } : {}) } },
  );
  return path.join(workdir, 'dist');
}
