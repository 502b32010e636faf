import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { remoteOrigins, thirdPartyTagOrigin } from '../config.ts';

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

/** The inline scripts' hashes of every page of the shell's build (index.html and pages/). */
function shellInlineScripts(dist: string): string[] {
  const pages = path.join(dist, 'pages');
  const files = [
    path.join(dist, 'index.html'),
    ...(fs.existsSync(pages) ? fs.readdirSync(pages).map((f) => path.join(pages, f)) : []),
  ].filter((f) => f.endsWith('.html') && fs.existsSync(f));
  return [...new Set(files.flatMap((f) => inlineScriptHashes(fs.readFileSync(f, 'utf8'))))];
}

/**
 * Security headers (helmet) with a Content-Security-Policy for the shell: its own origin plus
 * exactly the registered remotes' origins (MF_*_URL). The shell fetches each remote's
 * mf-manifest.json (connect-src), then loads its remoteEntry.js and chunks as scripts, its CSS as
 * stylesheets, and its SVG images and fonts. Inline styles stay allowed for the toast library,
 * which injects a <style> element; inline scripts only by the hash of those the shell's build
 * writes into its pages (read once at start-up, as the pages are), and eval, plugins and framing
 * not at all. When the
 * optional third-party page-view tag is configured, its origin (and no other) is added to the
 * script, connect and image sources: it loads as a script and reports by request or pixel.
 */
export default fp(
  async (app) => {
    const sources = ["'self'", ...remoteOrigins(app.config)];
    const tag = thirdPartyTagOrigin(app.config);
    const withTag = tag === undefined || sources.includes(tag) ? sources : [...sources, tag];
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [...withTag, ...shellInlineScripts(app.config.SHELL_DIST)],
          scriptSrcAttr: ["'none'"],
          styleSrc: [...sources, "'unsafe-inline'"],
          imgSrc: [...withTag, 'data:'],
          fontSrc: [...sources, 'data:'],
          connectSrc: withTag,
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // The remotes' scripts come from other origins: no cross-origin isolation demanded of them.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
