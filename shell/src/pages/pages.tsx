import type { PageKey } from '@hl/shared/site-map';
import { type ComponentType, lazy, Suspense } from 'react';

/** A page whose code is a chunk of its own, and what loads it ahead of rendering. */
type Page = ComponentType & { load: () => Promise<void> };

/**
 * The pages of the public site, each a chunk of its own (`page-<key>`, the key of
 * @hl/shared/site-map): a page's first load carries its own code and none of the others', which is
 * what keeps the brand font inside the first-load budget (docs/PERFORMANCE.md). A page loaded ahead
 * (`loadPage`: the prerender before rendering, the browser before hydrating, its chunk preloaded by
 * the page's HTML) renders at once, so server and browser render the same tree; one reached by a
 * client-side navigation loads as it goes, in a Suspense boundary.
 */
function page(load: () => Promise<ComponentType>): Page {
  let loaded: ComponentType | undefined;
  const loadOnce = async () => {
    loaded ??= await load();
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  function Page() {
    const Loaded = loaded;
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  }
  return Object.assign(Page, { load: async () => void (await loadOnce()) });
}

export const HomePage = page(() =>
  import(/* webpackChunkName: "page-home" */ './HomePage.tsx').then((m) => m.HomePage),
);
export const ApplyPage = page(() =>
  import(/* webpackChunkName: "page-apply" */ './ApplyPage.tsx').then((m) => m.ApplyPage),
);
export const PrivacyPage = page(() =>
  import(/* webpackChunkName: "page-privacy" */ './PrivacyPage.tsx').then((m) => m.PrivacyPage),
);
export const AgentsPartnerPage = page(() =>
  import(/* webpackChunkName: "page-agents-partner" */ './AgentsPartnerPage.tsx').then((m) => m.AgentsPartnerPage),
);
export const PreApprovalPage = page(() =>
  import(/* webpackChunkName: "page-pre-approval" */ './PreApprovalPage.tsx').then((m) => m.PreApprovalPage),
);

const BY_KEY: Partial<Record<PageKey, Page>> = {
  home: HomePage,
  apply: ApplyPage,
  privacy: PrivacyPage,
  'agents-partner': AgentsPartnerPage,
  'pre-approval': PreApprovalPage,
};

/** Loads the code of a page ahead of rendering it (the not-found and insights pages have none of their own). */
export function loadPage(key: PageKey): Promise<void> {
  return BY_KEY[key]?.load() ?? Promise.resolve();
}
