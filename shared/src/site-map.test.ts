import { describe, expect, it } from 'vitest';
import { matchRoute, SECTION_IDS, SECTION_PATHS, sectionForPath } from './site-map.ts';

describe('route table', () => {
  it('has the ten sections in page order', () => {
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
  });

  it('maps each section path to its anchor and nothing else', () => {
    expect(SECTION_PATHS).toHaveLength(9);
    for (const path of SECTION_PATHS) expect(sectionForPath(path)).toBe(path.slice(1));
    expect(sectionForPath('/team/')).toBe('team');
    expect(sectionForPath('/')).toBeUndefined();
    expect(sectionForPath('/home')).toBeUndefined();
    expect(sectionForPath('/articles/x-1')).toBeUndefined();
  });

  it('says which page each path shows, and that anything else is not found', () => {
    for (const path of ['/', '/home', '/home1', '/home3']) expect(matchRoute(path)).toEqual({ page: 'home' });
    expect(matchRoute('/team')).toEqual({ page: 'home', section: 'team' });
    expect(matchRoute('/contact/')).toEqual({ page: 'home', section: 'contact' });
    expect(matchRoute('/articles/what-is-transfer-duty-52')).toEqual({
      page: 'home',
      articleSlugId: 'what-is-transfer-duty-52',
    });
    expect(matchRoute('/apply')).toEqual({ page: 'apply' });
    expect(matchRoute('/apply5')).toEqual({ page: 'apply' });
    expect(matchRoute('/agents/partner')).toEqual({ page: 'agents-partner' });
    expect(matchRoute('/pre-approval')).toEqual({ page: 'pre-approval' });
    expect(matchRoute('/privacy')).toEqual({ page: 'privacy' });
    for (const path of ['/apply6', '/home4', '/articles/', '/articles/no-id', '/articles/a-1/b', '/agents', '/x'])
      expect(matchRoute(path).page, path).toBe('not-found');
  });
});
