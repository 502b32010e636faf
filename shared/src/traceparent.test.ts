import { describe, expect, it } from 'vitest';
import { traceparent } from './traceparent.ts';

describe('traceparent', () => {
  it('is a W3C trace context header: version 00, a trace id, a parent id, sampled', () => {
    expect(traceparent()).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });

  it('starts a new trace every call', () => {
    const traces = new Set(Array.from({ length: 100 }, () => traceparent().slice(3, 35)));
    expect(traces.size).toBe(100);
  });
});
