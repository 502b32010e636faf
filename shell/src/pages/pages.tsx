import type { PageKey } from '@hl/shared/site-map';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import { useIdleAfterLoad } from '../layout/useIdleAfterLoad.ts';

/** A page whose code is a chunk of its own: the component once loaded, and how to load it. */
interface PageCode {
  loaded?: ComponentType;
  Lazy: LazyExoticComponent<ComponentType>;
  load: () => Promise<void>;
}

export function pageCode(load: () => Promise<ComponentType>): PageCode {
  let loading: Promise<ComponentType> | undefined;
  const code: PageCode = {
    Lazy: lazy(async () => ({ default: await code.load().then(() => code.loaded as ComponentType) })),
    load: async () => {
      // A chunk that failed to load is asked for again next time, not remembered as failed.
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      code.loaded = await loading;
    },
  };
  return code;
}

/**
 * The pages of the public site, each a chunk of its own (`page-<key>`, the key of
 * @hl/shared/site-map): a page's first load carries its own code and none of the others', which is
 * what keeps the brand face inside the first-load budget (docs/PERFORMANCE.md). A page loaded ahead
 * (`loadPage`: the prerender before rendering, the browser before hydrating, its chunk preloaded by
 * the page's HTML) renders at once, so server and browser render the same tree; one reached by a
 * client-side navigation loads as it goes, in a Suspense boundary.
 */
function Page({ code }: { code: PageCode }) {
  const Loaded = code.loaded;
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={null}>
      <code.Lazy />
    </Suspense>
  );
}

const CODE = {
  home: pageCode(() => import(/* webpackChunkName: "page-home" */ './HomePage.tsx').then((m) => m.HomePage)),
  apply: pageCode(() => import(/* webpackChunkName: "page-apply" */ './ApplyPage.tsx').then((m) => m.ApplyPage)),
  privacy: pageCode(() =>
    import(/* webpackChunkName: "page-privacy" */ './PrivacyPage.tsx').then((m) => m.PrivacyPage),
  ),
  'agents-partner': pageCode(() =>
    import(/* webpackChunkName: "page-agents-partner" */ './AgentsPartnerPage.tsx').then((m) => m.AgentsPartnerPage),
  ),
  'pre-approval': pageCode(() =>
    import(/* webpackChunkName: "page-pre-approval" */ './PreApprovalPage.tsx').then((m) => m.PreApprovalPage),
  ),
} satisfies Partial<Record<PageKey, PageCode>>;

export const HomePage = () => <Page code={CODE.home} />;
export const ApplyPage = () => <Page code={CODE.apply} />;
export const PrivacyPage = () => <Page code={CODE.privacy} />;
export const AgentsPartnerPage = () => <Page code={CODE['agents-partner']} />;
export const PreApprovalPage = () => <Page code={CODE['pre-approval']} />;

/** Loads the code of a page ahead of rendering it (the not-found and insights pages have none of their own). */
export function loadPage(key: PageKey): Promise<void> {
  return (CODE as Partial<Record<PageKey, PageCode>>)[key]?.load() ?? Promise.resolve();
}

/**
 * Loads every page's code once the page has loaded and gone idle (a few KB in all), so a
 * client-side navigation to another page renders at once instead of waiting for its chunk.
 */
export function usePagesLoadedWhenIdle() {
  const idle = useIdleAfterLoad();
  useEffect(() => {
    if (!idle) return;
    // A chunk that fails here is asked for again by the navigation that needs it.
    for (const code of Object.values(CODE)) void code.load().catch(() => undefined);
  }, [idle]);
}
