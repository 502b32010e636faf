import { describe, expect, it } from 'vitest';
import { ErrorBudget, errorItem, parseStack } from './errors.ts';

const CHROME_STACK = `TypeError: Cannot read properties of undefined (reading 'rate')
    at Calculator (http://localhost:8081/abc1234/src_Calculator.js?v=2:1:2042)
    at renderWithHooks (http://localhost:8080/vendors.js:12:345)
    at chrome-extension://abcdef/content.js:1:1
    at http://localhost:8080/main.js:3:4`;
const FIREFOX_STACK = `Calculator@http://localhost:8081/abc1234/src_Calculator.js:1:2042
@http://localhost:8080/main.js:3:4`;

const facts = (error: unknown, more = {}) => ({
  type: 'error' as const,
  error,
  path: '/calculators',
  timestamp: '2026-11-27T10:00:00.000Z',
  ...more,
});

describe('parseStack', () => {
  it("reads Chrome's and Firefox's frames: the built file without its query, line, column and function", () => {
    expect(parseStack(CHROME_STACK)).toEqual([
      { file: 'http://localhost:8081/abc1234/src_Calculator.js', line: 1, column: 2042, fn: 'Calculator' },
      { file: 'http://localhost:8080/vendors.js', line: 12, column: 345, fn: 'renderWithHooks' },
      { file: 'http://localhost:8080/main.js', line: 3, column: 4 },
    ]);
    expect(parseStack(FIREFOX_STACK)).toEqual([
      { file: 'http://localhost:8081/abc1234/src_Calculator.js', line: 1, column: 2042, fn: 'Calculator' },
      { file: 'http://localhost:8080/main.js', line: 3, column: 4 },
    ]);
  });

  it('keeps the first five frames only', () => {
    const deep = Array.from({ length: 9 }, (_, i) => `    at f${i} (http://localhost/a.js:${i + 1}:1)`).join('\n');
    expect(parseStack(deep).map((f) => f.line)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('errorItem', () => {
  it('scrubs e-mail addresses, phone numbers and long digit runs from the message', () => {
    const item = errorItem(facts(new Error('No lead for jane.doe@example.com on 082 123 4567, ref 123456789012')));
    expect(item.message).toBe('Error: No lead for [redacted] on [redacted], ref [redacted]');
  });

  it('names the remote whose version folder the stack runs in, with that version', () => {
    const error = new TypeError('boom');
    error.stack = CHROME_STACK;
    const item = errorItem(facts(error, { remotes: { mf_calculators: 'abc1234', mf_knowledge: 'k1' } }));
    expect(item).toMatchObject({
      remote: 'mf_calculators',
      version: 'abc1234',
      remotes: { mf_calculators: 'abc1234' },
    });
  });

  it('takes the remote and version the shell names, and describes a rejection with a non-error value', () => {
    expect(errorItem(facts('plain text', { type: 'render', remote: 'mf_leads', version: 'l3' }))).toMatchObject({
      type: 'render',
      remote: 'mf_leads',
      version: 'l3',
      message: 'plain text',
    });
    expect(errorItem(facts({ code: 42 })).message).toBe('{"code":42}');
  });
});

describe('ErrorBudget', () => {
  it('lets each error through once and at most ten a page view, then starts again with the next page view', () => {
    const budget = new ErrorBudget();
    const error = (message: string) => ({ type: 'error' as const, message });
    expect(budget.take(error('a'))).toBe(true);
    expect(budget.take(error('a'))).toBe(false);
    const more = Array.from({ length: 12 }, (_, i) => budget.take(error(`e${i}`)));
    expect(more.filter(Boolean)).toHaveLength(9);
    budget.reset();
    expect(budget.take(error('a'))).toBe(true);
  });
});
