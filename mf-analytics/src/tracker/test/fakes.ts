import { vi } from 'vitest';
import type { BatchItem } from '../../domain/payload.ts';
import type { Transport } from '../lib/outbox.ts';

/**
 * An IntersectionObserver the test drives: `report` says how much of an element is on screen, as
 * the browser would after a scroll (happy-dom has no layout, so no real observer ever fires).
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }

  /** `visible` px of the element's `height` show in a screen `viewport` px high. */
  report(element: Element, visible: number, height = 400, viewport = 800) {
    const entry = {
      target: element,
      isIntersecting: visible > 0,
      intersectionRatio: height > 0 ? visible / height : 0,
      intersectionRect: { height: visible },
      boundingClientRect: { height },
      rootBounds: { height: viewport },
      time: 0,
    } as unknown as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }

  static latest(): FakeIntersectionObserver {
    const observer = FakeIntersectionObserver.instances.at(-1);
    if (!observer) throw new Error('No IntersectionObserver was created');
    return observer;
  }
}

export function installFakeIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** A transport that keeps what it is given and answers with ids. */
export function recordingTransport() {
  const posts: BatchItem[][] = [];
  const beacons: BatchItem[][] = [];
  const transport: Transport = {
    post: async (items) => {
      posts.push(items);
      return { sessionId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', visitorId: '0190a1b2-c3d4-4e5f-8a9b-0c1d2e3f4a5c' };
    },
    beacon: (items) => {
      beacons.push(items);
      return true;
    },
  };
  return {
    transport,
    posts,
    beacons,
    /** Everything sent so far, by fetch and by beacon, in order of sending. */
    all: () => [...posts.flat(), ...beacons.flat()],
    /** Events sent so far as [type, element?, value?]. */
    events: () =>
      [...posts.flat(), ...beacons.flat()].flatMap((i) =>
        i.kind === 'event' ? [[i.type, i.element, i.value].filter((x) => x !== undefined)] : [],
      ),
  };
}

/** Sets what the page reports as its visibility and tells it, as the browser does on a tab switch. */
export function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Sets the scroll position and the page and screen heights the scroll observer reads. */
export function setScroll(scrollY: number, innerHeight: number, pageHeight: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: pageHeight });
}

/** Sets navigator.webdriver (happy-dom says true: it is a program's browser). */
export function setWebdriver(value: boolean) {
  Object.defineProperty(navigator, 'webdriver', { configurable: true, get: () => value });
}
