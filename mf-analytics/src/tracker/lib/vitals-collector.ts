import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { type VitalFacts, type VitalItem, vitalItem } from '../../domain/vitals.ts';

/**
 * Observes LCP, INP, CLS, FCP and TTFB with the web-vitals library and hands each report on as a
 * batch item, with the facts of the moment it came (null items dropped). web-vitals reports LCP,
 * CLS and INP when the page is hidden, in the capture phase on window: before the tracker's own
 * handler on document sends its beacon, so they go with it. This module is a chunk of its own,
 * fetched once the page is idle (vitals-observer.ts). The standard build: the attribution build
 * alone is 5.6 KB gzipped, more than the tracker's budget leaves; what it names is read from the
 * entries instead (domain/vitals.ts).
 */
export function collectVitals(send: (item: VitalItem) => void, facts: () => VitalFacts): void {
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) {
    observe((metric) => {
      const item = vitalItem(metric, facts());
      if (item) send(item);
    });
  }
}
