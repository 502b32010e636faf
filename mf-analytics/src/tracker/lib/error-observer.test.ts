import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchErrors } from './error-observer.ts';

describe('watchErrors', () => {
  let watcher: { stop(): void } | undefined;
  afterEach(() => watcher?.stop());

  it('reports uncaught errors and unhandled rejections, and nothing once stopped', () => {
    const report = vi.fn();
    watcher = watchErrors(report);
    const thrown = new Error('boom');
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: 'boom' }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = 'nope';
    window.dispatchEvent(rejection);
    expect(report.mock.calls).toEqual([
      ['error', thrown],
      ['rejection', 'nope'],
    ]);
    watcher.stop();
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: 'boom' }));
    expect(report).toHaveBeenCalledTimes(2);
  });

  it("leaves out another origin's script errors, which carry nothing to read", () => {
    const report = vi.fn();
    watcher = watchErrors(report);
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(report).not.toHaveBeenCalled();
  });
});
