// @vitest-environment node
/**
 * Content tests over the real library in content/articles: the same compiler and content checks
 * the build runs, plus checks of the library as a whole (topics, featured selection, order).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { primeRate, transferDutyTable } from '@hl/shared/figures';
import { formatRand } from '@hl/shared/finance';
import { articleIdFromSlugId, BOND_COSTS_ARTICLE_PATH } from '@hl/shared/site-map';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  analyseArticles,
  type CompiledArticle,
  PLACEHOLDER,
  toArticleSummary,
} from '../../../scripts/build-content.ts';
import { countWords, formatReadTime, readTimeMinutes } from './read-time.ts';
import { articleFrontMatterSchema, articleSummarySchema } from './schema.ts';
import { articlePath, slugify } from './slug.ts';
import type { ArticleCategory } from './types.ts';

const ARTICLES_DIR = fileURLToPath(new URL('../../../content/articles', import.meta.url));
const files = readdirSync(ARTICLES_DIR)
  .filter((name) => name.endsWith('.md'))
  .sort();
/** What `npm run content` checks, as of the day the tests run. */
const { articles, problems } = analyseArticles({ articlesDir: ARTICLES_DIR });
const byId = new Map(articles.map((a) => [a.frontMatter.id, a]));

/**
 * The topics of docs/REQUIREMENTS.md#article-topics (44) plus the two extra topics of the allocation,
 * each with the article id that covers it, its category and words its title, excerpt or tags use.
 */
const TOPICS: ReadonlyArray<{ topic: string; id: string; category: ArticleCategory; words: RegExp }> = [
  { topic: 'Negotiating a first home', id: '42', category: 'First-Time Property Buyers', words: /negotiat/i },
  {
    topic: 'Bond originators versus banks',
    id: '45',
    category: 'Home Loan Interest Rates South Africa',
    words: /originator/i,
  },
  { topic: 'Hidden homeownership costs', id: '52', category: 'Home Finance Planning', words: /hidden|cost/i },
  {
    topic: 'Home inspection checklist',
    id: '12',
    category: 'South African Property Buying Tips',
    words: /inspection/i,
  },
  { topic: 'Saving for a deposit', id: '30', category: 'Home Finance Planning', words: /deposit/i },
  { topic: 'FICA documents', id: '1', category: 'First-Time Property Buyers', words: /FICA/i },
  { topic: 'Estate agents', id: '48', category: 'South African Property Buying Tips', words: /agent/i },
  {
    topic: 'Government subsidies such as FLISP',
    id: '49',
    category: 'First-Time Property Buyers',
    words: /FLISP|First Home Finance|subsid/i,
  },
  { topic: 'Deeds office transfer process', id: '14', category: 'Bond & Transfer Costs', words: /transfer/i },
  { topic: 'Smart home tech', id: '4', category: 'Home Finance Planning', words: /smart/i },
  { topic: 'Maintenance', id: '17', category: 'Home Finance Planning', words: /maintenance/i },
  {
    topic: 'Fixed versus variable rates',
    id: '31',
    category: 'Home Loan Interest Rates South Africa',
    words: /fixed[\s\S]*variable|variable[\s\S]*fixed/i,
  },
  { topic: 'Budget renovation', id: '44', category: 'Home Finance Planning', words: /renovat/i },
  {
    topic: 'Overpaying a bond',
    id: '62',
    category: 'Home Loan Interest Rates South Africa',
    words: /overpay|extra (?:re)?payment|pay (?:off|down)/i,
  },
  { topic: 'Single buyers', id: '32', category: 'First-Time Property Buyers', words: /single|on your own/i },
  {
    topic: 'Eco upgrades',
    id: '25',
    category: 'South African Property Buying Tips',
    words: /eco|green|energy|solar/i,
  },
  { topic: 'Moving', id: '13', category: 'South African Property Buying Tips', words: /moving|\bmove/i },
  { topic: 'Affordability', id: '8', category: 'First-Time Property Buyers', words: /afford/i },
  { topic: 'Market timing', id: '28', category: 'South African Property Buying Tips', words: /time|timing/i },
  { topic: 'Family homes', id: '39', category: 'South African Property Buying Tips', words: /famil/i },
  { topic: 'Property as an investment', id: '20', category: 'Home Finance Planning', words: /invest/i },
  { topic: 'Furnishing budget', id: '56', category: 'Home Finance Planning', words: /furnish/i },
  {
    topic: 'Offer to purchase versus deed of sale',
    id: '21',
    category: 'South African Property Buying Tips',
    words: /offer to purchase[\s\S]*deed of sale|deed of sale[\s\S]*offer to purchase/i,
  },
  { topic: 'Sustainable living', id: '61', category: 'Home Finance Planning', words: /sustainab/i },
  {
    topic: 'Community living',
    id: '27',
    category: 'South African Property Buying Tips',
    words: /estate|complex|HOA|body corporate|communit/i,
  },
  {
    topic: 'Home loan top-ups and re-advances',
    id: '38',
    category: 'Home Loan Interest Rates South Africa',
    words: /re-?advance|top-?up/i,
  },
  { topic: 'The repo rate', id: '9', category: 'Home Loan Interest Rates South Africa', words: /repo rate/i },
  {
    topic: 'Negotiating rates',
    id: '64',
    category: 'Home Loan Interest Rates South Africa',
    words: /(?:lower|negotiat)[\s\S]*rate|rate[\s\S]*(?:lower|negotiat)/i,
  },
  {
    topic: 'Rate-rise strategies',
    id: '58',
    category: 'Home Loan Interest Rates South Africa',
    words: /rate (?:rise|hike|increase)|rising (?:interest )?rate|rates? (?:go|goes|rise)/i,
  },
  {
    topic: 'Access bonds and overpayments',
    id: '24',
    category: 'Home Loan Interest Rates South Africa',
    words: /access bond/i,
  },
  { topic: 'Reading loan statements', id: '23', category: 'Home Finance Planning', words: /statement/i },
  { topic: 'Transfer duty', id: '18', category: 'Bond & Transfer Costs', words: /transfer duty/i },
  { topic: 'Attorney roles', id: '34', category: 'Bond & Transfer Costs', words: /attorney|conveyancer/i },
  { topic: 'Deeds office registration', id: '46', category: 'Bond & Transfer Costs', words: /deeds office/i },
  { topic: 'Raising home value', id: '55', category: 'Home Finance Planning', words: /value/i },
  {
    topic: 'Sectional versus full title',
    id: '53',
    category: 'South African Property Buying Tips',
    words: /sectional title[\s\S]*(?:full title|freehold)/i,
  },
  { topic: 'Budgeting', id: '51', category: 'Financial Planning', words: /budget/i },
  { topic: 'Home finance planning', id: '41', category: 'Home Finance Planning', words: /plan/i },
  { topic: 'First-time buyer tips', id: '6', category: 'First-Time Property Buyers', words: /first-time/i },
  {
    topic: 'Bond and transfer costs',
    id: '2',
    category: 'Bond & Transfer Costs',
    words: /bond (?:and|&) transfer cost/i,
  },
  { topic: 'Voetstoots', id: '37', category: 'South African Property Buying Tips', words: /voetstoots/i },
  { topic: 'Repossessed homes', id: '35', category: 'South African Property Buying Tips', words: /repossess/i },
  { topic: 'Rent to own', id: '59', category: 'First-Time Property Buyers', words: /rent[- ]to[- ]own/i },
  {
    topic: 'Area trends',
    id: '5',
    category: 'South African Property Buying Tips',
    words: /area|suburb|neighbourhood/i,
  },
  // The two extra topics of the allocation.
  { topic: 'Bond pre-approval explained', id: '10', category: 'First-Time Property Buyers', words: /pre-?approv/i },
  {
    topic: 'Credit score and credit report before applying',
    id: '16',
    category: 'First-Time Property Buyers',
    words: /credit (?:score|report)/i,
  },
];

