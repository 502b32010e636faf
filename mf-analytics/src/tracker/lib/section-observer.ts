import { OBSERVER_THRESHOLDS, SECTION_THRESHOLD, visibleShare } from '../../domain/sections.ts';

/** Called when a section comes into view (≥ 25%) or leaves it. */
export type SectionChange = (id: string, inView: boolean) => void;

/**
 * Watches the page's sections (`main > section[id]`) with an IntersectionObserver, including
 * sections that appear later (a route change, a slot that renders late): a MutationObserver
 * rescans `main`'s children, which is a walk of a dozen elements. A section that leaves the page
 * leaves view.
 */
export function watchSections(onChange: SectionChange): { stop(): void } {
  const observed = new Set<Element>();
  // A live collection: reading it costs nothing after the first time.
  const mains = document.getElementsByTagName('main');

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const viewport = entry.rootBounds?.height ?? window.innerHeight;
        const share = visibleShare(entry.intersectionRect.height, entry.boundingClientRect.height, viewport);
        onChange(entry.target.id, entry.isIntersecting && share >= SECTION_THRESHOLD);
      }
    },
    { threshold: OBSERVER_THRESHOLDS },
  );

  const scan = () => {
    const main = mains[0];
    for (const element of observed) {
      if (element.parentElement === main && element.isConnected) continue;
      observed.delete(element);
      observer.unobserve(element);
      onChange(element.id, false);
    }
    if (!main) return;
    for (const element of main.children) {
      if (element.tagName === 'SECTION' && element.id && !observed.has(element)) {
        observed.add(element);
        observer.observe(element);
      }
    }
  };
  scan();
  const mutations = new MutationObserver(scan);
  mutations.observe(document.body, { childList: true, subtree: true });

  return {
    stop() {
      mutations.disconnect();
      observer.disconnect();
      observed.clear();
    },
  };
}
