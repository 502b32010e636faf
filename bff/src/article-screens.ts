import { articleScreensSchema } from '@hl/shared/contracts';
import { parseAs, RemoteDocument, type RemoteDocumentOptions } from './remote-document.ts';

/** The articles' first screens as last read from the knowledge remote, ready to put into pages. */
export interface LoadedArticleScreens {
  /** The stylesheet the screens need. */
  css: string;
  /** Article id → its screen's HTML, asset URLs pointing at the remote's public address. */
  byId: ReadonlyMap<string, string>;
}

/**
 * The knowledge remote's article screens (article-screens.json, published beside its article
 * index): each article's reader rendered at build time, which the BFF sends inside the page of the
 * article's URL so the article paints before any script runs. `publicBase` is the remote's address
 * as browsers reach it; the screens' asset URLs are rewritten to start there.
 */
export class ArticleScreensCache extends RemoteDocument<LoadedArticleScreens> {
  constructor(options: RemoteDocumentOptions & { publicBase: string }) {
    super(options, {
      what: 'article screens',
      parse(json) {
        const { assetBase, css, screens } = parseAs(articleScreensSchema, 'a set of article screens', json);
        const rebase = (html: string) => html.replaceAll(assetBase, options.publicBase);
        return { css, byId: new Map(Object.entries(screens).map(([id, html]) => [id, rebase(html)])) };
      },
      summary: (screens) => ({ screens: screens.byId.size }),
    });
  }
}
