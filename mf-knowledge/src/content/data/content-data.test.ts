import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { banks } from '@hl/shared/banks';
import { firstHomeFinance, formatDay, formatPercent, primeRate, transferDutyTable } from '@hl/shared/figures';
import { transferBill, transferDuty } from '@hl/shared/finance';
import { banksPerApplication, site } from '@hl/shared/site';
import { describe, expect, it } from 'vitest';
import { compileFaqAnswer } from '../../../scripts/build-content.ts';
import { EMAIL, PHONE } from '../../../scripts/content-checks.ts';
import { rand as articleRand } from '../../../scripts/placeholders.ts';
import { AUTHOR_KEYS } from '../articles/schema.ts';
import { faqs as generatedFaqs } from '../generated/faqs.ts';
import { authors } from './authors.ts';
import { categories, categoryImages, filterableCategories } from './category-images.ts';
import { faqs } from './faqs.ts';
import * as index from './index.ts';
import { partners } from './partners.ts';
import {
  authorSchema,
  bankSchema,
  FAQ_CATEGORIES,
  faqSchema,
  partnersSchema,
  serviceSchema,
  teamMemberSchema,
  testimonialSchema,
  whyUsSchema,
} from './schemas.ts';
import { services } from './services.ts';
import { team } from './team.ts';
import { testimonials } from './testimonials.ts';
import { whyUs } from './why-us.ts';

const here = dirname(fileURLToPath(import.meta.url));
const knowledgeAssets = join(here, '../../assets');
const bankAssets = join(here, '../../../../shared/assets/banks');

/** The text of a bundled asset URL: vitest inlines small files as data: URIs. */
function inlinedText(url: string): string | undefined {
  const match = /^data:image\/svg\+xml(;base64)?,(.*)$/s.exec(url);
  if (!match) return undefined;
  const [, base64, body = ''] = match;
  return base64 ? Buffer.from(body, 'base64').toString('utf8') : decodeURIComponent(body);
}

const titleOf = (svg: string) => /<title>([^<]*)<\/title>/.exec(svg)?.[1]?.trim();

/** The asset URL points at `file` (same <title> when inlined, same file name otherwise). */
function expectAssetIs(url: string, file: string) {
  expect(existsSync(file), `${file} exists`).toBe(true);
  const inlined = inlinedText(url);
  if (inlined === undefined) {
    const stem = (file.split('/').pop() ?? '').replace(/\.svg$/, '');
    expect(url).toContain(stem);
  } else {
    expect(titleOf(inlined)).toBe(titleOf(readFileSync(file, 'utf8')));
  }
}

/** Checks an SVG file: an svg root with a viewBox and a non-empty <title>, nothing scripted or external. */
function expectCleanSvg(file: string, viewBox: string) {
  const svg = readFileSync(file, 'utf8');
  expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(svg, file).toContain(`viewBox="${viewBox}"`);
  expect(titleOf(svg), file).toBeTruthy();
  expect(svg, file).not.toMatch(/<script|<image|href=|on\w+=/i);
  expect(svg.length, file).toBeLessThan(6000);
}

describe('authors', () => {
  it('has exactly the four desks the article front matter names', () => {
    expect(Object.keys(authors).sort()).toEqual([...AUTHOR_KEYS].sort());
    expect(authors.editorial.name).toBe('The Editorial Team');
    expect(authors['rates-desk'].name).toBe('The Rates Desk');
    expect(authors['first-time-desk'].name).toBe('The First-Time Buyer Desk');
    expect(authors['legal-desk'].name).toBe('The Transfers & Legal Desk');
  });

  it.each(Object.entries(authors))('%s passes its schema and has its avatar', (key, author) => {
    expect(authorSchema.parse(author)).toEqual(author);
    const sentences = author.bio.split(/(?<=[.!?])\s+/).filter(Boolean);
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(2);
    const file = join(knowledgeAssets, 'authors', `${key}.svg`);
    expectAssetIs(author.avatar, file);
    expectCleanSvg(file, '0 0 96 96');
  });
});

/** An answer as visitors read it: its figures computed by the content build. */
const answerOf = (id: string) => generatedFaqs.find((faq) => faq.id === id)?.answer ?? '';

