import { describe, expect, it } from 'vitest';
import { canaryVerdict } from './canary-check.ts';

describe('canaryVerdict', () => {
  it('rolls back a canary with more than three times the stable version’s errors per page view, and says why', () => {
    const verdict = canaryVerdict({ errors: 25, pageViews: 50 }, { errors: 2, pageViews: 100 });
    expect(verdict).toEqual({
      rollback: true,
      reason:
        "errors per page view 0.5 (25 in 50) over the last 15 minutes, more than 3 times the stable version's 0.02 (2 in 100)",
    });
  });

  it('keeps a canary at three times the stable rate or less, with too few page views, or without errors', () => {
    expect(canaryVerdict({ errors: 6, pageViews: 100 }, { errors: 2, pageViews: 100 })).toEqual({ rollback: false });
    expect(canaryVerdict({ errors: 40, pageViews: 49 }, { errors: 0, pageViews: 100 })).toEqual({ rollback: false });
    expect(canaryVerdict({ errors: 0, pageViews: 500 }, { errors: 0, pageViews: 0 })).toEqual({ rollback: false });
  });

  it('weighs a stable version with no page views measured as error-free', () => {
    expect(canaryVerdict({ errors: 1, pageViews: 50 }, { errors: 3, pageViews: 0 })).toMatchObject({ rollback: true });
  });
});
