import { useLocation } from '@hl/shared/router';
import { useEffect, useRef } from 'react';
import { useIdleAfterLoad } from '../layout/useIdleAfterLoad.ts';

type Head = typeof import('./head.ts');

/**
 * The code that writes a head (head.ts, with the page metadata of @hl/shared/metadata): a chunk of
 * its own, not part of any page's first load, since the server sends the first page's head. It is
 * fetched once the page has gone idle, or by the first client-side navigation if that comes first.
 */
let head: Head | undefined;
const loadHead = (): Promise<Head> =>
  import(/* webpackChunkName: "head" */ './head.ts').then((module) => {
    head = module;
    return module;
  });

/**
 * Keeps the head in step with client-side navigation: title, description, canonical link, social
 * tags and structured data, computed as the BFF computes them for a page load. The first location
 * is left alone (the server sent its head). Once the head's code is there (loaded when the page
 * went idle), a page's head is written as it renders, before its page view is recorded; an
 * article's needs the article index, read from the BFF when the visitor first opens an article
 * without a page load.
 */
export function DocumentHead() {
  const { pathname } = useLocation();
  const firstPath = useRef<string>(pathname);
  const idle = useIdleAfterLoad();

  useEffect(() => {
    if (idle && !head) void loadHead();
  }, [idle]);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    let current = true;
    const stillCurrent = () => current;
    if (head) head.updateHead(pathname, stillCurrent);
    else void loadHead().then((loaded) => stillCurrent() && loaded.updateHead(pathname, stillCurrent));
    return () => {
      current = false;
    };
  }, [pathname]);

  return null;
}
