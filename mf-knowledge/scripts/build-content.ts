/**
 * Content compiler of the knowledge center.
 *
 *   node --import tsx scripts/build-content.ts        (npm run content, run first by build/typecheck/test)
 *
 * Reads content/articles/*.md (format: content/README.md), validates every article and compiles its
 * markdown to HTML with marked, so the browser never ships a markdown parser. The figures and worked
 * examples the articles and FAQ answers name ({{prime}}, {{instalment loan=… rate=prime years=20}})
 * are computed here from @hl/shared/figures with @hl/shared/finance (placeholders.ts), and the text
 * as written is checked (content-checks.ts: no moving figure typed by hand, the editorial rules).
 * Prints what figures are due for confirmation. Writes, deterministically:
 *   src/content/generated/articles-index.ts   the ArticleIndexEntry list (what the cards show), newest first
 *   src/content/generated/articles/{id}.ts    one module per article: its HTML, tags and the date of its figures
 *   src/content/generated/load-article.ts     loadArticleBody(id): a static map of dynamic imports
 *   src/content/generated/faqs.ts             the FAQs with their figures computed
 *   src/content/generated/articles.json       the published article index (copied beside mf-manifest.json:
 *                                             the BFF reads it for article heads, the sitemap and 404s)
 * Any problem fails the run (exit code 1) with one line per problem naming the file.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ARTICLE_INDEX_FILE, type ArticleIndex } from '@hl/shared/contracts';
import { dueForConfirmation, figuresAsOf, formatDay } from '@hl/shared/figures';
import { escapeHtml } from '@hl/shared/metadata';
import { articleIdFromSlugId, CALCULATOR_IDS, SECTION_IDS } from '@hl/shared/site-map';
import { Marked, Renderer, type Token, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import { countWords, formatReadTime, markdownToPlainText, readTimeMinutes } from '../src/content/articles/read-time.ts';
import {
  ARTICLE_CATEGORIES,
  type ArticleFrontMatter,
  AUTHOR_KEYS,
  articleFrontMatterSchema,
} from '../src/content/articles/schema.ts';
import { articlePath, slugify } from '../src/content/articles/slug.ts';
import type { ArticleAuthor, ArticleSummary } from '../src/content/articles/types.ts';
import { type CheckId, checkContent } from './content-checks.ts';
import { expandPlaceholders, withoutPlaceholders } from './placeholders.ts';
import { unitsOf, unitsOfText } from './text-units.ts';

// ---------------------------------------------------------------------------------------------
// Rules

export const MIN_READ_MINUTES = 5;
export const MAX_READ_MINUTES = 8;

/** Home-page section anchors; a body may link to /#{section}. Headings never take these ids. */
export const SITE_SECTIONS = SECTION_IDS;

/** Other pages of the site a body may link to. */
export const SITE_PATHS = [
  '/',
  '/calculators',
  '/education',
  '/testimonials',
  '/services',
  '/why-us',
  '/partners',
  '/team',
  '/pre-approval',
] as const;

/** Placeholders no published text may hold: filler words (whole, any case) and "[insert ...]" slots. */
export const PLACEHOLDER = /\b(?:lorem|ipsum|todo|tbd|fixme|x{3,})\b|\[(?:insert|placeholder)\b[^\]]*\]/gi;

const ARTICLE_FILE = /^(\d+)-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;

// ---------------------------------------------------------------------------------------------
// Types

export interface ContentProblem {
  /** File name inside the articles folder, e.g. 18-transfer-duty.md. */
  file: string;
  message: string;
  /** The content check that found it, when one did. */
  check?: CheckId;
}

export class ContentBuildError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[], where = 'content/articles') {
    const lines = problems.map((p) => `  ${p.file}: ${p.message}`);
    super(
      `Content build failed: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${where}\n${lines.join('\n')}`,
    );
    this.name = 'ContentBuildError';
    this.problems = problems;
  }
}

