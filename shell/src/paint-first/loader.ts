/**
 * The first script of every page (production builds): it starts the shell's own scripts once the
 * browser has painted the first screen the server sent. Deferred scripts would otherwise run as
 * soon as the HTML is parsed, often before that paint, so the visitor would wait for React DOM's
 * set-up and the shell's code (about 25 ms on a fast machine, four times that on a mid-range phone)
 * before seeing a page that needs neither to show. The page's HTML preloads those scripts
 * (html.ts), so they download meanwhile; this only decides when they run.
 */
export function runAfterFirstPaint(sources: readonly string[]): void {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    for (const src of sources) {
      const script = document.createElement('script');
      script.src = src;
      // Run in the given order (React DOM before the shell), each as soon as it is here.
      script.async = false;
      document.head.append(script);
    }
  };
  // A hidden page paints nothing: it does not wait. Otherwise the scripts start two frames after
  // the browser reports the first contentful paint. That paint may have come while the HTML was
  // still arriving (the header alone); this loader runs once all of it is parsed, and two frames
  // on, the whole first screen has been painted and presented, not only recorded. Without paint
  // timing, two frames from now. The timer is a backstop: a page hidden meanwhile, or one that
  // paints nothing contentful.
  if (document.visibilityState === 'hidden') {
    run();
    return;
  }
  setTimeout(run, 1000);
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0)));
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    afterTwoFrames();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterTwoFrames();
  });
  observer.observe({ type: 'paint', buffered: true });
}

const loader = document.currentScript as HTMLScriptElement | null;
if (loader?.dataset.scripts) runAfterFirstPaint(loader.dataset.scripts.split(' ').filter(Boolean));
