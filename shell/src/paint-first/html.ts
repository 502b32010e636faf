import { withoutSourceMapComment } from '@hl/tooling/source-map-comment';

/** The name of the build's first script (loader.ts), the one the HTML carries inline. */
export const PAINT_FIRST_ENTRY = 'paint-first';

/** The loader's built file name in the HTML's script tags, e.g. /paint-first.1a2b3c4d.js. */
export const isLoaderSrc = (src: string) => new RegExp(`/${PAINT_FIRST_ENTRY}(\\.[0-9a-f]+)?\\.js$`).test(src);

/**
 * The shell's HTML as it is sent (applied to the production build's index.html): its scripts
 * become preloads, fetched at once, and the paint-first loader (`loaderSource`, the built
 * loader.ts) is put inline at the end of the head with their list, in their order, to run them
 * after the first paint. At the end of the head it holds presses from the body's first byte on: a
 * page painted in part while its HTML still arrives has buttons before the body's end is parsed.
 * Inline, it is no request of its own that the first paint could wait for;
 * the BFF allows it by its hash in the Content-Security-Policy. The preloads ask for low priority,
 * as the deferred scripts they replace had: a script preload is otherwise fetched at high
 * priority, ahead of what the first screen shows, which these scripts are not needed for.
 */
export function paintFirstHtml(html: string, loaderSource: (src: string) => string): string {
  const tags = [...html.matchAll(/<script defer src="([^"]+)"><\/script>/g)];
  const loader = tags.find((m) => isLoaderSrc(m[1] as string));
  if (!loader) throw new Error(`The HTML has no ${PAINT_FIRST_ENTRY} script`);
  const code = withoutSourceMapComment(loaderSource(loader[1] as string));
  if (/<\/script|<!--/i.test(code)) throw new Error(`The ${PAINT_FIRST_ENTRY} script cannot be put inline`);
  const scripts = tags.filter((m) => m !== loader).map((m) => m[1] as string);
  let out = html;
  for (const [tag, src] of tags) {
    out = out.replace(
      tag,
      tag === loader[0] ? '' : `<link rel="preload" as="script" href="${src}" fetchpriority="low" />`,
    );
  }
  if (!out.includes('</head>')) throw new Error('The HTML has no </head>');
  return out.replace('</head>', `<script data-scripts="${scripts.join(' ')}">${code}</script></head>`);
}

/**
 * Preloads the fonts of the build (`hrefs`: the brand face, @hl/shared/brand-font.css) from the top
 * of the head: a font is otherwise requested only once the first layout finds text set in it, and
 * the headings would first paint in the fallback face. `crossorigin`: fonts are fetched in CORS
 * mode, and a preload without it would not be used.
 */
export function preloadFonts(html: string, hrefs: readonly string[]): string {
  const viewport = /<meta name="viewport"[^>]*>/.exec(html);
  if (!viewport) throw new Error('The HTML has no viewport <meta> to put the font preloads after');
  const links = hrefs.map(
    (href) => `\n    <link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin />`,
  );
  return html.replace(viewport[0], viewport[0] + links.join(''));
}
