/**
 * An article URL's first screen as the server sends it: the reader, rendered at build time
 * (src/prerender.tsx) and put into the page by the BFF, so the article paints before any script
 * runs. The live reader replaces it once it has the same article to show.
 */
export const SERVER_SCREEN_ID = 'hl-article-screen';

const serverScreen = () => document.getElementById(SERVER_SCREEN_ID);

/** Whether the page still shows the server's first screen of article `id`. */
export function showsServerScreen(id: string): boolean {
  return serverScreen()?.dataset.articleId === id;
}

/** An inline picture of the server's screen: what the reader needs to draw the same one. */
export interface ServerPicture {
  viewBox: string;
  markup: string;
}

/**
 * The picture (an inline SVG, scripts/prerender-articles.ts) of the server's first screen of
 * article `id` that has class `className`, if the page shows that screen.
 */
export function serverScreenPicture(id: string, className: string): ServerPicture | undefined {
  if (typeof document === 'undefined' || !showsServerScreen(id)) return undefined;
  const svg = serverScreen()?.querySelector(`svg.${CSS.escape(className)}`);
  const viewBox = svg?.getAttribute('viewBox');
  return svg && viewBox ? { viewBox, markup: svg.innerHTML } : undefined;
}

/**
 * Replaces the server's first screen (of any article) by the reader's dialog, now showing: the
 * dialog takes over where the visitor had scrolled to, then the screen goes.
 */
export function replaceServerScreen(dialog: HTMLElement): void {
  const screen = serverScreen();
  if (!screen) return;
  const scrolled = screen.querySelector('[role="dialog"]')?.scrollTop ?? 0;
  if (scrolled > 0) dialog.scrollTop = scrolled;
  screen.remove();
}