function frontMatterOf(text: string): unknown {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---/.exec(text.replace(/^\uFEFF/, ''));
  return match ? parseYaml(match[1] ?? '') : undefined;
}

function describeArticle(a: CompiledArticle): string {
  return `${a.file} (id ${a.frontMatter.id})`;
}

// ---------------------------------------------------------------------------------------------

describe('the article library', () => {
  it('compiles and passes the content checks with no problems (what `npm run content` checks)', () => {
    expect(problems.map((p) => `${p.file}: ${p.message}`)).toEqual([]);
  });

  it('holds at least 46 articles', () => {
    expect(files.length).toBeGreaterThanOrEqual(46);
    expect(articles.length).toBeGreaterThanOrEqual(46);
  });

  it('every front matter passes its schema', () => {
    const failures = files.flatMap((file) => {
      const result = articleFrontMatterSchema.safeParse(frontMatterOf(readFileSync(`${ARTICLES_DIR}/${file}`, 'utf8')));
      return result.success ? [] : result.error.issues.map((i) => `${file}: ${i.path.join('.')}: ${i.message}`);
    });
    expect(failures).toEqual([]);
  });

  it('every ArticleSummary (with the real authors and category images) passes its schema', async () => {
    const { authors } = await import('../data/authors.ts');
    const { categoryImages } = await import('../data/category-images.ts');
    const failures = articles.flatMap((article) => {
      const result = articleSummarySchema.safeParse(toArticleSummary(article, authors, categoryImages));
      return result.success ? [] : result.error.issues.map((i) => `${article.file}: ${i.path.join('.')}: ${i.message}`);
    });
    expect(failures).toEqual([]);
  });

  it.each(TOPICS)('has an article on $topic (id $id)', ({ id, category, words }) => {
    const article = byId.get(id);
    expect(article, `no article with id ${id}`).toBeDefined();
    if (!article) return;
    const fm = article.frontMatter;
    expect(fm.category).toBe(category);
    expect(`${fm.title} ${fm.excerpt} ${fm.tags.join(' ')}`).toMatch(words);
  });

  it('covers the 46 topics with 46 different articles', () => {
    expect(TOPICS).toHaveLength(46);
    expect(new Set(TOPICS.map((t) => t.id)).size).toBe(46);
  });

  it('reading time agrees with the word count and is 5 to 8 minutes', () => {
    const wrong = articles.flatMap((a) => {
      const words = countWords(a.body);
      const minutes = readTimeMinutes(words);
      const errors: string[] = [];
      if (a.words !== words || a.readTime !== formatReadTime(minutes)) {
        errors.push(`${describeArticle(a)}: ${a.readTime} for ${words} words`);
      }
      if (minutes < 5 || minutes > 8) errors.push(`${describeArticle(a)}: ${minutes} min (${words} words)`);
      return errors;
    });
    expect(wrong).toEqual([]);
  });

  it('ids and slugs are unique and round-trip through /articles/{slug}-{id}', () => {
    const ids = articles.map((a) => a.frontMatter.id);
    const slugs = articles.map((a) => a.slug);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const a of articles) {
      const { id, title } = a.frontMatter;
      expect(a.slug).toBe(slugify(title));
      expect(a.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(a.path).toBe(`/articles/${a.slug}-${id}`);
      expect(articlePath({ _id: id, title })).toBe(a.path);
      const slugId = a.path.slice('/articles/'.length);
      expect(articleIdFromSlugId(slugId)).toBe(id);
      // What the router does: the id read from the URL finds this very article.
      expect(byId.get(articleIdFromSlugId(slugId))).toBe(a);
    }
  });

  it('the transfer calculator links the article on bond and transfer costs by that article’s own path', () => {
    expect(byId.get('2')?.path).toBe(BOND_COSTS_ARTICLE_PATH);
  });

  it('the featured selection (first three featured, newest first) is exactly the lowering-rate, hidden-costs and home-inspection articles', () => {
    const featured = articles.filter((a) => a.frontMatter.featured);
    expect(featured.map((a) => a.frontMatter.id)).toEqual(['64', '52', '12']);
    expect(featured.slice(0, 3)).toHaveLength(3);
  });

  it('no article contains placeholder text', () => {
    const found = files.flatMap((file) =>
      [...readFileSync(`${ARTICLES_DIR}/${file}`, 'utf8').matchAll(PLACEHOLDER)].map((m) => `${file}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('is ordered newest first by published_at, within 2024-08-29 to 2025-04-15, a higher id being newer', () => {
    const dates = articles.map((a) => a.frontMatter.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(dates.length);
    expect((dates.at(-1) ?? '') >= '2024-08-29T00:00:00').toBe(true);
    expect((dates[0] ?? '9999') <= '2025-04-15T23:59:59').toBe(true);
    const ids = articles.map((a) => Number(a.frontMatter.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(articles[0]?.frontMatter.id).toBe('64');
    expect(articles[0]?.frontMatter.publishedAt).toBe('2025-04-15T09:00:00');
  });

  it('the compiled HTML has no script, no external link and no leftover markdown link', () => {
    const bad = articles.flatMap((a) =>
      [...a.html.matchAll(/<script|<iframe|href="(?:https?:|\/\/|mailto:|article:)|\]\(article:/gi)].map(
        (m) => `${a.file}: ${m[0]}`,
      ),
    );
    expect(bad).toEqual([]);
  });
});

describe('no two articles cover the same ground', () => {
  it('eco upgrades (25) and sustainable living (61) share no sentence: 25 prices the upgrades, 61 the money around them', () => {
    const sentences = (id: string) =>
      new Set(
        (byId.get(id)?.body ?? '')
          .split(/(?<=[.!?])\s+/)
          .map((sentence) => sentence.trim())
          .filter((sentence) => sentence.split(/\s+/).length >= 8),
      );
    const eco = sentences('25');
    expect([...sentences('61')].filter((sentence) => eco.has(sentence))).toEqual([]);
    expect(byId.get('61')?.body).not.toMatch(/Rough installed cost/);
    expect(byId.get('25')?.body).not.toMatch(/\| How it is financed \|/);
  });
});

describe('figures', () => {
  it('the transfer duty and the bond and transfer costs articles give the duty threshold in force, computed', () => {
    const threshold = formatRand(transferDutyTable.value[0]?.upTo ?? 0);
    for (const id of ['18', '2']) {
      const article = byId.get(id);
      expect(article?.body, `article ${id}`).toContain('{{duty.free-up-to}}');
      expect(article?.html, `article ${id}`).toContain(threshold);
    }
  });

  it('every article quoting prime carries the date of its figures', () => {
    const quoting = articles.filter((a) => /\{\{prime[ }]/.test(a.body));
    expect(quoting.length).toBeGreaterThan(20);
    // "Figures as of": the oldest confirmation among the article's figures, so never after prime's.
    for (const article of quoting)
      expect((article.figuresAsOf ?? '') <= primeRate.lastConfirmed, article.file).toBe(true);
  });
});
