import { describe, expect, it } from 'vitest';
import { NAV_LINKS, SECTION_IDS, SECTION_PATHS, sectionForPath } from './routes.ts';

describe('route table', () => {
  it('has the ten sections in the spec order', () => {
    expect(SECTION_IDS).toEqual([
      'home',
      'how-it-works',
      'calculators',
      'services',
      'why-us',
      'partners',
      'team',
      'education',
      'testimonials',
      'contact',
    ]);
    expect(NAV_LINKS.map((l) => l.section)).toEqual([...SECTION_IDS]);
  });

  it('maps each section path to its anchor and nothing else', () => {
    expect(SECTION_PATHS).toHaveLength(9);
    for (const path of SECTION_PATHS) expect(sectionForPath(path)).toBe(path.slice(1));
    expect(sectionForPath('/team/')).toBe('team');
    expect(sectionForPath('/')).toBeUndefined();
    expect(sectionForPath('/home')).toBeUndefined();
    expect(sectionForPath('/articles/x-1')).toBeUndefined();
  });
});
