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
 * The shell build's HTML, read once at start-up (a new shell build comes with a BFF restart):
 * `index.html`, and `pages/<page>.html` for each page the build prerendered. A page is sent from
 * its own file when there is one, else from index.html, with its head put between the
 * `<!--hl-head-->` and `<!--/hl-head-->` markers (kept, so the shell can find the region again).
 */
export class PageTemplates {
  readonly #templates = new Map<PageKey | 'index', Template>();

  constructor(root: string, log: Log) {
    const files: Array<[PageKey | 'index', string]> = [
      ['index', 'index.html'],
      ...PAGE_KEYS.map((page): [PageKey, string] => [page, `pages/${page}.html`]),
    ];
    for (const [key, file] of files) {
      const full = path.join(root, file);
      if (!fs.existsSync(full)) continue;
      const template = split(fs.readFileSync(full, 'utf8'));
      if (template) this.#templates.set(key, template);
      else
        log.warn({ file: full }, `page template has no ${HEAD_START} … ${HEAD_END} markers or no <body>: not served`);
    }
    if (!this.#templates.has('index')) log.warn({ root }, 'shell build not found: run npm run build -w shell');
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
