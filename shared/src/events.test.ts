import { describe, expect, it, vi } from 'vitest';
import { OPEN_APPLICATION_DIALOG, openApplicationDialog } from './events.ts';

describe('browser contract', () => {
  it('asks the shell to open the application dialog with a window event', () => {
    const listener = vi.fn();
    window.addEventListener(OPEN_APPLICATION_DIALOG, listener);
    openApplicationDialog('calculators-cta');
    const event = listener.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual({ source: 'calculators-cta' });
    window.removeEventListener(OPEN_APPLICATION_DIALOG, listener);
  });
});
