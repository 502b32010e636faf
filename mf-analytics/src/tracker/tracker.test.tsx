import {
  AnalyticsProvider,
  reportClientError,
  setRemoteVersion,
  type TrackedRecord,
  type Tracker,
  useAnalytics,
} from '@hl/shared/analytics';
import { MemoryRouter } from '@hl/shared/router-static';
import { SECTION_IDS } from '@hl/shared/site-map';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type VitalMetric, vitalItem } from '../domain/vitals.ts';
import { FLUSH_AFTER_MS } from './lib/outbox.ts';
import { RETURNING_KEY } from './lib/returning-visitor.ts';
import { SCROLL_DEBOUNCE_MS } from './lib/scroll-observer.ts';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  recordingTransport,
  setScroll,
  setVisibility,
  setWebdriver,
} from './test/fakes.ts';
import createTracker from './tracker.ts';

const pageView = (path: string, url = `http://localhost${path}`): TrackedRecord => ({
  kind: 'pageview',
  path,
  title: 'BondBridge',
  url,
  timestamp: new Date().toISOString(),
});

describe('the tracker', () => {
  let sent: ReturnType<typeof recordingTransport>;
  let tracker: Tracker;

  beforeEach(() => {
    setWebdriver(false);
    vi.useFakeTimers();
    installFakeIntersectionObserver();
    // The config call for the optional third-party tag: off.
    vi.stubGlobal('fetch', async () => Response.json({ thirdPartyTag: null }));
    document.body.innerHTML = `<main>${SECTION_IDS.map((id) => `<section id="${id}"></section>`).join('')}</main>`;
    sent = recordingTransport();
  });

  afterEach(() => {
    tracker?.stop?.();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
    setVisibility('visible');
    document.body.innerHTML = '';
  });

  it('sends a page view with every field, first as a new visitor, then as a returning one', async () => {
    tracker = createTracker(sent.transport);
    tracker.record(pageView('/calculators', 'http://localhost/calculators?calc=transfer&utm_source=mail'));
    tracker.record(pageView('/team'));
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    const [first, second] = sent.posts[0] ?? [];
    expect(first).toEqual({
      kind: 'pageview',
      path: '/calculators',
      title: 'BondBridge',
      pageUrl: 'http://localhost/calculators?calc=transfer&utm_source=mail',
      referrer: '',
      utmParams: { calc: 'transfer', utm_source: 'mail' },
      userAgent: navigator.userAgent,
      device: expect.stringMatching(/^(mobile|tablet|desktop)$/),
      browser: expect.stringMatching(/^(Chrome|Firefox|Safari|Edge|Unknown)$/),
      os: expect.stringMatching(/^(Windows|macOS|Linux|Android|iOS|Unknown)$/),
      language: navigator.language,
      resolution: `${window.screen.width}x${window.screen.height}`,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      isReturning: false,
      timestamp: expect.any(String),
    });
    // A navigation inside the site: the previous page is its referrer.
    expect(second).toMatchObject({
      path: '/team',
      referrer: 'http://localhost/calculators?calc=transfer&utm_source=mail',
    });

    tracker.stop?.();
    expect(localStorage.getItem(RETURNING_KEY)).not.toBeNull();
    tracker = createTracker(sent.transport);
    tracker.record(pageView('/'));
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(sent.posts.at(-1)?.[0]).toMatchObject({ kind: 'pageview', isReturning: true });
  });

  it('passes events and conversions on, stamped where they happened', async () => {
    tracker = createTracker(sent.transport);
    const at = {
      path: '/calculators',
      title: 'x',
      url: 'http://localhost/calculators',
      timestamp: '2026-11-23T10:00:00.000Z',
    };
    tracker.record({ kind: 'event', type: 'get_pre_approved', element: 'hero', ...at });
    tracker.record({ kind: 'event', type: 'modal_impression', element: 'newsletter_modal', passive: true, ...at });
    tracker.record({ kind: 'conversion', type: 'newsletter_signup', ...at });
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    const passive = (i: Record<string, unknown>) => i.passive ?? false;
    expect(sent.posts[0]?.map((i) => [i.kind, 'type' in i ? i.type : '', i.path, i.timestamp, passive(i)])).toEqual([
      ['event', 'get_pre_approved', '/calculators', at.timestamp, false],
      ['event', 'modal_impression', '/calculators', at.timestamp, true],
      ['conversion', 'newsletter_signup', '/calculators', at.timestamp, false],
    ]);
  });

  it("stamps what it records by itself with the versions of the remotes loaded then, and sends the provider's", async () => {
    tracker = createTracker(sent.transport);
    const at = { path: '/', title: 'x', url: 'http://localhost/', timestamp: '2026-11-23T10:00:00.000Z' };
    const view = (id: string) => FakeIntersectionObserver.latest().report(document.getElementById(id) as Element, 300);
    tracker.record({ kind: 'event', type: 'cta_click', ...at, remotes: { mf_knowledge: '1a2b3c4' } });
    view('team');
    setRemoteVersion('mf_calculators', 'abc1234');
    view('calculators');
    setRemoteVersion('mf_calculators', null);
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(sent.posts[0]?.map((i) => ['element' in i ? i.element : '', i.remotes])).toEqual([
      ['', { mf_knowledge: '1a2b3c4' }],
      ['team', undefined],
      ['calculators', { mf_calculators: 'abc1234' }],
    ]);
  });

  it('records section views and exits with the seconds spent, for all ten sections', async () => {
    tracker = createTracker(sent.transport);
    const observer = FakeIntersectionObserver.latest();
    for (const id of SECTION_IDS) {
      observer.report(document.getElementById(id) as Element, 300);
      await vi.advanceTimersByTimeAsync(1500);
      observer.report(document.getElementById(id) as Element, 0);
    }
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    const events = sent.events();
    expect(events.filter((e) => e[0] === 'section_view').map((e) => e[1])).toEqual(SECTION_IDS);
    expect(events.filter((e) => e[0] === 'section_exit')).toEqual(SECTION_IDS.map((id) => ['section_exit', id, 1.5]));
  });

  it('records each scroll depth once per page view, 200 ms after scrolling pauses', async () => {
    tracker = createTracker(sent.transport);
    tracker.record(pageView('/'));
    const scrollTo = async (y: number) => {
      setScroll(y, 1000, 10_000);
      window.dispatchEvent(new Event('scroll'));
      await vi.advanceTimersByTimeAsync(SCROLL_DEBOUNCE_MS);
    };
    await scrollTo(2000);
    await scrollTo(9000);
    await scrollTo(0);
    await scrollTo(9000);
    tracker.record(pageView('/team'));
    await scrollTo(4000);
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(sent.events().filter((e) => e[0] === 'scroll_depth')).toEqual([
      ['scroll_depth', 25],
      ['scroll_depth', 50],
      ['scroll_depth', 75],
      ['scroll_depth', 100],
      ['scroll_depth', 25],
      ['scroll_depth', 50],
    ]);
  });

  it('when the page is hidden: section exits and exit page_hidden go at once by beacon; views resume when it is back', async () => {
    tracker = createTracker(sent.transport);
    tracker.record(pageView('/'));
    const observer = FakeIntersectionObserver.latest();
    observer.report(document.getElementById('home') as Element, 400);
    await vi.advanceTimersByTimeAsync(1200);
    setVisibility('hidden');
    expect(sent.posts).toEqual([]);
    // What the tracker observes by itself is marked passive: it never counts as the visitor acting.
    const beaconed = sent.beacons.flat();
    expect(beaconed.map((i) => (i.kind === 'event' ? [i.type, i.element, i.value, i.passive] : i.kind))).toEqual([
      'pageview',
      ['section_view', 'home', undefined, true],
      ['section_exit', 'home', 1.2, true],
      ['exit', 'page_hidden', 1.2, true],
    ]);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(sent.posts.flat().map((i) => (i.kind === 'event' ? [i.type, i.element] : i.kind))).toEqual([
      ['section_view', 'home'],
    ]);
  });

  it("sends the page load's Web Vitals once each, as the landing page's, in the beacon of the page being hidden", async () => {
    window.history.replaceState(null, '', '/calculators');
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
    let report: (metric: VitalMetric) => void = () => {};
    // A fake collector behaving as web-vitals does: LCP and CLS come when the page is hidden, in the
    // capture phase on window (before the tracker's own handler on document).
    tracker = createTracker(sent.transport, async () => (send, facts) => {
      report = (metric) => {
        const item = vitalItem(metric, facts());
        if (item) send(item);
      };
      window.addEventListener(
        'visibilitychange',
        () => {
          report({ name: 'LCP', value: 1834, entries: [] });
          report({ name: 'CLS', value: 0.02, entries: [] });
        },
        true,
      );
    });
    tracker.record(pageView('/calculators'));
    await vi.advanceTimersByTimeAsync(0);
    report({ name: 'TTFB', value: 95, entries: [] });
    // A move inside the site is no new page load: web-vitals' figures stay the landing page's.
    window.history.pushState(null, '', '/team');
    tracker.record(pageView('/team'));
    setVisibility('hidden');
    setVisibility('visible');
    // Hidden again: web-vitals reports CLS again, the tracker has sent it already.
    setVisibility('hidden');
    window.history.replaceState(null, '', '/');
    const vitals = sent.all().flatMap((i) => (i.kind === 'vital' ? [[i.name, i.value, i.path, i.device]] : []));
    expect(vitals).toEqual([
      ['TTFB', 95, '/calculators', expect.stringMatching(/^(mobile|tablet|desktop)$/)],
      ['LCP', 1834, '/calculators', expect.any(String)],
      ['CLS', 0.02, '/calculators', expect.any(String)],
    ]);
    expect(sent.beacons[0]?.map((i) => (i.kind === 'event' ? i.type : i.kind))).toEqual([
      'pageview',
      'vital',
      'pageview',
      'vital',
      'vital',
      'exit',
    ]);
  });

  it('records page events (changes, marked clicks) through the same delivery', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<input id="amount" name="loanAmount"><button data-track="cta_click" data-track-name="probe">x</button><button data-track="bad type!">y</button>',
    );
    tracker = createTracker(sent.transport);
    const amount = document.getElementById('amount') as HTMLInputElement;
    amount.value = '950000';
    amount.dispatchEvent(new Event('change', { bubbles: true }));
    for (const button of document.querySelectorAll('button')) button.click();
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(sent.events()).toEqual([
      ['input', 'loanAmount', '950000'],
      ['cta_click', 'probe'],
    ]);
    // The visitor's doing: not marked.
    expect(sent.posts.flat().filter((i) => 'passive' in i)).toEqual([]);
  });

  it('stops watching when stopped and sends what waits', async () => {
    tracker = createTracker(sent.transport);
    tracker.record(pageView('/'));
    tracker.stop?.();
    expect(sent.beacons.flat().map((i) => i.kind)).toEqual(['pageview']);
    setVisibility('hidden');
    expect(sent.all()).toHaveLength(1);
  });
});