describe('faqs', () => {
  it('every FAQ passes its schema', () => {
    for (const faq of faqs) expect(faqSchema.parse(faq)).toEqual(faq);
  });

  it.each(FAQ_CATEGORIES)('the %s tab has at least 8 questions', (category) => {
    expect(faqs.filter((f) => f.category === category).length).toBeGreaterThanOrEqual(8);
  });

  it('ids and questions are unique', () => {
    expect(new Set(faqs.map((f) => f.id)).size).toBe(faqs.length);
    expect(new Set(faqs.map((f) => f.question.toLowerCase())).size).toBe(faqs.length);
  });

  it('visitors read the transfer duty answer with the table in force, computed', () => {
    const duty = answerOf('educate-transfer-duty');
    expect(duty).toContain(articleRand(transferDutyTable.value[0]?.upTo ?? 0));
    expect(duty).toContain(articleRand(transferDuty(1_800_000)));
    expect(faqs.find((f) => f.id === 'educate-transfer-duty')?.answer).toContain('{{duty price=1800000}}');
  });

  it('names as lenders exactly the configured partner list, and no other bank anywhere', () => {
    const answer = faqs.find((f) => f.id === 'general-banks')?.answer ?? '';
    for (const bank of banks) expect(answer).toContain(bank.name);
    // The lenders shown are among the banks one application reaches, in the one count the site states.
    expect(answer).toMatch(new RegExp(`^Up to ${banksPerApplication} banks and lenders, among them `));
    const configured = new Set(banks.map((b) => b.name));
    const OTHER_BANKS =
      /\b(?:Absa|FNB|First National Bank|Nedbank|Standard Bank|Investec|Capitec|SA Home Loans|African Bank|TymeBank|Discovery Bank|Old Mutual|Bidvest Bank|Sasfin|Access Bank|Ithala|Mercantile|Grindrod|RMB|Rand Merchant Bank)\b/g;
    for (const faq of faqs) {
      for (const [name] of faq.answer.matchAll(OTHER_BANKS)) {
        expect(configured.has(name), `${faq.id} names ${name}`).toBe(true);
        expect(faq.id, `${name} named outside the lenders answer`).toBe('general-banks');
      }
    }
  });

  it('passes the content checks and computes every figure, as the build runs them', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(faqs.flatMap((faq) => compileFaqAnswer(faq, today).problems)).toEqual([]);
    for (const faq of generatedFaqs) expect(faq.answer, faq.id).not.toMatch(/\{\{|\}\}/);
  });

  it('quotes prime with its date and the First Home Finance range from the dated figures', () => {
    const rates = answerOf('educate-interest-rates');
    expect(rates).toContain(
      `prime has been ${formatPercent(primeRate.value)} since ${formatDay(primeRate.appliesFrom)}`,
    );
    const { subsidyMin, subsidyMax } = firstHomeFinance.value;
    expect(answerOf('educate-first-home-finance')).toContain(
      `from ${articleRand(subsidyMin)} to ${articleRand(subsidyMax)}`,
    );
  });

  it('the upfront-costs answer gives the share of the price the article on bond and transfer costs gives', () => {
    const bill = transferBill({ price: 1_500_000, bond: 1_350_000 });
    expect(answerOf('educate-upfront-costs')).toContain(
      `about ${Math.round((bill.total / 1_500_000) * 100)}% of the price`,
    );
    expect(faqs.find((f) => f.id === 'educate-upfront-costs')?.answer).toContain(
      '{{upfront.share price=1500000 bond=1350000 round=whole}}',
    );
  });

  it('covers VAT instead of transfer duty and NHBRC enrolment in the build tab', () => {
    const build = faqs
      .filter((f) => f.category === 'build')
      .map((f) => f.answer)
      .join(' ');
    expect(build).toContain('VAT');
    expect(build).toContain('NHBRC');
    expect(build).toMatch(/progress payment/i);
  });
});

describe('testimonials', () => {
  it('has at least 9, each passing its schema, with unique ids', () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(9);
    for (const t of testimonials) expect(testimonialSchema.parse(t)).toEqual(t);
    expect(new Set(testimonials.map((t) => t._id)).size).toBe(testimonials.length);
  });

  it('features exactly the first three', () => {
    expect(testimonials.map((t) => t.featured)).toEqual(testimonials.map((_, i) => i < 3));
  });

  it('rates 1 to 5 and carries no photo', () => {
    for (const t of testimonials) {
      expect(Number.isInteger(t.rating) && t.rating >= 1 && t.rating <= 5).toBe(true);
      expect(t.image).toBe('');
    }
  });
});