export interface CompileOptions {
  /** Folder holding the {id}-{short-name}.md files. */
  articlesDir: string;
  /** Keys of src/content/data/authors.ts; defaults to the schema's author keys. */
  authorKeys?: readonly string[];
  /** Keys of categoryImages in src/content/data/category-images.ts; defaults to the schema's categories. */
  categories?: readonly string[];
  /** The day of the build (YYYY-MM-DD): reviewed_at may not be after it. Defaults to today. */
  today?: string;
}

export interface CompiledArticle {
  file: string;
  frontMatter: ArticleFrontMatter;
  /** Markdown body, without the front matter. */
  body: string;
  words: number;
  minutes: number;
  readTime: string;
  slug: string;
  path: string;
  /** The body compiled to HTML, with its figures computed, as the reader renders it. */
  html: string;
  /** The oldest last-confirmed day of the figures the body uses (YYYY-MM-DD); none without figures. */
  figuresAsOf?: string;
}

// ---------------------------------------------------------------------------------------------
// Reading and validating

interface SourceFile {
  file: string;
  text: string;
}

interface ParsedArticle extends SourceFile {
  frontMatter: ArticleFrontMatter;
  body: string;
  /** The file line the body starts on. */
  bodyLine: number;
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

function describeIssuePath(path: readonly PropertyKey[]): string {
  return path.map((piece) => (typeof piece === 'number' ? `[${piece}]` : String(piece))).join('.');
}

/** Front matter and schema; returns undefined (after recording problems) when the article cannot be used. */
function parseArticle(
  source: SourceFile,
  report: (message: string) => void,
  /** Told the id and title of an article rejected by the schema, so links to it are not reported as broken too. */
  rememberRejected: (id: string, title: string) => void,
): ParsedArticle | undefined {
  const text = source.text.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    report('no front matter: the file must start with a YAML block between two "---" lines');
    return undefined;
  }
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '', { uniqueKeys: true, logLevel: 'error' });
  } catch (error) {
    const firstLine = String((error as Error).message).split('\n')[0];
    report(`front matter is not valid YAML: ${firstLine}`);
    return undefined;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    report('front matter must be a YAML mapping of the article fields');
    return undefined;
  }
  const result = articleFrontMatterSchema.safeParse(data);
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        const keys = issue.keys.map((k) => `"${k}"`).join(', ');
        report(`unknown front-matter field ${keys} (slug, readTime and featuredImage are derived, never written)`);
        continue;
      }
      const field = describeIssuePath(issue.path);
      const missing = issue.path.length === 1 && !(String(issue.path[0]) in (data as Record<string, unknown>));
      report(`field "${field}" ${missing ? 'is missing' : issue.message}`);
    }
    const { id, title } = data as Record<string, unknown>;
    if (typeof id === 'string' && /^[1-9]\d*$/.test(id) && typeof title === 'string') rememberRejected(id, title);
    return undefined;
  }
  // The card's and the search result's texts may name figures too: computed like the body's.
  const frontMatter = { ...result.data };
  for (const field of ['excerpt', 'seoDescription'] as const) {
    const expansion = expandPlaceholders(frontMatter[field]);
    for (const message of expansion.problems) report(`${field}: ${message}`);
    frontMatter[field] = expansion.text;
  }
  return {
    ...source,
    frontMatter,
    body: text.slice(match[0].length),
    bodyLine: lineOf(text, match[0].length),
  };
}

function placeholderProblems(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    found.push(`placeholder text "${match[0]}" on line ${lineOf(text, match.index)}`);
  }
  return found;
}

