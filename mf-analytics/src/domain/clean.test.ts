import { describe, expect, it } from 'vitest';
import { cleanLine, cleanPath, cleanUrl, isTypeName } from './clean.ts';

describe('text the BFF accepts', () => {
  it('turns line breaks, tabs and bidirectional overrides into spaces and trims', () => {
    expect(cleanLine('  first\nsecond\tthird\u202Eevil  ', 100)).toBe('first second third evil');
  });

  it('cuts to the limit without leaving half an emoji', () => {
    expect(cleanLine('ab😀', 3)).toBe('ab');
    expect(cleanLine('abc😀', 5)).toBe('abc😀');
  });

  it('keeps only http(s) URLs, shortened to their origin and path when too long', () => {
    expect(cleanUrl('android-app://com.example')).toBeUndefined();
    expect(cleanUrl('not a url')).toBeUndefined();
    expect(cleanUrl('https://example.co.za/a?b=1')).toBe('https://example.co.za/a?b=1');
    expect(cleanUrl(`https://example.co.za/a?q=${'x'.repeat(3000)}`)).toBe('https://example.co.za/a');
  });

  it('checks type names like the BFF', () => {
    expect(isTypeName('cta_click')).toBe(true);
    expect(isTypeName('PreApprovalLanding')).toBe(true);
    expect(isTypeName('')).toBe(false);
    expect(isTypeName('two words')).toBe(false);
    expect(isTypeName('x'.repeat(65))).toBe(false);
  });

  it('makes any path one the BFF takes', () => {
    expect(cleanPath('/articles/a b')).toBe('/articles/a%20b');
    expect(cleanPath('')).toBe('/');
  });
});
