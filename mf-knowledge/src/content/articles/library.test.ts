// @vitest-environment node
/**
 * Content tests over the real library in content/articles: the same compiler the build runs, plus
 * checks of the library as a whole (topics, featured selection, order, transfer-duty figures).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
import { articlePath, idFromSlugId, slugify } from './slug.ts';
import type { ArticleCategory } from './types.ts';

const ARTICLES_DIR = fileURLToPath(new URL('../../../content/articles', import.meta.url));
const files = readdirSync(ARTICLES_DIR)
  .filter((name) => name.endsWith('.md'))
  .sort();
const { articles, problems } = analyseArticles({ articlesDir: ARTICLES_DIR });
const byId = new Map(articles.map((a) => [a.frontMatter.id, a]));

/**
 * The spec's "Article topics in the library" (44) plus the two extra topics of the allocation,
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
  { topic: 'Hidden homeownership costs', id: '52', category: 'Bond & Transfer Costs', words: /hidden|cost/i },
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
  { topic: 'Smart home tech', id: '4', category: 'South African Property Buying Tips', words: /smart/i },
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
  { topic: 'Sustainable living', id: '61', category: 'South African Property Buying Tips', words: /sustainab/i },
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
// Transfer duty, table in force from 1 April 2025.

const DUTY_BANDS: ReadonlyArray<{ above: number; base: number; rate: number }> = [
  { above: 13_310_000, base: 1_241_456, rate: 0.13 },
  { above: 2_994_800, base: 106_784, rate: 0.11 },
  { above: 2_329_300, base: 53_544, rate: 0.08 },
  { above: 1_663_800, base: 13_614, rate: 0.06 },
  { above: 1_210_000, base: 0, rate: 0.03 },
];

function transferDuty(price: number): number {
  const band = DUTY_BANDS.find((b) => price > b.above);
  return band ? Math.round(band.base + band.rate * (price - band.above)) : 0;
}

const RAND = String.raw`R\s?(\d{1,3}(?:[ ,]\d{3})+|\d+)(?:\.(\d+))?(?:\s?(million|m)\b)?`;

function randValue(digits: string, decimals = '', unit = ''): number {
  const whole = Number(digits.replace(/[ ,]/g, ''));
  const value = Number(`${whole}.${decimals || '0'}`);
  return unit ? value * 1_000_000 : value;
}

function randsIn(text: string): number[] {
  return [...text.matchAll(new RegExp(RAND, 'gi'))].map((m) => randValue(m[1] ?? '', m[2], m[3]));
}

/** A body's lines without bold markers and with [text](target) links reduced to their text. */
function plainLines(body: string): string[] {
  return body
    .replace(/\*\*/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split('\n');
}

/** A table row stays whole; a paragraph or list item splits into sentences (also at semicolons). */
function splitLine(line: string): string[] {
  const units = line.trim().startsWith('|') ? [line] : line.split(/(?<=[.!?;])\s+(?=\S)/);
  return units.filter((u) => u.trim());
}

function unitsOf(body: string): string[] {
  return plainLines(body).flatMap(splitLine);
}

const OLD_MARKER =
  /\b(?:old|older|previous(?:ly)?|earlier|former(?:ly)?|used to|outdated|superseded|no longer|until|before|prior|was|were|2023|2024)\b/i;
const OLD_THRESHOLD = /R?\s?1[ ,]100[ ,]000\b|R\s?1[.,]1\s?(?:million|m)\b/i;
const THRESHOLD_WORDS =
  /exempt|threshold|up to|below|under|first R|not exceed|0%|no (?:transfer )?duty|duty-free|free of duty/i;
/** Band limits and amounts found only in the older tables. */
const OLD_TABLE_FIGURES =
  /1[ ,]525[ ,]000|1[ ,]512[ ,]500|2[ ,]117[ ,]500|2[ ,]722[ ,]500|12[ ,]100[ ,]000|R\s?12[ ,]375\b|R\s?37[ ,]875\b|R\s?86[ ,]275\b|R\s?1[ ,]317[ ,]400\b/;

interface DutyClaim {
  unit: string;
  price: number;
  duty: number;
  approximate: boolean;
}

/** Explicit statements "R{price} … pays R{duty}", "duty on a R{price} home is R{duty}", "R{duty} at R{price}", "R{price} pays no duty". */
function dutyClaims(body: string): DutyClaim[] {
  const claims: DutyClaim[] = [];
  const about = '(about |roughly |around |approximately |some |just over |just under )?';
  const patterns: Array<{ re: RegExp; price: number; duty: number | 'zero' }> = [
    { re: new RegExp(`${RAND}[^.;:]{0,40}?\\bpays? ${about}${RAND}`, 'gi'), price: 0, duty: 4 },
    {
      re: new RegExp(
        `duty (?:on|for) (?:a |an )?${RAND}[^.;:]{0,30}?\\b(?:is|of|comes to|would be|works out (?:to|at)|=) ${about}${RAND}`,
        'gi',
      ),
      price: 0,
      duty: 4,
    },
    {
      re: new RegExp(`${RAND}[^.;:]{0,40}?\\b(?:transfer )?duty (?:of|is|comes to|would be) ${about}${RAND}`, 'gi'),
      price: 0,
      duty: 4,
    },
    { re: new RegExp(`${about}${RAND} (?:at|on|for) (?:a |an )?${RAND}`, 'gi'), price: 4, duty: 1 },
    {
      re: new RegExp(`${RAND}[^.;:]{0,40}?\\b(?:pays?|attracts?) no (?:transfer )?duty`, 'gi'),
      price: 0,
      duty: 'zero',
    },
    { re: new RegExp(`at ${RAND},? you pay no (?:transfer )?duty`, 'gi'), price: 0, duty: 'zero' },
  ];
  // Sentences of the paragraphs, list items and table rows that speak of duty.
  const units = plainLines(body)
    .filter((line) => /duty/i.test(line))
    .flatMap(splitLine);
  for (const unit of units) {
    for (const { re, price, duty } of patterns) {
      for (const m of unit.matchAll(re)) {
        // Groups: a RAND is 3 groups (digits, decimals, unit); `about` is 1 group.
        const g = (i: number) => m[i] ?? '';
        const priceValue = price === 0 ? randValue(g(1), g(2), g(3)) : randValue(g(5), g(6), g(7));
        if (duty === 'zero') {
          claims.push({ unit, price: priceValue, duty: 0, approximate: false });
        } else if (price === 0) {
          claims.push({ unit, price: priceValue, duty: randValue(g(5), g(6), g(7)), approximate: g(4) !== '' });
        } else {
          claims.push({ unit, price: priceValue, duty: randValue(g(2), g(3), g(4)), approximate: g(1) !== '' });
        }
      }
    }
  }
  // A claim only makes sense for a home price and a smaller duty.
  return claims.filter((c) => c.price >= 300_000 && c.duty < c.price);
}

/** Rows of markdown tables whose header has a price/value column and a transfer-duty column. */
function dutyTableRows(body: string): Array<{ row: string; price: number; duty: number }> {
  const rows: Array<{ row: string; price: number; duty: number }> = [];
  const lines = body.split('\n');
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim().replace(/\*\*/g, ''));
  for (let i = 0; i + 1 < lines.length; i += 1) {
    const header = lines[i] ?? '';
    if (!header.trim().startsWith('|') || !/^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '')) continue;
    const heads = cells(header);
    const priceCol = heads.findIndex((h) => /price|value/i.test(h) && !/duty/i.test(h));
    const dutyCol = heads.findIndex((h) => /^(?:transfer )?duty\b/i.test(h) || /transfer duty/i.test(h));
    if (priceCol < 0 || dutyCol < 0 || priceCol === dutyCol) continue;
    for (let j = i + 2; j < lines.length && (lines[j] ?? '').trim().startsWith('|'); j += 1) {
      const row = cells(lines[j] ?? '');
      const prices = randsIn(row[priceCol] ?? '');
      const dutyCell = row[dutyCol] ?? '';
      const duties = /^(?:nil|none|no duty|R?0|0%)$/i.test(dutyCell) ? [0] : randsIn(dutyCell);
      if (prices.length === 1 && duties.length === 1 && !/%/.test(dutyCell.replace(/^0%$/, ''))) {
        rows.push({ row: lines[j] ?? '', price: prices[0] ?? 0, duty: duties[0] ?? 0 });
      }
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------

describe('the article library', () => {
  it('compiles with no problems (what `npm run content` checks)', () => {
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
      expect(idFromSlugId(slugId)).toBe(id);
      // What the router does: the id read from the URL finds this very article.
      expect(byId.get(idFromSlugId(slugId))).toBe(a);
    }
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

describe('transfer duty figures match the table in force from 1 April 2025', () => {
  it('the table reproduces the published example (R1,800,000 pays R21,786)', () => {
    expect(transferDuty(1_210_000)).toBe(0);
    expect(transferDuty(1_500_000)).toBe(8_700);
    expect(transferDuty(1_800_000)).toBe(21_786);
    expect(transferDuty(3_500_000)).toBe(162_356);
  });

  it('the checks below catch wrong figures (checked on sample sentences)', () => {
    const oldAsCurrent = (text: string) =>
      unitsOf(text).some((u) => OLD_THRESHOLD.test(u) && THRESHOLD_WORDS.test(u) && !OLD_MARKER.test(u));
    expect(oldAsCurrent('Homes up to R1,100,000 pay no transfer duty.')).toBe(true);
    expect(oldAsCurrent('The exemption threshold is R1.1 million.')).toBe(true);
    expect(oldAsCurrent('The previous table exempted homes up to R1,100,000.')).toBe(false);
    expect(oldAsCurrent('Homes up to R1,210,000 pay no transfer duty.')).toBe(false);
    expect(OLD_TABLE_FIGURES.test('| R1,100,001 to R1,512,500 | 3% |')).toBe(true);
    const claims = dutyClaims(
      'On a R1,800,000 home the transfer duty is R19,000. A R1,300,000 home pays R2,700 in duty.',
    );
    expect(claims.map((c) => [c.price, c.duty, transferDuty(c.price)])).toEqual([
      [1_800_000, 19_000, 21_786],
      [1_300_000, 2_700, 2_700],
    ]);
    const rows = dutyTableRows('| Price | Transfer duty |\n|---|---|\n| R1,800,000 | R19,000 |\n| R1,000,000 | R0 |');
    expect(rows.map((r) => [r.price, r.duty])).toEqual([
      [1_800_000, 19_000],
      [1_000_000, 0],
    ]);
  });

  it('no article states the old exemption threshold (about R1,100,000) as current', () => {
    const stated = articles.flatMap((a) =>
      unitsOf(a.body)
        .filter((u) => OLD_THRESHOLD.test(u) && THRESHOLD_WORDS.test(u) && !OLD_MARKER.test(u))
        .map((u) => `${a.file}: ${u.trim()}`),
    );
    expect(stated).toEqual([]);
  });

  it('no article quotes a band limit or amount of the older tables without saying it is old', () => {
    const stated = articles.flatMap((a) =>
      unitsOf(a.body)
        .filter((u) => OLD_TABLE_FIGURES.test(u) && !OLD_MARKER.test(u))
        .map((u) => `${a.file}: ${u.trim()}`),
    );
    expect(stated).toEqual([]);
  });

  it('the transfer duty and the bond and transfer costs articles give the R1,210,000 threshold', () => {
    for (const id of ['18', '2']) {
      const article = byId.get(id);
      expect(article, `article ${id}`).toBeDefined();
      expect(article?.body).toMatch(/R1,210,000/);
    }
  });

  it('every transfer-duty table row (price → duty) matches the 2025 table', () => {
    const wrong = articles.flatMap((a) =>
      dutyTableRows(a.body)
        .filter((r) => Math.abs(r.duty - transferDuty(r.price)) > 1)
        .map((r) => `${a.file}: ${r.row.trim()} (2025 table: R${transferDuty(r.price).toLocaleString('en-US')})`),
    );
    expect(wrong).toEqual([]);
  });

  it('every stated "R{price} pays R{duty}" figure matches the 2025 table', () => {
    const wrong = articles.flatMap((a) =>
      dutyClaims(a.body)
        .filter((c) => {
          const expected = transferDuty(c.price);
          const tolerance = c.approximate ? Math.max(100, expected * 0.03) : 1;
          return Math.abs(c.duty - expected) > tolerance;
        })
        .map((c) => `${a.file}: "${c.unit.trim()}" (R${c.price} pays R${transferDuty(c.price)})`),
    );
    expect(wrong).toEqual([]);
  });
});
