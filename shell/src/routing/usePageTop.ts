import { scrollBehaviour } from '@hl/shared/motion';
import { useLocation, useNavigationType } from '@hl/shared/router';
import { HOME_PATHS, matchRoute, type SectionId } from '@hl/shared/site-map';
import { useEffect, useRef } from 'react';

const isHomePath = (path: string) => (HOME_PATHS as readonly string[]).includes(path);

/**
 * A link to another page, or to the home page itself, opens at the top (the browser does this for
 * full page loads, not for the single page's own navigations). Section paths and articles scroll
 * on their own terms (useSectionScroll, the article reader); Back and Forward (POP) keep the
 * browser's restored position; a REPLACE (a remote writing its state into the query) never moves
 * the page.
 */
export function usePageTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (navigationType !== 'PUSH' || from === pathname) return;
    if (isHomePath(pathname) || matchRoute(pathname).page !== matchRoute(from).page) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** Scrolls to a section of the page shown now ('home' is the very top), smoothly unless the visitor prefers less motion. */
export function scrollToSection(section: SectionId): void {
  if (section === 'home') window.scrollTo({ top: 0, behavior: scrollBehaviour() });
  else document.getElementById(section)?.scrollIntoView({ behavior: scrollBehaviour(), block: 'start' });
}
