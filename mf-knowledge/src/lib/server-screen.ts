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