function Probe() {
  const { trackEvent } = useAnalytics();
  return (
    <button type="button" onClick={() => trackEvent('get_pre_approved', 'hero')}>
      Get Pre-Approved
    </button>
  );
}

describe('behind the provider', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
    vi.stubGlobal('fetch', async () => Response.json({ thirdPartyTag: null }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('delivers what was recorded before the tracker loaded once it has', async () => {
    const sent = recordingTransport();
    const site = (tracker: Tracker | null) => (
      <MemoryRouter initialEntries={['/']}>
        <AnalyticsProvider tracker={tracker}>
          <Probe />
        </AnalyticsProvider>
      </MemoryRouter>
    );
    const { rerender } = render(site(null));
    await userEvent.click(screen.getByRole('button', { name: 'Get Pre-Approved' }));
    const tracker = createTracker(sent.transport);
    act(() => rerender(site(tracker)));
    tracker.stop?.();
    expect(sent.all().map((i) => (i.kind === 'event' ? i.type : i.kind))).toEqual(['pageview', 'get_pre_approved']);
  });

  it("sends the shell's reports of a remote failing with its name and version, each error once a page view", async () => {
    setWebdriver(false);
    const sent = recordingTransport();
    const tracker = createTracker(sent.transport);
    render(
      <MemoryRouter initialEntries={['/calculators']}>
        <AnalyticsProvider tracker={tracker}>
          <Probe />
        </AnalyticsProvider>
      </MemoryRouter>,
    );
    const thrown = new Error('Cannot read rate of undefined for 0821234567');
    for (let i = 0; i < 3; i++) {
      act(() => reportClientError({ type: 'render', remote: 'mf_calculators', version: 'abc1234', error: thrown }));
    }
    act(() => reportClientError({ type: 'chunk', remote: 'mf_knowledge', error: new Error('Loading chunk 7 failed') }));
    tracker.stop?.();
    const errors = sent.all().filter((i) => i.kind === 'error');
    expect(errors).toMatchObject([
      {
        type: 'render',
        remote: 'mf_calculators',
        version: 'abc1234',
        message: 'Error: Cannot read rate of undefined for [redacted]',
      },
      { type: 'chunk', remote: 'mf_knowledge', message: 'Error: Loading chunk 7 failed' },
    ]);
  });

  it('marks every record of a browser driven by WebDriver, so the BFF counts it as a bot', async () => {
    setWebdriver(true);
    const sent = recordingTransport();
    const tracker = createTracker(sent.transport);
    tracker.record(pageView('/'));
    tracker.stop?.();
    setWebdriver(false);
    expect(sent.all().map((i) => i.webdriver)).toEqual([true]);
  });
});
