import { type ReactNode, Suspense, use } from 'react';

/**
 * Hydration in two steps: the first screen, then what lies below it. React takes a prerendered page
 * over in one pass unless part of it suspends; a Suspense boundary that suspends while hydrating
 * keeps its server HTML as it is and is hydrated after the rest has committed. So the parts below a
 * page's first screen (the home page's sections after the hero, the footer) wait for the first
 * screen's commit, the moment the page is interactive (start.tsx), and are taken over in tasks of
 * their own right after it: the first screen is interactive after a third less work (home page, 340
 * elements, about 200 below the hero). Their HTML shows the whole time, and a press on one of them
 * before then is replayed by React once it has taken that part over.
 *
 * Only the browser's hydration waits: the prerender, a page rendered from scratch (the dev server)
 * and every render after the first screen's commit render the children at once.
 */
let firstScreen: { promise: Promise<void>; release: () => void } | undefined;

/** Called before hydrating the prerendered page: what is inside <AfterFirstScreen> then waits. */
export function holdAfterFirstScreen(): void {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  firstScreen = { promise, release };
}

/** Called once the first screen has committed: the held parts are hydrated next. */
export function releaseAfterFirstScreen(): void {
  firstScreen?.release();
  firstScreen = undefined;
}

function Held({ children }: { children: ReactNode }) {
  if (firstScreen) use(firstScreen.promise);
  return children;
}

export function AfterFirstScreen({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Held>{children}</Held>
    </Suspense>
  );
}
