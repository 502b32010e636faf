import { describe, expect, it } from 'vitest';
import { canaryBucket, previewKey, previewToken, verifyPreview } from './canary.ts';

describe('canary buckets', () => {
  it('puts a visitor in the same bucket every time, and about N % of visitors under N', () => {
    const visitors = Array.from({ length: 4000 }, () => crypto.randomUUID());
    for (const v of visitors.slice(0, 50))
      expect(canaryBucket(v, 'mf_calculators')).toBe(canaryBucket(v, 'mf_calculators'));
    const inTen = visitors.filter((v) => canaryBucket(v, 'mf_calculators') < 10).length / visitors.length;
    expect(inTen).toBeGreaterThan(0.08);
    expect(inTen).toBeLessThan(0.12);
  });

  it('draws each remote independently: one remote’s canary visitors are not another’s', () => {
    const visitors = Array.from({ length: 4000 }, () => crypto.randomUUID());
    const both = visitors.filter((v) => canaryBucket(v, 'mf_calculators') < 10 && canaryBucket(v, 'mf_leads') < 10);
    expect(both.length / visitors.length).toBeLessThan(0.03);
  });
});

describe('preview tokens', () => {
  const key = previewKey('admin-token-0123456789abcdef');
  it('name their remote and version until they expire', () => {
    const token = previewToken(key, 'mf_calculators', 'abc12345', 2_000);
    expect(verifyPreview(key, token, 1_000)).toEqual({
      remote: 'mf_calculators',
      version: 'abc12345',
      expiresAt: 2_000,
    });
    expect(verifyPreview(key, token, 2_000)).toBeUndefined();
  });

  it('refuse a token changed, signed with another key, or malformed', () => {
    const token = previewToken(key, 'mf_calculators', 'abc12345', 2_000);
    expect(verifyPreview(key, token.replace('abc12345', 'def67890'), 1_000)).toBeUndefined();
    expect(verifyPreview(previewKey('another-admin-token-0123'), token, 1_000)).toBeUndefined();
    expect(verifyPreview(key, 'mf_calculators:abc12345', 1_000)).toBeUndefined();
  });
});
