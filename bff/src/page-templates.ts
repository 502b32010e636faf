import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HEAD_END, HEAD_START } from '@hl/shared/metadata';
import { PAGE_KEYS, type PageKey } from '@hl/shared/site-map';

interface Template {
  /** The HTML up to and including the head start marker, from the end marker to the body's start tag, and on. */
  before: string;
  after: string;
  body: string;
}

const BODY_START = /<body\b[^>]*>/;

interface Log {
  warn(details: object, message: string): void;
}

function split(html: string): Template | undefined {
  const start = html.indexOf(HEAD_START);
  const end = html.indexOf(HEAD_END, start);
  if (start === -1 || end === -1) return undefined;
  const body = BODY_START.exec(html.slice(end));
  if (!body) return undefined;
  const bodyStart = end + body.index + body[0].length;
  return {
    before: html.slice(0, start + HEAD_START.length),
    after: html.slice(end, bodyStart),
    body: html.slice(bodyStart),
  };
}

/**
 * The hash sources ('sha256-…') of the scripts written inline in a page's HTML: the shell's
 * paint-first loader, which starts the shell's scripts after the first paint (inline, so the first
 * paint waits for no request). Data blocks (type="application/ld+json") are not run, so not listed.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes)) continue;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The shell build's HTML, read once at start-up (a new shell build comes with a BFF restart):
 * `index.html`, and `pages/<page>.html` for each page the build prerendered. A page is sent from
 * its own file when there is one, else from index.html, with its head put between the
 * `<!--hl-head-->` and `<!--/hl-head-->` markers (kept, so the shell can find the region again).
 * The hashes of the pages' inline scripts are taken from the same read, for the
 * Content-Security-Policy (plugins/external/helmet.ts).
 */
export class PageTemplates {
  readonly #templates = new Map<PageKey | 'index', Template>();
  /** The inline scripts' hash sources over every page read, each once. */
  readonly scriptHashes: readonly string[];

  constructor(root: string, log: Log) {
    const files: Array<[PageKey | 'index', string]> = [
      ['index', 'index.html'],
      ...PAGE_KEYS.map((page): [PageKey, string] => [page, `pages/${page}.html`]),
    ];
    const hashes = new Set<string>();
    for (const [key, file] of files) {
      const full = path.join(root, file);
      if (!fs.existsSync(full)) continue;
      const html = fs.readFileSync(full, 'utf8');
      const template = split(html);
      if (template) {
        this.#templates.set(key, template);
        for (const hash of inlineScriptHashes(html)) hashes.add(hash);
      } else
        log.warn({ file: full }, `page template has no ${HEAD_START} … ${HEAD_END} markers or no <body>: not served`);
    }
    if (!this.#templates.has('index')) log.warn({ root }, 'shell build not found: run npm run build -w shell');
    this.scriptHashes = [...hashes];
  }

  /**
   * The page's HTML with the given head, and `bodyStart` first in the body (an article's first
   * screen, over the page), or undefined when the shell build is missing.
   */
  render(page: PageKey, head: string, bodyStart = ''): string | undefined {
    const template = this.#templates.get(page) ?? this.#templates.get('index');
    return template && `${template.before}\n${head}\n${template.after}${bodyStart}${template.body}`;
  }
}