describe('team', () => {
  it('has 5 members passing their schema with unique ids', () => {
    expect(team).toHaveLength(5);
    for (const m of team) expect(teamMemberSchema.parse(m)).toEqual(m);
    expect(new Set(team.map((m) => m.id)).size).toBe(5);
  });

  it('fills every field', () => {
    for (const m of team) {
      for (const field of [m.name, m.position, m.experience, m.specialization, m.bio, m.image]) {
        expect(field.trim()).not.toBe('');
      }
      expect(m.qualifications.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('has at least one member with more than two qualifications (the "+N more" badge)', () => {
    expect(team.some((m) => m.qualifications.length > 2)).toBe(true);
  });

  it('uses the project’s own avatar files', () => {
    for (const m of team) {
      const file = join(knowledgeAssets, 'team', `${m.id}.svg`);
      expectAssetIs(m.image, file);
      expectCleanSvg(file, '0 0 160 160');
    }
  });
});

describe('services', () => {
  it('are the six named cards in order, each with 4 features', () => {
    expect(services.map((s) => s.title)).toEqual([
      'Bond Origination',
      'Fast-Track Applications',
      'Personal Consultation',
      'Investment Properties',
      'First-Time Buyers',
      '24/7 Support',
    ]);
    for (const s of services) {
      expect(serviceSchema.parse(s)).toEqual(s);
      expect(s.features).toHaveLength(4);
    }
    expect(new Set(services.map((s) => s.id)).size).toBe(6);
    expect(new Set(services.map((s) => s.icon)).size).toBe(6);
  });
});

describe('why us', () => {
  it('passes its schema', () => {
    expect(whyUsSchema.parse(whyUs)).toEqual(whyUs);
  });

  it('has the four named values', () => {
    expect(whyUs.values.map((v) => v.title)).toEqual(['Transparency', 'Integrity', 'Excellence', 'Accessibility']);
  });

  it('has 4 stat cards and 4 differentiators', () => {
    expect(whyUs.stats).toHaveLength(4);
    expect(whyUs.differentiators).toHaveLength(4);
  });

  it('carries the confirmed marketing claims of the site configuration in its stat strip, and no other figure', () => {
    const { claims } = site;
    expect(whyUs.statStrip.map((s) => s.value)).toEqual([
      claims.yearsExperience.value,
      claims.approvalRate.value,
      claims.responseTime.value.short,
      claims.betterRates.value.short,
      `Up to ${banksPerApplication}`,
    ]);
    expect(whyUs.stats.find((s) => s.label === 'Banks compete')?.value).toBe(`Up to ${banksPerApplication}`);
  });
});

describe('partners', () => {
  it('passes its schema with 4 benefit cards', () => {
    expect(partnersSchema.parse(partners)).toEqual(partners);
    expect(partners.benefits).toHaveLength(4);
  });

  it('takes its stat strip from the site configuration’s confirmed claims', () => {
    expect(partners.statStrip).toEqual([
      { value: `Up to ${banksPerApplication}`, label: 'Banks per application' },
      { value: site.claims.approvalRate.value, label: 'Approval rate' },
      { value: site.claims.betterRates.value.short, label: 'Better rates negotiated' },
    ]);
  });
});

describe('banks', () => {
  const expected = {
    Absa: 'absa',
    FNB: 'fnb',
    Nedbank: 'nedbank',
    'Standard Bank': 'standard-bank',
    Investec: 'investec',
    Capitec: 'capitec',
    'SA Home Loans': 'sa-home-loans',
  } as const;

  it('are the seven banks, each passing its schema', () => {
    expect(banks.map((b) => b.name)).toEqual(Object.keys(expected));
    for (const b of banks) expect(bankSchema.parse(b)).toEqual(b);
  });

  it.each(Object.entries(expected))('%s has its own plain wordmark SVG file', (name, stem) => {
    const bank = banks.find((b) => b.name === name);
    if (!bank) throw new Error(`${name} is missing from banks`);
    const file = join(bankAssets, `${stem}.svg`);
    expectAssetIs(bank.logo, file);
    expectCleanSvg(file, '0 0 160 48');
    const svg = readFileSync(file, 'utf8');
    // One neutral dark colour, the name set as text.
    const colours = new Set(svg.match(/#[0-9a-f]{3,6}\b/gi)?.map((c) => c.toLowerCase()));
    expect([...colours]).toEqual(['#1f2937']);
    expect(svg).toContain(`>${name}</text>`);
  });

  it('has no stray files in the logo folder', () => {
    expect(readdirSync(bankAssets).sort()).toEqual(
      Object.values(expected)
        .map((s) => `${s}.svg`)
        .sort(),
    );
  });
});

describe('category images', () => {
  it('lists the article categories, the five filters first in their required order', () => {
    expect(categories.at(-1)).toBe('Financial Planning');
    expect([...filterableCategories]).toEqual([
      'First-Time Property Buyers',
      'Home Loan Interest Rates South Africa',
      'Bond & Transfer Costs',
      'South African Property Buying Tips',
      'Home Finance Planning',
    ]);
    expect(Object.keys(categoryImages).sort()).toEqual([...categories].sort());
  });

  it.each([...categories])('%s has its own illustration', (category) => {
    const stem = category
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const file = join(knowledgeAssets, 'categories', `${stem}.svg`);
    expectAssetIs(categoryImages[category], file);
    expectCleanSvg(file, '0 0 800 450');
  });
});

describe('all content', () => {
  const articlesDir = join(here, '../../../content/articles');
  const dataSources = readdirSync(here)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => ({ name: f, text: readFileSync(join(here, f), 'utf8') }));
  const contentFiles = [
    ...readdirSync(articlesDir)
      .filter((f) => f.endsWith('.md'))
      .map((f) => ({ name: f, text: readFileSync(join(articlesDir, f), 'utf8') })),
    ...dataSources,
    ...faqs.map((f) => ({ name: `faq ${f.id}`, text: `${f.question} ${f.answer}` })),
  ];

  it('holds no phone number or e-mail address: contact details come from the site configuration', () => {
    const found = contentFiles.flatMap(({ name, text }) =>
      [...text.matchAll(new RegExp(EMAIL.source, 'g')), ...text.matchAll(new RegExp(PHONE.source, 'g'))].map(
        (m) => `${name}: ${m[0]}`,
      ),
    );
    expect(found).toEqual([]);
    // The patterns find what they must (so an empty result means something).
    expect(EMAIL.test(site.email)).toBe(true);
    expect(PHONE.test(site.phone.display)).toBe(true);
    expect(PHONE.test('+27 10 500 4400')).toBe(true);
    expect(PHONE.test('R1 210 000')).toBe(false);
  });

  it('writes no marketing claim into a data module: the figures are read from site.claims', () => {
    const literals = Object.values(site.claims)
      .flatMap((v): unknown[] => (typeof v === 'object' ? Object.values(v) : [v]))
      .filter((v): v is string => typeof v === 'string');
    const escapeRegExp = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const found = dataSources.flatMap(({ name, text }) =>
      literals
        .filter((claim) => new RegExp(`(?<![\\d.,])${escapeRegExp(claim)}`).test(text))
        .map((c) => `${name}: ${c}`),
    );
    expect(found).toEqual([]);
  });

  const everything = {
    authors,
    faqs,
    testimonials,
    team: team.map(({ image: _image, ...rest }) => rest),
    services,
    whyUs,
    partners,
    banks: banks.map(({ logo: _logo, ...rest }) => rest),
  };

  it('contains no placeholder text', () => {
    const text = JSON.stringify({ ...everything, authors: Object.values(authors).map(({ avatar: _a, ...r }) => r) });
    expect(text).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|xxx|placeholder|\bFIXME\b|example\.com/i);
  });

  it('index re-exports every collection', () => {
    expect(index.authors).toBe(authors);
    // The FAQs visitors read: the build's, with their figures computed.
    expect(index.faqs).toBe(generatedFaqs);
    expect(index.testimonials).toBe(testimonials);
    expect(index.team).toBe(team);
    expect(index.services).toBe(services);
    expect(index.whyUs).toBe(whyUs);
    expect(index.partners).toBe(partners);
    expect(index.banks).toBe(banks);
    expect(index.categoryImages).toBe(categoryImages);
    expect(index.categories).toBe(categories);
  });

  it('data files import only types from the schemas, never zod', () => {
    const dataFiles = readdirSync(here).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'schemas.ts',
    );
    expect(dataFiles.length).toBeGreaterThanOrEqual(9);
    for (const f of dataFiles) {
      const source = readFileSync(join(here, f), 'utf8');
      expect(source, f).not.toMatch(/from ['"]zod['"]/);
      for (const line of source
        .split('\n')
        .filter((l) => /from '\.\/schemas\.ts'/.test(l) || /^\s*\} from '\.\/schemas\.ts'/.test(l))) {
        expect(line, f).toMatch(/^(import|export) type|^\} from/);
      }
      // Multi-line re-exports of schemas must be `export type { ... }`.
      expect(source, f).not.toMatch(/(?:^|\n)(?:import|export) \{[^}]*\} from '\.\/schemas\.ts'/);
    }
  });
});
