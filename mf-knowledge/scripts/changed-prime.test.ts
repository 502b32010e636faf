// @vitest-environment node
/**
 * The one-source promise, tested: the content build is run over the real library and FAQs with a
 * different prime (a decision two points up, as if the Reserve Bank had just moved), and every
 * article and answer that quotes today's rate changes with it, while the rest do not. What it is
 * compared with is the build with the real figures (`npm run content`, which runs before the tests).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as Figures from '@hl/shared/figures';
import { formatPercent } from '@hl/shared/figures';
import { describe, expect, it, vi } from 'vitest';
import { faqs as realFaqs } from '../src/content/generated/faqs.ts';
import { analyseArticles, compileFaqAnswer } from './build-content.ts';

// Hoisted above the imports with the mock, which reads it.
const { MOVE } = vi.hoisted(() => ({ MOVE: 2 }));

vi.mock('@hl/shared/figures', async (importOriginal) => {
  const real = await importOriginal<typeof Figures>();
  const moved = {
    ...real.latestDecision,
    announced: '2026-11-26',
    effective: '2026-11-27',
    repo: real.latestDecision.repo + MOVE,
  };
  return {
    ...real,
    latestDecision: moved,
    POLICY_RATE_DECISIONS: [...real.POLICY_RATE_DECISIONS, moved],
    decisionOn: (day: string) => (day >= moved.effective ? moved : real.decisionOn(day)),
    repoRate: { ...real.repoRate, value: moved.repo, appliesFrom: moved.effective },
    primeRate: { ...real.primeRate, value: moved.repo + real.PRIME_SPREAD, appliesFrom: moved.effective },
  };
});

const ARTICLES = fileURLToPath(new URL('../content/articles', import.meta.url));
const GENERATED = (id: string) => new URL(`../src/content/generated/articles/${id}.ts`, import.meta.url);

/** The HTML the real build wrote for an article, read back from its module. */
function realHtml(id: string): string {
  const module = readFileSync(GENERATED(id), 'utf8');
  return JSON.parse(/html: ("(?:[^"\\]|\\.)*"),/.exec(module)?.[1] ?? '""') as string;
}

/**
 * Placeholders that read today's rate: prime or repo (or a rate built on them) without a day of
 * their own; the spread is a convention, not the rate.
 */
const READS_TODAYS_RATE = /\{\{(?!prime\.spread)(?=[^}]*\b(?:prime|repo|unsecured-cap)\b)(?![^}]*(?:\bon=|@))[^}]*\}\}/;
const real = await vi.importActual<typeof Figures>('@hl/shared/figures');

describe('changing prime in the one source changes every example', () => {
  const { articles, problems } = analyseArticles({ articlesDir: ARTICLES });

  it('the library still builds with the moved rate', () => {
    expect(problems).toEqual([]);
  });

  it('every article quoting today’s rate gives the new figures, and no other article changes', () => {
    const quoting = articles.filter((article) => READS_TODAYS_RATE.test(article.body));
    expect(quoting.length).toBeGreaterThan(25);
    const newPrime = formatPercent(real.primeRate.value + MOVE);
    for (const article of articles) {
      const changed = article.html !== realHtml(article.frontMatter.id);
      expect(changed, `${article.file} ${changed ? 'changed' : 'did not change'}`).toBe(quoting.includes(article));
      if (/\{\{prime\}\}/.test(article.body)) expect(article.html, article.file).toContain(newPrime);
    }
  });

  it('every FAQ answer quoting today’s rate gives the new figures', async () => {
    const { faqs } = await import('../src/content/data/faqs.ts');
    const quoting = faqs.filter((faq) => READS_TODAYS_RATE.test(faq.answer));
    expect(quoting.length).toBeGreaterThan(0);
    for (const faq of faqs) {
      const moved = compileFaqAnswer(faq, '2026-11-27').answer;
      const real = realFaqs.find((item) => item.id === faq.id)?.answer;
      expect(moved !== real, faq.id).toBe(quoting.includes(faq));
    }
  });
});