/** Where an href in a body may point: the resolved href, or why it is refused. */
function resolveHref(href: string, pathsById: ReadonlyMap<string, string>): { href: string } | { problem: string } {
  const articleLink = /^article:(.*)$/.exec(href);
  if (articleLink) {
    const id = articleLink[1] ?? '';
    const path = pathsById.get(id);
    return path ? { href: path } : { problem: `broken link "${href}": no article has id "${id}"` };
  }
  const calculator = /^\/calculators\?calc=([^&#]*)$/.exec(href);
  if (calculator) {
    const calc = calculator[1] ?? '';
    return (CALCULATOR_IDS as readonly string[]).includes(calc)
      ? { href }
      : { problem: `link "${href}" names an unknown calculator (calc = ${CALCULATOR_IDS.join(' | ')})` };
  }
  const section = /^\/#(.+)$/.exec(href);
  if (section) {
    return (SITE_SECTIONS as readonly string[]).includes(section[1] ?? '')
      ? { href }
      : { problem: `link "${href}" is not a section of the home page (${SITE_SECTIONS.join(', ')})` };
  }
  if ((SITE_PATHS as readonly string[]).includes(href)) return { href };
  if (href.startsWith('/articles/')) {
    return { problem: `link "${href}": link to another article as article:ID so the path follows its title` };
  }
  return {
    problem: `link "${href}" is not allowed: a body links only to article:ID, /calculators?calc=…, /#contact or another page of the site`,
  };
}

function isTip(token: Tokens.Blockquote): boolean {
  const first = token.tokens[0];
  if (first?.type !== 'paragraph') return false;
  const lead = (first as Tokens.Paragraph).tokens[0];
  if (lead?.type !== 'strong') return false;
  const label = (lead as Tokens.Strong).text.trim();
  const next = (first as Tokens.Paragraph).tokens[1];
  return /^tip:$/i.test(label) || (/^tip$/i.test(label) && next?.type === 'text' && next.raw.startsWith(':'));
}

/**
 * Compiles one body to HTML, recording problems: raw HTML, images, code blocks, links other than
 * article:ID and site links. article:ID links become the target's /articles/{slug}-{id}.
 */
export function compileMarkdown(
  markdown: string,
  pathsById: ReadonlyMap<string, string>,
  report: (message: string) => void = () => {},
): string {
  const usedIds = new Set<string>(SITE_SECTIONS);
  const headingId = (text: string): string => {
    const base = slugify(markdownToPlainText(text)) || 'section';
    let id = base;
    for (let n = 2; usedIds.has(id); n += 1) id = `${base}-${n}`;
    usedIds.add(id);
    return id;
  };

  const marked = new Marked({
    gfm: true,
    breaks: false,
    renderer: {
      heading(token) {
        return `<h${token.depth} id="${headingId(token.text)}">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
      },
      blockquote(token) {
        const inner = this.parser.parse(token.tokens);
        return isTip(token) ? `<aside class="tip">\n${inner}</aside>\n` : `<blockquote>\n${inner}</blockquote>\n`;
      },
      table(token) {
        // A table wider than a phone scrolls sideways in its box: the box takes focus, so a keyboard
        // can scroll it too, and is named by the table's columns for whoever lands on it.
        const columns = escapeHtml(token.header.map((cell) => cell.text).join(', '));
        return `<div class="table-scroll" role="region" tabindex="0" aria-label="Table: ${columns}">\n${Renderer.prototype.table.call(this, token)}</div>\n`;
      },
      link(token) {
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
        return `<a href="${escapeHtml(token.href)}"${title}>${this.parser.parseInline(token.tokens)}</a>`;
      },
      html() {
        return '';
      },
      image() {
        return '';
      },
    },
  });

  const tokens = marked.lexer(markdown);
  marked.walkTokens(tokens, (token: Token) => {
    switch (token.type) {
      case 'html': {
        const snippet = token.raw.trim().replace(/\s+/g, ' ').slice(0, 60);
        report(`raw HTML is not allowed in the markdown: ${snippet}`);
        break;
      }
      case 'image':
        report(`image "${token.href}" is not allowed: the featured image comes from the category`);
        break;
      case 'code':
        report(
          `code block is not part of the article format (a line indented by 4 spaces?): ${token.raw.trim().slice(0, 60)}`,
        );
        break;
      case 'link': {
        const resolved = resolveHref(token.href, pathsById);
        if ('problem' in resolved) report(resolved.problem);
        else token.href = resolved.href;
        break;
      }
      default:
        break;
    }
  });
  return marked.parser(tokens);
}

function byNewest(a: ArticleFrontMatter, b: ArticleFrontMatter): number {
  if (a.publishedAt !== b.publishedAt) return a.publishedAt < b.publishedAt ? 1 : -1;
  return Number(b.id) - Number(a.id);
}

export interface ContentAnalysis {
  /** Every article whose front matter passed the schema, compiled, newest first (even when it has problems). */
  articles: CompiledArticle[];
  /** Every problem found, in file order; the build fails when there is any. */
  problems: ContentProblem[];
}

/** The build's day, YYYY-MM-DD (UTC). */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** The day an article speaks for: reviewed_at, else published_at. */
export function articleDay(frontMatter: ArticleFrontMatter): string {
  return (frontMatter.reviewedAt ?? frontMatter.publishedAt).slice(0, 10);
}

/** reviewed_at present, not before published_at, not after today. */
function reviewedAtProblems(frontMatter: ArticleFrontMatter, today: string): string[] {
  const { reviewedAt, publishedAt } = frontMatter;
  if (!reviewedAt) {
    return ['field "reviewedAt" is missing: the day someone last checked every fact of the article'];
  }
  const problems: string[] = [];
  if (reviewedAt < publishedAt) problems.push(`reviewedAt ${reviewedAt} is before publishedAt ${publishedAt}`);
  if (reviewedAt.slice(0, 10) > today) problems.push(`reviewedAt ${reviewedAt} is after today (${formatDay(today)})`);
  return problems;
}

/** Reads, validates and compiles every article, collecting problems instead of throwing. */
export function analyseArticles(options: CompileOptions): ContentAnalysis {
  const { articlesDir } = options;
  const authorKeys = new Set(options.authorKeys ?? AUTHOR_KEYS);
  const categories = new Set(options.categories ?? ARTICLE_CATEGORIES);
  const problems: ContentProblem[] = [];
  const reporter = (file: string) => (message: string) => problems.push({ file, message });

  if (!existsSync(articlesDir)) {
    return {
      articles: [],
      problems: [{ file: basename(articlesDir), message: 'articles folder not found' }],
    };
  }
  const files = readdirSync(articlesDir)
    .filter((name) => name.endsWith('.md'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

  // Pass 1: front matter, schema, placeholders, names; ids and slugs must be unique.
  const parsed: ParsedArticle[] = [];
  const fileById = new Map<string, string>();
  const fileBySlug = new Map<string, string>();
  /** Paths of articles the schema rejected: links to them are not reported as broken on top. */
  const rejectedPaths = new Map<string, string>();
  for (const file of files) {
    const report = reporter(file);
    const text = readFileSync(join(articlesDir, file), 'utf8');
    for (const message of placeholderProblems(text)) report(message);
    const article = parseArticle({ file, text }, report, (id, title) =>
      rejectedPaths.set(id, articlePath({ _id: id, title })),
    );
    if (!article) continue;
    const { id, title, category, author } = article.frontMatter;

    const nameMatch = ARTICLE_FILE.exec(file);
    if (!nameMatch) report(`file name must be {id}-{short-name}.md in lowercase, e.g. ${id}-${slugify(title)}.md`);
    else if (nameMatch[1] !== id) report(`file name starts with ${nameMatch[1]} but the article's id is "${id}"`);

    if (!categories.has(category)) report(`unknown category "${category}": not a key of categoryImages`);
    if (!authorKeys.has(author)) report(`unknown author "${author}": not a key of src/content/data/authors.ts`);

    const slug = slugify(title);
    const path = articlePath({ _id: id, title });
    const slugId = path.slice('/articles/'.length);
    if (!slug || articleIdFromSlugId(slugId) !== id || slugId !== `${slug}-${id}`) {
      report(`title "${title}" gives the slug "${slug}", which does not round-trip through ${path}`);
    }

    const sameId = fileById.get(id);
    if (sameId) report(`duplicate id "${id}": ${sameId} has it too`);
    else fileById.set(id, file);
    const sameSlug = fileBySlug.get(slug);
    if (sameSlug) report(`duplicate slug "${slug}": ${sameSlug} has it too`);
    else fileBySlug.set(slug, file);

    parsed.push(article);
  }

  // Pass 2: bodies, with every known article's path for article:ID links.
  const pathsById = new Map([
    ...rejectedPaths,
    ...parsed.map(
      (a) => [a.frontMatter.id, articlePath({ _id: a.frontMatter.id, title: a.frontMatter.title })] as const,
    ),
  ]);
  const compiled: CompiledArticle[] = [];
  const today = options.today ?? todayIso();
  for (const article of parsed) {
    const report = reporter(article.file);
    for (const message of reviewedAtProblems(article.frontMatter, today)) {
      problems.push({ file: article.file, check: 'reviewed-at', message: `[reviewed-at] ${message}` });
    }
    const checked = checkContent({
      date: articleDay(article.frontMatter),
      units: unitsOf(withoutPlaceholders(article.body), article.bodyLine),
    });
    for (const { check, message } of checked)
      problems.push({ file: article.file, check, message: `[${check}] ${message}` });
    const expansion = expandPlaceholders(article.body);
    for (const message of expansion.problems) report(message);
    const words = countWords(article.body);
    const minutes = readTimeMinutes(words);
    if (minutes < MIN_READ_MINUTES || minutes > MAX_READ_MINUTES) {
      report(
        `read time ${minutes} min (${words} words) is outside ${MIN_READ_MINUTES}-${MAX_READ_MINUTES} minutes: a body needs about 1,100 to 1,760 words`,
      );
    }
    const html = compileMarkdown(expansion.text, pathsById, report);
    const { id, title } = article.frontMatter;
    const asOf = figuresAsOf([...expansion.figures]);
    compiled.push({
      file: article.file,
      frontMatter: article.frontMatter,
      body: article.body,
      words,
      minutes,
      readTime: formatReadTime(minutes),
      slug: slugify(title),
      path: articlePath({ _id: id, title }),
      html,
      ...(asOf ? { figuresAsOf: asOf } : {}),
    });
  }

  const order = new Map(files.map((file, index) => [file, index]));
  problems.sort((a, b) => (order.get(a.file) ?? files.length) - (order.get(b.file) ?? files.length));
  return { articles: compiled.sort((a, b) => byNewest(a.frontMatter, b.frontMatter)), problems };
}

/** A FAQ answer as the visitor reads it, its figures computed, with the problems of the text as written. */
export function compileFaqAnswer(
  faq: { id: string; answer: string },
  today: string,
): { answer: string; figures: ReturnType<typeof expandPlaceholders>['figures']; problems: ContentProblem[] } {
  const file = `faqs.ts (${faq.id})`;
  const checked = checkContent({ date: today, units: unitsOfText(withoutPlaceholders(faq.answer)) }).map(
    ({ check, message }) => ({ file, check, message: `[${check}] ${message.replace(/ \(line 1\)/, '')}` }),
  );
  const expansion = expandPlaceholders(faq.answer);
  return {
    answer: expansion.text,
    figures: expansion.figures,
    problems: [...checked, ...expansion.problems.map((message) => ({ file, message }))],
  };
}

/** Reads, validates and compiles every article; throws ContentBuildError listing every problem found. */
export function compileArticles(options: CompileOptions): CompiledArticle[] {
  return compileArticlesWithReport(options).articles;
}

/** compileArticles, returning the whole analysis. */
export function compileArticlesWithReport(options: CompileOptions): ContentAnalysis {
  const analysis = analyseArticles(options);
  const { problems } = analysis;
  if (problems.length > 0) {
    throw new ContentBuildError(problems, relative(process.cwd(), options.articlesDir) || '.');
  }
  return analysis;
}

/** The summary the screens use, with the author object and the category's illustration. */
export function toArticleSummary(
  article: CompiledArticle,
  authors: Readonly<Record<string, ArticleAuthor>>,
  categoryImages: Readonly<Record<string, string>>,
): ArticleSummary {
  const fm = article.frontMatter;
  const author = authors[fm.author];
  const featuredImage = categoryImages[fm.category];
  if (!author) throw new Error(`${article.file}: unknown author "${fm.author}"`);
  if (featuredImage === undefined) throw new Error(`${article.file}: no image for category "${fm.category}"`);
  return {
    _id: fm.id,
    title: fm.title,
    slug: article.slug,
    path: article.path,
    excerpt: fm.excerpt,
    category: fm.category,
    author,
    readTime: article.readTime,
    tags: [...fm.tags],
    featured: fm.featured,
    seoTitle: fm.seoTitle,
    seoDescription: fm.seoDescription,
    featuredImage,
    published_at: fm.publishedAt,
    ...(fm.reviewedAt ? { reviewed_at: fm.reviewedAt } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Generated modules

const HEADER = '// Generated by scripts/build-content.ts from content/articles/*.md (npm run content). Do not edit.\n';

/** A JS string literal holding only ASCII, so the chunks read the same whatever charset they are served with. */
export function jsString(value: string): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function renderIndexModule(articles: readonly CompiledArticle[]): string {
  const sorted = [...articles].sort((a, b) => byNewest(a.frontMatter, b.frontMatter));
  const items = sorted.map((article) => {
    const fm = article.frontMatter;
    return [
      '  {',
      `    _id: ${jsString(fm.id)},`,
      `    title: ${jsString(fm.title)},`,
      `    excerpt: ${jsString(fm.excerpt)},`,
      `    category: ${jsString(fm.category)},`,
      `    author: authors[${jsString(fm.author)}],`,
      `    readTime: ${jsString(article.readTime)},`,
      `    featured: ${fm.featured},`,
      `    featuredImage: categoryImages[${jsString(fm.category)}],`,
      `    published_at: ${jsString(fm.publishedAt)},`,
      ...(fm.reviewedAt ? [`    reviewed_at: ${jsString(fm.reviewedAt)},`] : []),
      '  },',
    ].join('\n');
  });
  return [
    HEADER,
    "import type { ArticleIndexEntry } from '../articles/types.ts';",
    "import { authors } from '../data/authors.ts';",
    "import { categoryImages } from '../data/category-images.ts';",
    '',
    '/**',
    ' * Every article, newest first by published_at: what its card shows. The path is articlePath(entry);',
    ' * the body and tags load with the article (load-article.ts), the SEO fields are for page heads only.',
    ' */',
    'export const articles: readonly ArticleIndexEntry[] = [',
    ...items,
    '];',
    '',
    '/** The knowledge center shows the first three featured articles. */',
    'export const featuredArticles: readonly ArticleIndexEntry[] = articles.filter((article) => article.featured).slice(0, 3);',
    '',
  ].join('\n');
}

export function renderArticleModule(article: CompiledArticle): string {
  return [
    HEADER,
    `// Source: content/articles/${article.file}`,
    "import type { ArticleBody } from '../../articles/types.ts';",
    '',
    'const article: ArticleBody = {',
    `  html: ${jsString(article.html)},`,
    `  tags: [${article.frontMatter.tags.map(jsString).join(', ')}],`,
    ...(article.figuresAsOf ? [`  figuresAsOf: ${jsString(article.figuresAsOf)},`] : []),
    '};',
    '',
    'export default article;',
    '',
  ].join('\n');
}

export function renderLoaderModule(articles: readonly CompiledArticle[]): string {
  const ids = articles.map((a) => a.frontMatter.id).sort((a, b) => Number(a) - Number(b));
  const entries = ids.map(
    (id) => `  [${jsString(id)}, () => import(/* webpackChunkName: "article-${id}" */ './articles/${id}.ts')],`,
  );
  return [
    HEADER,
    "import type { ArticleBody } from '../articles/types.ts';",
    '',
    '/** One lazily loaded chunk per article body (HTML compiled at build time). */',
    'const loaders = new Map<string, () => Promise<{ default: ArticleBody }>>([',
    ...entries,
    ']);',
    '',
    'export function hasArticleBody(id: string): boolean {',
    '  return loaders.has(id);',
    '}',
    '',
    '/** The body (HTML) and tags of an article; rejects for an unknown id. */',
    'export async function loadArticleBody(id: string): Promise<ArticleBody> {',
    '  const load = loaders.get(id);',
    `  if (!load) throw new Error(\`No article with id \${id}\`);`,
    '  const module = await load();',
    '  return module.default;',
    '}',
    '',
  ].join('\n');
}

/** The FAQs with their figures computed: what the knowledge center's tabs show. */
export function renderFaqsModule(
  faqs: ReadonlyArray<{ id: string; category: string; question: string; answer: string }>,
): string {
  const items = faqs.map((faq) =>
    [
      '  {',
      `    id: ${jsString(faq.id)},`,
      `    category: ${jsString(faq.category)} as Faq['category'],`,
      `    question: ${jsString(faq.question)},`,
      `    answer: ${jsString(faq.answer)},`,
      '  },',
    ].join('\n'),
  );
  return [
    HEADER.replace('content/articles/*.md', 'src/content/data/faqs.ts'),
    "import type { Faq } from '../data/schemas.ts';",
    '',
    '/** The FAQs, in their tabs’ order, each answer with its figures computed from @hl/shared/figures. */',
    'export const faqs: readonly Faq[] = [',
    ...items,
    '];',
    '',
  ].join('\n');
}

/**
 * The article index the remote publishes as articles.json: per article what a page head, a sitemap
 * entry or a redirect to the current slug needs, newest first. Compact JSON, deterministic.
 */
export function renderArticleIndexJson(
  articles: readonly CompiledArticle[],
  authorNames: Readonly<Record<string, string>>,
): string {
  const sorted = [...articles].sort((a, b) => byNewest(a.frontMatter, b.frontMatter));
  const index: ArticleIndex = {
    articles: sorted.map(({ frontMatter: fm, slug, path, file }) => {
      const author = authorNames[fm.author];
      if (!author) throw new Error(`${file}: unknown author "${fm.author}"`);
      return {
        id: fm.id,
        slug,
        path,
        title: fm.title,
        seoTitle: fm.seoTitle,
        seoDescription: fm.seoDescription,
        category: fm.category,
        author,
        tags: [...fm.tags],
        published_at: fm.publishedAt,
        ...(fm.reviewedAt ? { reviewed_at: fm.reviewedAt } : {}),
      };
    }),
  };
  return `${JSON.stringify(index)}\n`;
}

function writeIfChanged(file: string, content: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return false;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return true;
}

/** Writes the generated modules (only files whose content changed) and removes stale article modules. */
export function writeGenerated(
  outDir: string,
  articles: readonly CompiledArticle[],
): { written: number; removed: number } {
  const bodiesDir = join(outDir, 'articles');
  mkdirSync(bodiesDir, { recursive: true });
  let written = 0;
  let removed = 0;
  const keep = new Set<string>();
  for (const article of articles) {
    const name = `${article.frontMatter.id}.ts`;
    keep.add(name);
    if (writeIfChanged(join(bodiesDir, name), renderArticleModule(article))) written += 1;
  }
  for (const name of readdirSync(bodiesDir)) {
    if (/^\d+\.ts$/.test(name) && !keep.has(name)) {
      rmSync(join(bodiesDir, name));
      removed += 1;
    }
  }
  if (writeIfChanged(join(outDir, 'articles-index.ts'), renderIndexModule(articles))) written += 1;
  if (writeIfChanged(join(outDir, 'load-article.ts'), renderLoaderModule(articles))) written += 1;
  return { written, removed };
}

// ---------------------------------------------------------------------------------------------
// Command line

interface ContentData {
  authorKeys: string[];
  /** Each author key's display name, for the published index. */
  authorNames: Record<string, string>;
  categories: string[];
  faqs: Array<{ id: string; category: string; question: string; answer: string }>;
}

/**
 * Keys of the authors and category images the generated index imports (they must exist), and the
 * FAQs, whose answers the build checks and computes like the articles.
 */
async function loadContentData(root: string): Promise<ContentData> {
  const dataDir = join(root, 'src/content/data');
  const authorsFile = join(dataDir, 'authors.ts');
  const imagesFile = join(dataDir, 'category-images.ts');
  const faqsFile = join(dataDir, 'faqs.ts');
  const missing = [authorsFile, imagesFile, faqsFile].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new ContentBuildError(
      missing.map((file) => ({
        file: relative(root, file),
        message:
          file === faqsFile
            ? 'not found: the build computes the FAQs'
            : 'not found: the generated articles index imports it',
      })),
      'src/content/data',
    );
  }
  const authorsModule = (await import(pathToFileURL(authorsFile).href)) as {
    authors?: Record<string, { name?: unknown }>;
  };
  const imagesModule = (await import(pathToFileURL(imagesFile).href)) as { categoryImages?: Record<string, unknown> };
  const faqsModule = (await import(pathToFileURL(faqsFile).href)) as { faqs?: ContentData['faqs'] };
  if (!authorsModule.authors) {
    throw new ContentBuildError([{ file: 'authors.ts', message: 'does not export authors' }], 'src/content/data');
  }
  if (!imagesModule.categoryImages) {
    throw new ContentBuildError(
      [{ file: 'category-images.ts', message: 'does not export categoryImages' }],
      'src/content/data',
    );
  }
  if (!faqsModule.faqs) {
    throw new ContentBuildError([{ file: 'faqs.ts', message: 'does not export faqs' }], 'src/content/data');
  }
  const authorNames = Object.fromEntries(
    Object.entries(authorsModule.authors).map(([key, author]) => [key, String(author.name ?? key)]),
  );
  return {
    authorKeys: Object.keys(authorNames),
    authorNames,
    categories: Object.keys(imagesModule.categoryImages),
    faqs: faqsModule.faqs,
  };
}

export async function main(root = fileURLToPath(new URL('..', import.meta.url)), today = todayIso()): Promise<number> {
  try {
    const { faqs, authorNames, ...data } = await loadContentData(root);
    const { articles } = compileArticlesWithReport({ articlesDir: join(root, 'content/articles'), ...data, today });
    const compiledFaqs = faqs.map((faq) => ({ ...faq, ...compileFaqAnswer(faq, today) }));
    const faqErrors = compiledFaqs.flatMap((faq) => faq.problems);
    if (faqErrors.length > 0) throw new ContentBuildError(faqErrors, 'src/content/data/faqs.ts');
    const outDir = join(root, 'src/content/generated');
    const { written, removed } = writeGenerated(outDir, articles);
    writeIfChanged(join(outDir, ARTICLE_INDEX_FILE), renderArticleIndexJson(articles, authorNames));
    writeIfChanged(join(outDir, 'faqs.ts'), renderFaqsModule(compiledFaqs));
    console.log(
      `content: ${articles.length} articles and ${faqs.length} FAQs compiled into src/content/generated (${written} file${written === 1 ? '' : 's'} written, ${removed} removed)`,
    );
    const due = dueForConfirmation(today);
    if (due.length > 0) {
      console.log(
        `content: ${due.length} figure${due.length === 1 ? '' : 's'} due for confirmation on ${formatDay(today)} (@hl/shared/figures):`,
      );
      for (const item of due) console.log(`  - ${item.text}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof ContentBuildError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

const invokedDirectly = (() => {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();

/**
 * The data modules import their SVGs as the bundler does (`import avatar from './x.svg'`). Under plain
 * Node such an import resolves to a module whose default export is the file's URL, which is all the
 * compiler needs (it reads only the keys of authors and categoryImages).
 */
const ASSET_HOOKS = `
const ASSET = /\\.(?:svg|png|jpe?g|gif|webp|avif|ico|css)(?:[?#].*)?$/i;
export async function resolve(specifier, context, nextResolve) {
  if (ASSET.test(specifier) && context.parentURL) {
    return { url: new URL(specifier, context.parentURL).href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
export async function load(url, context, nextLoad) {
  if (ASSET.test(url)) {
    return { format: 'module', source: 'export default ' + JSON.stringify(url) + ';', shortCircuit: true };
  }
  return nextLoad(url, context);
}
`;

if (invokedDirectly) {
  register(`data:text/javascript,${encodeURIComponent(ASSET_HOOKS)}`);
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
