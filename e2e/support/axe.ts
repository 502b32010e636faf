import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Every axe rule that applies to the site: WCAG 2.0-2.2 A and AA (target-size among them), axe's
 * best practices and its experimental rules (label-content-name-mismatch is one). axe-core is
 * MPL-2.0: a devDependency of this suite only, it never ships (tooling/src/check-licenses.ts checks
 * production dependencies).
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

/** Fails with each violation's rule, impact and elements: zero violations of any impact. */
export async function expectNoAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
  );
  expect(found, `axe on ${what}`).toEqual([]);
}
