// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { articleIndexSchema } from '@hl/shared/contracts';
import { formatDay, formatPercent, primeRate } from '@hl/shared/figures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILLER, type FixtureArticle, SENTENCE, writeFixtureArticle } from './article-fixtures.ts';
import {
  analyseArticles,
  type CompiledArticle,
  ContentBuildError,
  compileArticles,
  compileMarkdown,
  jsString,
  main,
  renderArticleIndexJson,
  renderArticleModule,
  renderIndexModule,
  renderLoaderModule,
  toArticleSummary,
  writeGenerated,
} from './build-content.ts';

// ---------------------------------------------------------------------------------------------
// Fixtures: small articles written into a temp folder.

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-fixture-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function writeArticle(article: FixtureArticle): string {
  return writeFixtureArticle(dir, article);
}

function problemsOf(): string[] {
  return analyseArticles({ articlesDir: dir }).problems.map((p) => `${p.file}: ${p.message}`);
}

function expectProblem(file: string, pattern: RegExp): void {
  const problems = problemsOf();
  expect(
    problems.some((p) => p.startsWith(`${file}: `) && pattern.test(p)),
    problems.join('\n'),
  ).toBe(true);
  expect(() => compileArticles({ articlesDir: dir })).toThrow(ContentBuildError);
  expect(() => compileArticles({ articlesDir: dir })).toThrow(file);
}

function html(markdown: string, paths: Record<string, string> = {}): { html: string; problems: string[] } {
  const problems: string[] = [];
  const out = compileMarkdown(markdown, new Map(Object.entries(paths)), (m) => problems.push(m));
  return { html: out, problems };
}

// ---------------------------------------------------------------------------------------------

describe('a valid library', () => {
  it('compiles, newest first, with the derived fields', () => {
    writeArticle({ id: '1', title: 'FICA Documents: What to Bring' });
    writeArticle({ id: '2', title: 'Bond & Transfer Costs Explained', body: `See [FICA](article:1).\n\n${FILLER}` });
    const articles = compileArticles({ articlesDir: dir });
    expect(articles.map((a) => a.frontMatter.id)).toEqual(['2', '1']);
    const [second, first] = articles as [CompiledArticle, CompiledArticle];
    expect(first.slug).toBe('fica-documents-what-to-bring');
    expect(first.path).toBe('/articles/fica-documents-what-to-bring-1');
    expect(second.path).toBe('/articles/bond-transfer-costs-explained-2');
    expect(first.words).toBe(1400);
    expect(first.readTime).toBe('6 min read');
    expect(second.html).toContain('<a href="/articles/fica-documents-what-to-bring-1">FICA</a>');
  });

  it('builds the summary the screens use, with the author object and the category image', () => {
    writeArticle({ id: '7', fields: { author: 'rates-desk', category: '"Home Loan Interest Rates South Africa"' } });
    const [article] = compileArticles({ articlesDir: dir });
    const author = { name: 'The Rates Desk', avatar: '/a.svg', bio: 'Rates.' };
    const summary = toArticleSummary(
      article as CompiledArticle,
      { 'rates-desk': author },
      {
        'Home Loan Interest Rates South Africa': '/rates.svg',
      },
    );
    expect(summary).toEqual({
      _id: '7',
      title: 'Article number 7',
      slug: 'article-number-7',
      path: '/articles/article-number-7-7',
      excerpt: 'A short excerpt for the card.',
      category: 'Home Loan Interest Rates South Africa',
      author,
      readTime: '6 min read',
      tags: ['transfer duty', 'costs'],
      featured: false,
      seoTitle: 'A short SEO title',
      seoDescription: 'A real summary for search results.',
      featuredImage: '/rates.svg',
      published_at: '2024-09-08T09:00:00',
      reviewed_at: '2025-01-10T09:00:00',
    });
  });
});

