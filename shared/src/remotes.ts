/**
 * What each remote exposes and what each expose takes: the typed half of the contract between the
 * shell and the remotes (the other half is the federation name and the browser events). The
 * shell's slots accept only an expose listed here and only its props, so passing a prop an expose
 * does not take fails typecheck; each remote checks its rspack `exposes` and its exposed modules
 * against its entry. Besides the types, `REMOTE_CONTRACT` describes the same props as data, for the
 * checks a remote's release must pass (a build records the contract it was built against).
 */
import type { ComponentType } from 'react';
import type { Tracker } from './analytics/records.ts';

/** Props of an expose that takes none: any prop passed to it is a type error. */
export type NoProps = { [prop: string]: never };

export interface KnowledgeCenterProps {
  /** The `{slug}-{id}` of an /articles/ path: the knowledge center opens that article's reader. */
  articleSlugId?: string;
  /** Called when `articleSlugId` names no article; the shell then shows its not-found page. */
  onArticleNotFound?: () => void;
}

export interface NewsletterModalProps {
  /** Paths the modal may show on ('/articles/' allows every article); none given: every path. */
  allowedPaths?: readonly string[];
  delayMs?: number;
}

export interface CallbackFormProps {
  /** Called once a sent request has shown its thanks (the application dialog closes on it). */
  onDone?: () => void;
}

/** Remote (federation name) → expose → the props of the component it default-exports. */
export interface RemoteComponentProps {
  mf_calculators: { CalculatorsSection: NoProps };
  mf_knowledge: {
    KnowledgeCenter: KnowledgeCenterProps;
    Testimonials: NoProps;
    Services: NoProps;
    WhyUs: NoProps;
    Partners: NoProps;
    Team: NoProps;
  };
  mf_leads: {
    NewsletterModal: NewsletterModalProps;
    CallbackForm: CallbackFormProps;
    ContactForm: NoProps;
    PartnerForm: NoProps;
  };
  /** The operators' insights page (/insights): signs in against the BFF's admin session itself. */
  mf_analytics: { Insights: NoProps };
}

/** Remote → expose → its default export, for exposes that are not components. */
export interface RemoteModules {
  /** Starts the tracker the shell's analytics provider hands records to. */
  mf_analytics: { tracker: () => Tracker };
}

export type ComponentRemote = keyof RemoteComponentProps;
export type RemoteName = ComponentRemote | keyof RemoteModules;
export type ComponentExpose<R extends ComponentRemote> = keyof RemoteComponentProps[R] & string;
export type ExposeProps<R extends ComponentRemote, E extends ComponentExpose<R>> = RemoteComponentProps[R][E];

/** What each expose of remote R must default-export. */
export type RemoteExposes<R extends RemoteName> = (R extends ComponentRemote
  ? { [E in ComponentExpose<R>]: ComponentType<RemoteComponentProps[R][E]> }
  : unknown) &
  (R extends keyof RemoteModules ? RemoteModules[R] : unknown);

export type ExposeName<R extends RemoteName> = keyof RemoteExposes<R> & string;

/**
 * A remote's rspack `exposes` from a map of expose name → source file: every expose of the
 * contract must be there and nothing else may be (`'./KnowledgeCenter': './src/…'`).
 */
export function exposesConfig<R extends RemoteName>(files: { [E in ExposeName<R>]: string }): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([name, file]) => [`./${name}`, file as string]));
}

/** A prop's kind as a release check compares it; `?` marks an optional prop. */
type Kind<T> = T extends string
  ? 'string'
  : T extends number
    ? 'number'
    : T extends boolean
      ? 'boolean'
      : T extends (...args: never[]) => unknown
        ? 'function'
        : T extends readonly string[]
          ? 'string[]'
          : never;

/** An expose's props as data: prop → kind, derived from its props type so the two cannot drift. */
export type PropsSpec<P> = {
  [K in keyof P]-?: undefined extends P[K] ? `${Kind<Exclude<P[K], undefined>>}?` : Kind<P[K]>;
};

type ContractSpec = {
  [R in RemoteName]: (R extends ComponentRemote
    ? { [E in ComponentExpose<R>]: PropsSpec<RemoteComponentProps[R][E]> }
    : unknown) &
    (R extends keyof RemoteModules ? { [E in keyof RemoteModules[R]]: 'function' } : unknown);
};

/**
 * The contract as data: remote → expose → its props (prop → kind) for a component, or 'function'
 * for a module whose default export is a function. Typecheck keeps it equal to the types above.
 */
export const REMOTE_CONTRACT = {
  mf_calculators: { CalculatorsSection: {} },
  mf_knowledge: {
    KnowledgeCenter: { articleSlugId: 'string?', onArticleNotFound: 'function?' },
    Testimonials: {},
    Services: {},
    WhyUs: {},
    Partners: {},
    Team: {},
  },
  mf_leads: {
    NewsletterModal: { allowedPaths: 'string[]?', delayMs: 'number?' },
    CallbackForm: { onDone: 'function?' },
    ContactForm: {},
    PartnerForm: {},
  },
  mf_analytics: { Insights: {}, tracker: 'function' },
} as const satisfies ContractSpec;

export type ExposeSpec = Readonly<Record<string, string>> | 'function';

/**
 * What a release of a remote publishes beside its manifest (`hl-release.json`): its federation name,
 * its version and the contract (of REMOTE_CONTRACT) it was built against.
 */
export interface ReleaseInfo {
  remote: string;
  version: string;
  contract: Readonly<Record<string, ExposeSpec>>;
}

/**
 * What a remote's build says of itself, as the release command (`npm run release`) sends it to the
 * BFF: from its manifest (federation name, version, what it shares and exposes) and its
 * `hl-release.json` (the contract it was compiled against). The BFF checks it against the shell.
 */
export interface BuildFacts {
  name: string;
  version: string;
  shared: Array<{ name: string; version?: string; requiredVersion?: string | false; singleton?: boolean }>;
  exposes: string[];
  contract: Record<string, ExposeSpec>;
}

/**
 * GET /api/remotes: which build of each remote this browser loads. A remote released as versions
 * has one stable version and at most one canary with a share of visitors (sticky per visitor); a
 * remote never released is served from its configured address (`version` null). A browser holding a
 * preview link loads the version it names instead (`preview`). `fallback` is the last version known
 * to be good for this browser: the stable one for a canary visitor, the previous stable for the
 * others; the shell loads it when `entry` fails to load or its component throws on first render.
 */
export interface RemoteRegistryEntry {
  /** Federation name, e.g. 'mf_calculators'. */
  name: string;
  /** URL of the manifest of the build this browser loads. */
  entry: string;
  /** That build's version (its commit's short hash, or a content hash); null: the configured address. */
  version: string | null;
  /** The build to load when `entry` fails; absent when there is none. */
  fallback?: { entry: string; version: string | null };
  /** This browser previews `version` (a staff member's signed link); nobody else sees it. */
  preview?: true;
}

/** What is live for every visitor of a remote: its stable version and its canary, if any. */
export interface RemoteLiveState {
  name: string;
  stable: string | null;
  canary: { version: string; share: number } | null;
}

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
  live: RemoteLiveState[];
}
