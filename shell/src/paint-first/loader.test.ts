import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyPresses, runAfterFirstPaint } from './loader.ts';

const added = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));

/** A stand-in for the browser's paint timing: `paint(name)` reports a paint entry. */
function fakePaintTiming(supported = true) {
  const observers: Array<(names: string[]) => void> = [];
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'mark'] : ['mark'];
    constructor(private readonly callback: (list: { getEntriesByName(n: string): unknown[] }) => void) {}
    observe() {
      observers.push((names) => this.callback({ getEntriesByName: (n) => names.filter((m) => m === n) }));
    }
    disconnect() {
      observers.length = 0;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (name: string) => {
      for (const notify of [...observers]) notify([name]);
    },
  };
}

describe('the paint-first loader', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('runs the scripts, in order, once the first contentful paint is reported', () => {
    const timing = fakePaintTiming();
    runAfterFirstPaint(['/react-dom.js', '/main.js']);
    timing.paint('first-paint');
    expect(added()).toEqual([]);
    timing.paint('first-contentful-paint');
    expect(added()).toEqual(['/react-dom.js', '/main.js']);
    expect([...document.head.querySelectorAll('script')].every((s) => !s.async)).toBe(true);
    // The backstop does not run them twice.
    vi.advanceTimersByTime(2000);
    expect(added()).toHaveLength(2);
  });

  it('waits for the next frame where the browser has no paint timing', () => {
    fakePaintTiming(false);
    runAfterFirstPaint(['/main.js']);
    expect(added()).toEqual([]);
    for (const frame of frames) frame(0);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual(['/main.js']);
  });

  it('does not wait on a hidden page', () => {
    fakePaintTiming();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runAfterFirstPaint(['/main.js']);
    expect(added()).toEqual(['/main.js']);
  });

  it('runs them after a second when no paint comes', () => {
    fakePaintTiming();
    runAfterFirstPaint(['/main.js']);
    vi.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(['/main.js']);
  });
});

describe('presses before the shell runs', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds the last press on a button, keeping a form from being sent, and gives it when taken', () => {
    document.body.innerHTML =
      '<form><button id="send">Send</button></form><button id="menu" type="button">Menu</button><a id="link" href="#x">Link</a>';
    const take = holdEarlyPresses(document);
    const click = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click('send')).toBe(true);
    expect(click('menu')).toBe(true);
    // A link works without the shell: left alone.
    expect(click('link')).toBe(false);
    expect(take()?.id).toBe('menu');
    // Taken: the shell's own listeners have the page now.
    expect(click('send')).toBe(false);
  });

  it('gives nothing when no button was pressed, or only a disabled one', () => {
    document.body.innerHTML = '<button id="off" disabled>Off</button><p id="text">Text</p>';
    const take = holdEarlyPresses(document);
    document.getElementById('text')?.click();
    document.getElementById('off')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(take()).toBeUndefined();
  });
});