describe('failure rules: each names the article file and the problem', () => {
  it('schema: an over-long field, naming the field', () => {
    const file = writeArticle({ id: '3', fields: { seoTitle: JSON.stringify('x'.repeat(61)) } });
    expectProblem(file, /field "seoTitle" must be at most 60 characters/);
  });

  it('schema: a missing field', () => {
    const file = writeArticle({ id: '3', fields: { excerpt: null } });
    expectProblem(file, /field "excerpt" is missing/);
  });

  it('schema: an excerpt over 200 and an seoDescription over 160 characters', () => {
    const file = writeArticle({
      id: '3',
      fields: { excerpt: JSON.stringify('a'.repeat(201)), seoDescription: JSON.stringify('b'.repeat(161)) },
    });
    expectProblem(file, /field "excerpt" must be at most 200/);
    expectProblem(file, /field "seoDescription" must be at most 160/);
  });

  it('schema: an id out of range or not a string', () => {
    expectProblem(writeArticle({ id: '65' }), /field "id" must be between 1 and 64/);
    rmSync(join(dir, '65-article-number-65.md'));
    expectProblem(writeArticle({ id: '9', fields: { id: '9' } }), /field "id" must be a quoted string/);
  });

  it('schema: empty tags, a non-boolean featured, a zoned or out-of-range date, an unknown field', () => {
    expectProblem(writeArticle({ id: '3', fields: { tags: '[]' } }), /field "tags" must hold at least one tag/);
    expectProblem(writeArticle({ id: '4', fields: { featured: '"yes"' } }), /field "featured" must be true or false/);
    expectProblem(
      writeArticle({ id: '5', fields: { publishedAt: '"2025-04-15T09:00:00Z"' } }),
      /field "publishedAt" must be an ISO timestamp without zone/,
    );
    expectProblem(
      writeArticle({ id: '6', fields: { publishedAt: '"2025-04-16T09:00:00"' } }),
      /field "publishedAt" must be between 2024-08-29 and 2025-04-15/,
    );
    expectProblem(writeArticle({ id: '7', fields: { slug: '"my-slug"' } }), /unknown front-matter field "slug"/);
  });

  it('no front matter, or front matter that is not YAML', () => {
    writeFileSync(join(dir, '3-no-front-matter.md'), `# Title\n\n${FILLER}`);
    writeFileSync(join(dir, '4-bad-yaml.md'), `---\nid: "4\ntitle: [unclosed\n---\n${FILLER}`);
    expectProblem('3-no-front-matter.md', /no front matter/);
    expectProblem('4-bad-yaml.md', /front matter is not valid YAML/);
  });

  it('duplicate id', () => {
    writeArticle({ id: '3', file: '3-first.md', title: 'First title' });
    writeArticle({ id: '3', file: '3-second.md', title: 'Second title' });
    expectProblem('3-second.md', /duplicate id "3": 3-first\.md has it too/);
  });

  it('duplicate slug', () => {
    writeArticle({ id: '3', title: 'Saving for a Deposit' });
    const file = writeArticle({ id: '4', title: 'Saving for a deposit!' });
    expectProblem(file, /duplicate slug "saving-for-a-deposit": 3-article-number-3\.md has it too/);
  });

  it('unknown category', () => {
    expectProblem(
      writeArticle({ id: '3', fields: { category: '"Gardening"' } }),
      /field "category" unknown category "Gardening"/,
    );
  });

  it('a category or author the data modules do not have', () => {
    writeArticle({ id: '3', fields: { author: 'rates-desk', category: '"Financial Planning"' } });
    const problems = analyseArticles({
      articlesDir: dir,
      authorKeys: ['editorial'],
      categories: ['Home Finance Planning'],
    }).problems.map((p) => `${p.file}: ${p.message}`);
    expect(problems).toEqual([
      '3-article-number-3.md: unknown category "Financial Planning": not a key of categoryImages',
      '3-article-number-3.md: unknown author "rates-desk": not a key of src/content/data/authors.ts',
    ]);
  });

  it('unknown author', () => {
    expectProblem(
      writeArticle({ id: '3', fields: { author: 'john-smith' } }),
      /field "author" unknown author "john-smith"/,
    );
  });

  it('broken article:ID link', () => {
    const file = writeArticle({ id: '3', body: `Read about [transfer duty](article:18).\n\n${FILLER}` });
    expectProblem(file, /broken link "article:18": no article has id "18"/);
  });

  it('an article the schema rejects does not also make every link to it broken', () => {
    writeArticle({ id: '3', fields: { author: 'nobody' } });
    writeArticle({ id: '4', body: `See [article 3](article:3).\n\n${FILLER}` });
    expect(problemsOf()).toEqual([
      '3-article-number-3.md: field "author" unknown author "nobody"; expected one of editorial, rates-desk, first-time-desk, legal-desk',
    ]);
  });

  it('a title whose slug does not round-trip', () => {
    const file = writeArticle({ id: '3', title: '!!! ???' });
    expectProblem(file, /title "!!! \?\?\?" gives the slug "", which does not round-trip/);
  });

  it('a file name that does not start with the id', () => {
    writeArticle({ id: '3', file: '30-wrong-name.md' });
    expectProblem('30-wrong-name.md', /file name starts with 30 but the article's id is "3"/);
  });

  it('read time under 5 or over 8 minutes', () => {
    const short = writeArticle({ id: '3', body: SENTENCE.repeat(70) });
    const long = writeArticle({ id: '4', body: SENTENCE.repeat(145) });
    expectProblem(short, /read time 4 min \(980 words\) is outside 5-8 minutes/);
    expectProblem(long, /read time 9 min \(2030 words\) is outside 5-8 minutes/);
  });

  it('raw HTML, block or inline', () => {
    const block = writeArticle({ id: '3', body: `<div class="box">Boxed</div>\n\n${FILLER}` });
    const inline = writeArticle({ id: '4', body: `A line<br>break and <b>bold</b>.\n\n${FILLER}` });
    expectProblem(block, /raw HTML is not allowed in the markdown: <div class="box">/);
    expectProblem(inline, /raw HTML is not allowed in the markdown: <br>/);
  });

  it.each(['lorem', 'Lorem ipsum', 'TODO', 'TBD', 'FIXME', 'xxx', 'R1,XXX', '[insert amount]', '[Placeholder]'])(
    'placeholder text: %s',
    (word) => {
      const file = writeArticle({ id: '3', body: `${FILLER}The fee is ${word} for now.\n` });
      expectProblem(file, /placeholder text "[^"]+" on line \d+/);
    },
  );

  it('placeholder text in the front matter', () => {
    const file = writeArticle({ id: '3', fields: { excerpt: '"TBD"' } });
    expectProblem(file, /placeholder text "TBD" on line 4/);
  });

  it('a link outside the site, an unknown calculator, a direct /articles/ path, an image', () => {
    const file = writeArticle({
      id: '3',
      body: [
        'See [SARS](https://www.sars.gov.za) or www.example.co.za or mail info@example.co.za.',
        'Try [the bond calculator](/calculators?calc=mortgage) and [an article](/articles/foo-2).',
        '![house](/house.png)',
        '',
        FILLER,
      ].join('\n'),
    });
    expectProblem(file, /link "https:\/\/www\.sars\.gov\.za" is not allowed/);
    expectProblem(file, /link "http:\/\/www\.example\.co\.za" is not allowed/);
    expectProblem(file, /link "mailto:info@example\.co\.za" is not allowed/);
    expectProblem(file, /link "\/calculators\?calc=mortgage" names an unknown calculator/);
    expectProblem(file, /link "\/articles\/foo-2": link to another article as article:ID/);
    expectProblem(file, /image "\/house\.png" is not allowed/);
  });

  it('lists every problem of every file in one failure', () => {
    writeArticle({ id: '3', fields: { author: 'nobody' } });
    writeArticle({ id: '4', body: `TODO\n\n${FILLER}` });
    writeArticle({ id: '5' });
    let error: unknown;
    try {
      compileArticles({ articlesDir: dir });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentBuildError);
    const { message, problems } = error as ContentBuildError;
    expect(problems).toHaveLength(2);
    expect(message).toMatch(/^Content build failed: 2 problems in /);
    expect(message).toContain('3-article-number-3.md: field "author" unknown author "nobody"');
    expect(message).toContain('4-article-number-4.md: placeholder text "TODO" on line 14');
  });
});

describe('markdown compiled at build time', () => {
  it('renders headings with ids, unique and never a home-page section id', () => {
    const { html: out } = html(
      '## What Is Transfer Duty?\n\n### Contact\n\n## What is transfer duty\n\n## 🏠 Costs **now**',
    );
    expect(out).toContain('<h2 id="what-is-transfer-duty">What Is Transfer Duty?</h2>');
    expect(out).toContain('<h3 id="contact-2">Contact</h3>');
    expect(out).toContain('<h2 id="what-is-transfer-duty-2">What is transfer duty</h2>');
    expect(out).toContain('<h2 id="costs-now">🏠 Costs <strong>now</strong></h2>');
  });

  it('turns a **Tip:** blockquote into an aside, and leaves other quotes as blockquotes', () => {
    const { html: out } = html('> **Tip:** Ask for the rate in writing.\n\n> A plain quote.');
    expect(out).toContain('<aside class="tip">\n<p><strong>Tip:</strong> Ask for the rate in writing.</p>\n</aside>');
    expect(out).toContain('<blockquote>\n<p>A plain quote.</p>\n</blockquote>');
  });

  it('renders GFM tables inside a scroll wrapper', () => {
    const { html: out } = html('| Price | Duty |\n|---|---:|\n| R1,800,000 | **R21,786** |');
    expect(out).toMatch(
      /^<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Price, Duty">\n<table>\n<thead>\n<tr>\n<th>Price<\/th>\n<th align="right">Duty<\/th>/,
    );
    expect(out).toContain('<td>R1,800,000</td>');
    expect(out).toContain('<td align="right"><strong>R21,786</strong></td>');
    expect(out).toMatch(/<\/table>\n<\/div>\n$/);
  });

  it('keeps emoji, bold, bullet and numbered lists', () => {
    const { html: out, problems } = html('✅ **Done** 💡\n\n- one\n- two\n\n1. first\n2. second');
    expect(problems).toEqual([]);
    expect(out).toBe(
      '<p>✅ <strong>Done</strong> 💡</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n',
    );
  });

  it('turns article:ID into the article path and keeps links into the site', () => {
    const { html: out, problems } = html(
      'See [duty](article:18), [the calculator](/calculators?calc=transfer), [an expert](/#contact) and [pre-approval](/pre-approval).',
      { '18': '/articles/transfer-duty-18' },
    );
    expect(problems).toEqual([]);
    expect(out).toBe(
      '<p>See <a href="/articles/transfer-duty-18">duty</a>, <a href="/calculators?calc=transfer">the calculator</a>, <a href="/#contact">an expert</a> and <a href="/pre-approval">pre-approval</a>.</p>\n',
    );
  });

  it('escapes text, so a < in prose is not HTML', () => {
    const { html: out, problems } = html('Repayments < 30% of income & rising.');
    expect(problems).toEqual([]);
    expect(out).toBe('<p>Repayments &lt; 30% of income &amp; rising.</p>\n');
  });

  it('accepts every calculator and refuses a code block made by accidental indentation', () => {
    for (const calc of ['affordability', 'repayment', 'transfer', 'extra', 'deposit', 'amortisation']) {
      expect(html(`[c](/calculators?calc=${calc})`).problems).toEqual([]);
    }
    expect(html('Intro.\n\n    indented line').problems[0]).toMatch(/code block is not part of the article format/);
  });
});

describe('generated modules', () => {
  function library(): CompiledArticle[] {
    writeArticle({ id: '1', title: 'Oldest', fields: { publishedAt: '"2024-08-29T09:00:00"' } });
    writeArticle({
      id: '12',
      title: 'Home Inspection Checklist',
      body: `## Check the roof 🏠\n\n${FILLER}`,
      fields: {
        featured: 'true',
        publishedAt: '"2024-10-09T09:00:00"',
        category: '"South African Property Buying Tips"',
      },
    });
    writeArticle({ id: '3', title: 'Middle’s “quoted” title', fields: { publishedAt: '"2024-09-13T09:00:00"' } });
    return compileArticles({ articlesDir: dir });
  }

  it('writes the index (no bodies), one module per article and a loader of lazy imports', () => {
    const articles = library();
    const out = join(dir, 'generated');
    expect(writeGenerated(out, articles)).toEqual({ written: 5, removed: 0 });
    expect(readdirSync(join(out, 'articles')).sort()).toEqual(['1.ts', '12.ts', '3.ts']);

    const index = readFileSync(join(out, 'articles-index.ts'), 'utf8');
    expect(index).toContain("import { authors } from '../data/authors.ts';");
    expect(index).toContain("import { categoryImages } from '../data/category-images.ts';");
    expect(index).toContain('author: authors["legal-desk"],');
    expect(index).toContain('featuredImage: categoryImages["South African Property Buying Tips"],');
    expect(index).not.toMatch(/<h2|<p>|FILLER|compare bond offers/);
    const order = [...index.matchAll(/_id: "(\d+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['12', '3', '1']);
    expect(index).toContain('title: "Middle\\u2019s \\u201cquoted\\u201d title",');

    expect(index).not.toMatch(/seoTitle|seoDescription|tags:|slug:|path:/);

    const body = readFileSync(join(out, 'articles', '12.ts'), 'utf8');
    const literal = /^ {2}html: (".*"),$/m.exec(body)?.[1] ?? '';
    // ASCII only, and the literal is the compiled HTML.
    expect([...body].every((char) => char.charCodeAt(0) < 128)).toBe(true);
    expect(JSON.parse(literal)).toBe(articles.find((a) => a.frontMatter.id === '12')?.html);
    expect(JSON.parse(literal)).toContain('<h2 id="check-the-roof">Check the roof 🏠</h2>');
    expect(body).toContain('export default article;');
    expect(body).toMatch(/^ {2}tags: \[".*"\],$/m);

    const loader = readFileSync(join(out, 'load-article.ts'), 'utf8');
    expect(loader).toContain('["1", () => import(/* webpackChunkName: "article-1" */ \'./articles/1.ts\')],');
    expect(loader).toContain('["12", () => import(/* webpackChunkName: "article-12" */ \'./articles/12.ts\')],');
    expect(loader).toContain('export async function loadArticleBody(id: string): Promise<ArticleBody> {');
    expect(loader).not.toMatch(/marked|<p>/);
  });

  it('is deterministic: a second run writes nothing, and stale article modules are removed', () => {
    const articles = library();
    const out = join(dir, 'generated');
    writeGenerated(out, articles);
    const before = readFileSync(join(out, 'articles-index.ts'), 'utf8');
    expect(writeGenerated(out, articles)).toEqual({ written: 0, removed: 0 });
    expect(renderIndexModule([...articles].reverse())).toBe(before);
    expect(renderLoaderModule([...articles].reverse())).toBe(renderLoaderModule(articles));

    writeGenerated(
      out,
      articles.filter((a) => a.frontMatter.id !== '3'),
    );
    expect(existsSync(join(out, 'articles', '3.ts'))).toBe(false);
    expect(readFileSync(join(out, 'load-article.ts'), 'utf8')).not.toContain('./articles/3.ts');
  });

  it('publishes the article index: what page heads and the sitemap need, newest first, no bodies', () => {
    const articles = library();
    const json = renderArticleIndexJson(articles, { 'legal-desk': 'The Transfers & Legal Desk' });
    const { articles: index } = articleIndexSchema.parse(JSON.parse(json));
    expect(index.map((a) => a.id)).toEqual(['12', '3', '1']);
    expect(index[0]).toEqual({
      id: '12',
      slug: 'home-inspection-checklist',
      path: '/articles/home-inspection-checklist-12',
      title: 'Home Inspection Checklist',
      seoTitle: 'A short SEO title',
      seoDescription: 'A real summary for search results.',
      category: 'South African Property Buying Tips',
      author: 'The Transfers & Legal Desk',
      tags: ['transfer duty', 'costs'],
      published_at: '2024-10-09T09:00:00',
      reviewed_at: '2025-01-10T09:00:00',
    });
    expect(json).not.toMatch(/<h2|<p>|compare bond offers/);
    expect(renderArticleIndexJson([...articles].reverse(), { 'legal-desk': 'x' })).toBe(
      renderArticleIndexJson(articles, { 'legal-desk': 'x' }),
    );
  });

  it('carries the review date when an article has one', () => {
    writeArticle({ id: '4', fields: { reviewedAt: '"2026-01-20T09:00:00"' } });
    const [reviewed] = compileArticles({ articlesDir: dir });
    const { articles: index } = JSON.parse(renderArticleIndexJson(reviewed ? [reviewed] : [], { 'legal-desk': 'x' }));
    expect(index[0].reviewed_at).toBe('2026-01-20T09:00:00');
  });

  it('writes strings as ASCII JavaScript literals', () => {
    expect(jsString('Tip 💡 “R1,210,000”')).toBe('"Tip \\ud83d\\udca1 \\u201cR1,210,000\\u201d"');
    expect(JSON.parse(jsString('Tip 💡 “R1,210,000”\u2028'))).toBe('Tip 💡 “R1,210,000”\u2028');
  });
});

describe('figures in the text', () => {
  const withSentence = (sentence: string) => `${FILLER}${sentence}\n`;

  it('computes {{…}} placeholders into the HTML and dates the article by its figures', () => {
    writeArticle({ id: '3', body: withSentence('Prime has been {{prime}} since {{prime.since}}.') });
    const [article] = compileArticles({ articlesDir: dir });
    expect(article?.html).toContain(
      `Prime has been ${formatPercent(primeRate.value)} since ${formatDay(primeRate.appliesFrom)}.`,
    );
    expect(article?.figuresAsOf).toBe(primeRate.lastConfirmed);
    expect(renderArticleModule(article as CompiledArticle)).toContain(`figuresAsOf: "${primeRate.lastConfirmed}"`);
  });

  it('an article without moving figures has no "figures as of" date', () => {
    writeArticle({ id: '3' });
    expect(compileArticles({ articlesDir: dir })[0]?.figuresAsOf).toBeUndefined();
  });

  it('refuses an article whose typed figure disagrees with the source', () => {
    const stale = formatPercent(primeRate.value - 0.25);
    const file = writeArticle({ id: '3', body: withSentence(`Prime has been ${stale} since 29 January 2026.`) });
    expectProblem(file, /\[typed-figure\] types prime as [\d.]+, which disagrees with the source \(\d+\.\d{2}% from/);
  });

  it('refuses a current figure typed by hand: it would not follow the source', () => {
    const file = writeArticle({ id: '3', body: withSentence(`Prime is ${formatPercent(primeRate.value)}.`) });
    expectProblem(file, /\[typed-figure\] types prime \([\d.]+\) by hand: write it as a placeholder/);
  });

  it('refuses an unknown name, a missing argument and braces that are not a placeholder', () => {
    const file = writeArticle({
      id: '3',
      body: withSentence('A {{bogus}} and {{instalment loan=1}} and {{ Prime }}.'),
    });
    expectProblem(file, /unknown figure or calculation \{\{bogus\}\}/);
    expectProblem(file, /\{\{instalment loan=1\}\}: needs rate=, needs years=/);
    expectProblem(file, /\{\{ Prime \}\} is not a placeholder/);
  });
});

describe('command line', () => {
  // Each project gets its own folder: Node caches a data module by its path.
  function project(faqs = '[]', name = 'project'): string {
    const root = join(dir, name);
    mkdirSync(join(root, 'content/articles'), { recursive: true });
    mkdirSync(join(root, 'src/content/data'), { recursive: true });
    writeFileSync(join(root, 'src/content/data/faqs.ts'), `export const faqs = ${faqs};\n`);
    writeFileSync(
      join(root, 'src/content/data/authors.ts'),
      "export const authors = { 'legal-desk': { name: 'The Transfers & Legal Desk', avatar: '/a.svg', bio: 'Law.' } };\n",
    );
    writeFileSync(
      join(root, 'src/content/data/category-images.ts'),
      "export const categoryImages = { 'Bond & Transfer Costs': '/costs.svg' };\n",
    );
    return root;
  }

  it('writes the generated modules and exits 0 for a valid library', async () => {
    const root = project();
    const previous = dir;
    dir = join(root, 'content/articles');
    writeArticle({ id: '2' });
    dir = previous;
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(root)).toBe(0);
    expect(log.mock.calls[0]?.[0]).toMatch(/^content: 1 articles and 0 FAQs compiled/);
    expect(existsSync(join(root, 'src/content/generated/articles/2.ts'))).toBe(true);
    expect(existsSync(join(root, 'src/content/generated/load-article.ts'))).toBe(true);
    const index = JSON.parse(readFileSync(join(root, 'src/content/generated/articles.json'), 'utf8'));
    expect(index.articles.map((a: { path: string; author: string }) => [a.path, a.author])).toEqual([
      ['/articles/article-number-2-2', 'The Transfers & Legal Desk'],
    ]);
    log.mockRestore();
  });

  it('exits 1 and prints the problems, naming the file, for an author the data module lacks', async () => {
    const root = project();
    const previous = dir;
    dir = join(root, 'content/articles');
    writeArticle({ id: '2', fields: { author: 'rates-desk' } });
    dir = previous;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(root)).toBe(1);
    expect(error.mock.calls[0]?.[0]).toContain(
      '2-article-number-2.md: unknown author "rates-desk": not a key of src/content/data/authors.ts',
    );
    expect(existsSync(join(root, 'src/content/generated'))).toBe(false);
    error.mockRestore();
  });

  it('computes the FAQ answers into their own module, and refuses one that types a figure by hand', async () => {
    const faq = { id: 'educate-rates', category: 'educate', question: 'What is prime?' };
    let root = project(JSON.stringify([{ ...faq, answer: 'Prime has been {{prime}} since {{prime.since}}.' }]));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(root)).toBe(0);
    const written = readFileSync(join(root, 'src/content/generated/faqs.ts'), 'utf8');
    expect(written).toContain(
      `Prime has been ${formatPercent(primeRate.value)} since ${formatDay(primeRate.appliesFrom)}.`,
    );
    log.mockRestore();

    root = project(
      JSON.stringify([{ ...faq, answer: `Prime is ${formatPercent(primeRate.value - 0.25)} today.` }]),
      'stale',
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(root)).toBe(1);
    expect(error.mock.calls[0]?.[0]).toMatch(
      /faqs\.ts \(educate-rates\): \[typed-figure\] types prime as [\d.]+, which disagrees with the source/,
    );
    error.mockRestore();
  });

  it('prints what is due for confirmation on the day it runs', async () => {
    const root = project();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(root, '2026-11-27')).toBe(0);
    const printed = log.mock.calls.map((call) => String(call[0])).join('\n');
    expect(printed).toContain('due for confirmation on 27 November 2026');
    expect(printed).toContain(
      `prime last confirmed ${formatDay(primeRate.lastConfirmed)}; the Reserve Bank has met since`,
    );
    log.mockRestore();
  });

  it('exits 1 when a data module is missing', async () => {
    const root = project();
    rmSync(join(root, 'src/content/data/authors.ts'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(root)).toBe(1);
    expect(error.mock.calls[0]?.[0]).toMatch(/authors\.ts: not found/);
    error.mockRestore();
  });
});
