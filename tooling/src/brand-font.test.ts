// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BRAND_FONT_FILE,
  BRAND_FONT_TEXT,
  brandFontSource,
  subsetBrandFont,
  unicodeRange,
  woff2Licence,
} from './brand-font.ts';

const require = createRequire(import.meta.url);
const shipped = fs.readFileSync(path.join(import.meta.dirname, '../..', BRAND_FONT_FILE));
const stylesheet = fs.readFileSync(require.resolve('@hl/shared/brand-font.css'), 'utf8');

describe('the brand face the shell ships', () => {
  it('is under the Apache License 2.0, as its own name table says (Roboto 3 and later are not)', () => {
    expect(woff2Licence(shipped)).toBe('Apache-2.0');
    expect(woff2Licence(brandFontSource())).toBe('Apache-2.0');
  });

  it('is the subset `npm run brand-font` writes from the pinned source, and small', async () => {
    const subset = await subsetBrandFont(brandFontSource());
    expect(Buffer.compare(subset, shipped)).toBe(0);
    expect(shipped.length).toBeLessThan(8_000);
  });

  it("is declared for exactly the subset's characters, so the rest fall back one by one", () => {
    const declared = /unicode-range:\s*([^;]+);/.exec(stylesheet)?.[1]?.replace(/\s+/g, ' ').trim();
    expect(declared).toBe(unicodeRange(BRAND_FONT_TEXT));
    expect(stylesheet).toContain(`url("../../assets/fonts/${path.basename(BRAND_FONT_FILE)}")`);
  });

  it('writes a unicode-range as runs of code points', () => {
    expect(unicodeRange('cabé’')).toBe('U+61-63, U+E9, U+2019');
  });
});
