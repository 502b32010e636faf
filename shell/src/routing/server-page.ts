/**
 * The page the server sent for the document the browser opened (the prerender names it on the
 * root element: `data-page`). It differs from the router's page in one case: an article path whose
 * id the server does not know is sent as the not-found page, with a 404, where the router alone
 * would render the home page and let the knowledge center find out later. The first render must
 * produce what the server sent, or hydration fails.
 */
let sent: { path: string; page: string } | undefined;

/** Called once by the entry point, before React takes the server's markup over. */
export function rememberServerPage(path: string, page: string | undefined): void {
  sent = page ? { path, page } : undefined;
}

/** Whether the server sent the not-found page for this path (the document's own path only). */
export function sentAsNotFound(pathname: string): boolean {
  return sent?.page === 'not-found' && sent.path === pathname;
}
