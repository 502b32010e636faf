import { SECTION_IDS } from '@hl/shared/site-map';
import { describe, expect, it } from 'vitest';
import { NAV_LINKS } from './routes.ts';

describe('navigation', () => {
  it('links the ten sections in page order', () => {
    expect(NAV_LINKS.map((l) => l.section)).toEqual([...SECTION_IDS]);
    expect(NAV_LINKS.map((l) => l.path)).toEqual(['/', ...SECTION_IDS.slice(1).map((id) => `/${id}`)]);
  });
});
