import { type ReactNode, Suspense, use } from 'react';

/**
 * Hydration in two steps: the first screen, then what lies below it. React takes a prerendered page
 * over in one pass unless part of it suspends; a Suspense boundary that suspends while hydrating
 * keeps its server HTML as it is and is hydrated after the rest has committed. So the parts below a
 * page's first screen (the home page's sections after the hero, the footer) wait for the first
 * screen's commit, the moment the page is interactive (start.tsx), and are taken over in tasks of
 * their own right after it: on the home page (340 elements, about 200 below the hero) a third less
 * hydration comes before the page is interactive (docs/PERFORMANCE.md). Their HTML shows the whole
 * time, and a press on one of them before then is replayed by React once it has taken that part over.
 *
 * An article URL's first screen is the article itself, the knowledge remote's server screen over
 * the page (a StaticModal, outside React's root): what would be the first screen (the header, the
 * hero) is behind it, out of sight and out of reach. Parts marked `ifCovered` wait then too, so
 * nothing the visitor cannot see delays the page's start.
 *
 * Only the browser's hydration waits: the prerender, a page rendered from scratch (the dev server)
 * and every render after the first screen's commit render the children at once.
 */
let firstScreen: { promise: Promise<void>; release: () => void; covered: boolean } | undefined;

/**
 * Called before hydrating the prerendered page: what is inside <AfterFirstScreen> then waits, and
 * what is inside <AfterFirstScreen ifCovered> too when a server screen covers the page.
 */
export function holdAfterFirstScreen({ covered }: { covered: boolean }): void {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  firstScreen = { promise, release, covered };
}

/** Called once the first screen has committed: the held parts are hydrated next. */
export function releaseAfterFirstScreen(): void {
  firstScreen?.release();
  firstScreen = undefined;
}

interface Props {
  children: ReactNode;
  /** Part of the first screen, unless a server screen covers the page: held only then. */
  ifCovered?: boolean;
}

function Held({ children, ifCovered = false }: Props) {
  if (firstScreen && (!ifCovered || firstScreen.covered)) use(firstScreen.promise);
  return children;
}

/** Always a Suspense boundary, so the server's HTML and the browser's tree match whatever is held. */
export function AfterFirstScreen({ children, ifCovered }: Props) {
  return (
    <Suspense fallback={null}>
      <Held ifCovered={ifCovered}>{children}</Held>
    </Suspense>
  );
}
