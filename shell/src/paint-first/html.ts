/** The name of the build's first script (loader.ts), the one entry the HTML runs itself. */
export const PAINT_FIRST_ENTRY = 'paint-first';

/**
 * The shell's HTML as it is sent (applied to the production build's index.html): its other
 * scripts become preloads, fetched at once, and the paint-first loader gets their list, in their
 * order, to run them after the first paint (loader.ts). The preloads ask for low priority, as the
 * deferred scripts they replace had: a script preload is otherwise fetched at high priority,
 * ahead of what the first screen shows, which these scripts are not needed for.
 */
export function paintFirstHtml(html: string): string {
  const tags = [...html.matchAll(/<script defer src="([^"]+)"><\/script>/g)];
  const isLoader = (src: string) => new RegExp(`/${PAINT_FIRST_ENTRY}(\\.[0-9a-f]+)?\\.js$`).test(src);
  const loader = tags.find((m) => isLoader(m[1] as string));
  if (!loader) throw new Error(`The HTML has no ${PAINT_FIRST_ENTRY} script`);
  const scripts = tags.filter((m) => m !== loader).map((m) => m[1] as string);
  let out = html;
  for (const [tag, src] of tags) {
    out = out.replace(
      tag,
      tag === loader[0]
        ? `<script defer src="${src}" data-scripts="${scripts.join(' ')}"></script>`
        : `<link rel="preload" as="script" href="${src}" fetchpriority="low" />`,
    );
  }
  return out;
}
