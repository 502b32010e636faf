import { afterEach, describe, expect, it, vi } from 'vitest';
import { isReturningVisitor, RETURNING_KEY } from './returning-visitor.ts';

describe('the returning-visitor flag', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is false on the first visit and true on the next', () => {
    expect(isReturningVisitor()).toBe(false);
    expect(localStorage.getItem(RETURNING_KEY)).not.toBeNull();
    expect(isReturningVisitor()).toBe(true);
  });

  it('reads as a first visit when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(isReturningVisitor()).toBe(false);
  });
});
