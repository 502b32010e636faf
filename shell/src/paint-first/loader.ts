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
  // A hidden page paints nothing: it does not wait. Otherwise the scripts start once the browser
  // reports the first contentful paint (presented, not only recorded: a task after the frame's
  // animation callback can still come before the frame is on screen), or after the next frame
  // where paint timing is missing. The timer is a backstop: a page hidden meanwhile, or one that
  // paints nothing contentful.
  if (document.visibilityState === 'hidden') {
    run();
    return;
  }
  setTimeout(run, 1000);
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(run, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

declare global {
  interface Window {
    /** Set by the loader: stops holding presses and gives the last one held (start.tsx). */
    hlTakeEarlyPress?: () => HTMLElement | undefined;
  }
}

/**
 * A press on one of the first screen's buttons before the shell runs would be lost: the button is
 * the server's markup, with nothing listening yet (links need no help, they work without
 * JavaScript). The loader holds the last such press, keeping a button in a form from submitting
 * it natively, and the shell presses the button again once React has taken the page over. The
 * returned function stops holding and gives that button.
 */
export function holdEarlyPresses(doc: Document): () => HTMLElement | undefined {
  let pressed: HTMLElement | undefined;
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    pressed = button;
  };
  doc.addEventListener('click', hold, true);
  return () => {
    doc.removeEventListener('click', hold, true);
    return pressed;
  };
}

const loader = document.currentScript as HTMLScriptElement | null;
if (loader?.dataset.scripts) {
  window.hlTakeEarlyPress = holdEarlyPresses(document);
  runAfterFirstPaint(loader.dataset.scripts.split(' ').filter(Boolean));
}
