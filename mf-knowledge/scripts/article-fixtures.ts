/**
 * Test fixtures: small articles written into a temp folder, for the content compiler's tests.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SENTENCE = 'Buyers in South Africa compare bond offers from several banks before they sign anything. ';
/** About 1,300 words (6 min read) of harmless prose. */
export const FILLER = `${SENTENCE.repeat(10).trim()}\n\n`.repeat(10);

export interface FixtureArticle {
  id: string;
  title?: string;
  file?: string;
  body?: string;
  /** Front matter lines replacing or adding to the defaults, e.g. { category: '"Gardening"' }; null drops the field. */
  fields?: Record<string, string | null>;
}

/** Writes {id}-article-number-{id}.md (or `file`) into `dir` and returns its file name. */
export function writeFixtureArticle(
  dir: string,
  { id, title = `Article number ${id}`, file, body = FILLER, fields = {} }: FixtureArticle,
): string {
  const defaults: Record<string, string | null> = {
    id: `"${id}"`,
    title: JSON.stringify(title),
    excerpt: '"A short excerpt for the card."',
    category: '"Bond & Transfer Costs"',
    author: 'legal-desk',
    tags: '["transfer duty", "costs"]',
    featured: 'false',
    seoTitle: '"A short SEO title"',
    seoDescription: '"A real summary for search results."',
    publishedAt: `"2024-09-${String((Number(id) % 28) + 1).padStart(2, '0')}T09:00:00"`,
    reviewedAt: '"2025-01-10T09:00:00"',
  };
  const lines = Object.entries({ ...defaults, ...fields })
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}: ${value}`);
  const name = file ?? `${id}-article-number-${id}.md`;
  writeFileSync(join(dir, name), `---\n${lines.join('\n')}\n---\n${body}`);
  return name;
}
