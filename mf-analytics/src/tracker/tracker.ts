import { remoteVersions, type TrackedRecord, type Tracker } from '@hl/shared/analytics';
import { cleanPath, isTypeName } from '../domain/clean.ts';
import { type ClientHints, describeClient } from '../domain/device.ts';
import { ErrorBudget, type ErrorFacts, errorItem } from '../domain/errors.ts';
import {
  type BatchItem,
  type EventValue,
  eventItem,
  type PageContext,
  pageViewItem,
  recordItem,
} from '../domain/payload.ts';
import { DepthMarks } from '../domain/scroll-depth.ts';
import { SectionClock } from '../domain/sections.ts';
import type { VitalItem } from '../domain/vitals.ts';
import { watchErrors } from './lib/error-observer.ts';
import { Outbox, type Transport } from './lib/outbox.ts';
import { watchPageEvents } from './lib/page-events.ts';
import { isReturningVisitor } from './lib/returning-visitor.ts';
import { watchScroll } from './lib/scroll-observer.ts';
import { watchSections } from './lib/section-observer.ts';
import { loadThirdPartyTag } from './lib/third-party-tag.ts';
import { readTimeZone } from './lib/time-zone.ts';
import { batchTransport } from './lib/transport.ts';
import { watchVisibility } from './lib/visibility.ts';
import { type CollectVitals, loadCollector, watchVitals } from './lib/vitals-observer.ts';

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/**
 * The tracker the shell's analytics provider hands records to (the `./tracker` expose). It adds
 * the page-view fields, records what the visitor does on its own (sections, scroll depth, field
 * changes, marked clicks, opened FAQs, the page being hidden, uncaught errors, the page load's Web
 * Vitals) and delivers everything in batches. Every callback does a few map lookups and pushes to
 * an array: measured by `npm run bench`. `loadVitals` loads the Web Vitals' collector (a fake in tests).
 */
export default function createTracker(
  transport: Transport = batchTransport(),
  loadVitals: () => Promise<CollectVitals> = loadCollector,
): Tracker {
  const outbox = new Outbox(transport);
  // A browser driven by a program says so; the BFF counts its records as a bot's (docs/BFF.md, Bots).
  const automated = navigator.webdriver === true;
  const add = (item: BatchItem) => outbox.add(automated ? { ...item, webdriver: true } : item);
  const errors = new ErrorBudget();
  const clock = new SectionClock();
  const depths = new DepthMarks();
  const hints = (navigator as Navigator & { userAgentData?: ClientHints }).userAgentData;
  const context: Omit<PageContext, 'referrer'> = {
    userAgent: navigator.userAgent,
    client: describeClient(navigator.userAgent, hints),
    language: navigator.language,
    screen: { width: window.screen.width, height: window.screen.height },
    timezone: readTimeZone(),
    isReturning: isReturningVisitor(),
  };
  // web-vitals measures the page load, not the moves inside the site after it: its figures are
  // the landing page's, each sent once (a page hidden twice, or restored from the back-forward
  // cache, reports again).
  const landing = cleanPath(location.pathname);
  const vitalsSent = new Set<string>();
  /** The URL of the last page view: the referrer of the next one. */
  let lastUrl: string | undefined;
  let pageStartedAt = Date.now();
  let pageHidden = document.visibilityState === 'hidden';
  /** Sections in view when the page was hidden: in view again when it comes back. */
  const paused = new Set<string>();

  // What the tracker records by itself carries the versions of the remotes loaded when it happens,
  // as the provider's records do (@hl/shared/analytics is the page's singleton: the same versions).
  // A shell released before the versions existed provides no `remoteVersions`: records go without.
  const versions = () => (typeof remoteVersions === 'function' ? remoteVersions() : undefined);
  const emit = (type: string, element?: string, value?: EventValue, passive?: boolean) => {
    if (isTypeName(type)) {
      const now = new Date().toISOString();
      add(eventItem(type, element, value, cleanPath(location.pathname), now, { passive, remotes: versions() }));
    }
  };
  /** An error, once per page view and within the page view's budget. */
  const error = (facts: ErrorFacts) => {
    const item = errorItem(facts);
    if (errors.take(item)) add(item);
  };
  const vital = (item: VitalItem) => {
    if (vitalsSent.has(item.name)) return;
    vitalsSent.add(item.name);
    add(item);
  };
  const vitalFacts = () => ({
    path: landing,
    device: context.client.device,
    connection: (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType,
    remotes: versions(),
    timestamp: new Date().toISOString(),
  });
  /** What the tracker observes by itself (sections, scroll depth, the page hidden): never the visitor acting. */
  const observed = (type: string, element?: string, value?: EventValue) => emit(type, element, value, true);

  const onSection = (id: string, inView: boolean) => {
    if (pageHidden) {
      if (inView) paused.add(id);
      else paused.delete(id);
      return;
    }
    const now = Date.now();
    if (inView) {
      if (clock.enter(id, now)) observed('section_view', id);
    } else {
      const spent = clock.leave(id, now);
      if (spent !== null) observed('section_exit', id, spent);
    }
  };

  const onHidden = () => {
    pageHidden = true;
    for (const [id, spent] of clock.leaveAll(Date.now())) {
      paused.add(id);
      observed('section_exit', id, spent);
    }
    observed('exit', 'page_hidden', seconds(Date.now() - pageStartedAt));
    outbox.flushWithBeacon();
  };

  const onVisible = () => {
    pageHidden = false;
    for (const id of paused) onSection(id, true);
    paused.clear();
  };

  let watching: Array<{ stop(): void }> | null = null;
  const start = () => {
    watching ??= [
      watchSections(onSection),
      watchScroll((percent) => {
        for (const depth of depths.reach(percent)) observed('scroll_depth', undefined, depth);
      }),
      watchPageEvents(emit),
      watchVisibility({ hidden: onHidden, visible: onVisible }),
      watchErrors((type, thrown) =>
        error({
          type,
          error: thrown,
          path: cleanPath(location.pathname),
          timestamp: new Date().toISOString(),
          remotes: versions(),
        }),
      ),
      watchVitals(vital, vitalFacts, loadVitals),
    ];
  };

  start();
  void loadThirdPartyTag();

  return {
    record(record: TrackedRecord) {
      // Stopped by a provider that unmounted and came back (React's development double effects).
      start();
      if (record.kind === 'pageview') {
        depths.reset();
        errors.reset();
        pageStartedAt = Date.parse(record.timestamp) || Date.now();
        add(pageViewItem(record, { ...context, referrer: lastUrl ?? document.referrer }));
        lastUrl = record.url;
        return;
      }
      if (record.kind === 'error') {
        error({ ...record, path: cleanPath(record.path) });
        return;
      }
      const item = recordItem(record);
      if (item) add(item);
    },
    stop() {
      for (const watcher of watching ?? []) watcher.stop();
      watching = null;
      outbox.flushWithBeacon();
    },
  };
}
