import { describe, expect, it } from 'vitest';
import {
  articleIdFromSlugId,
  canonicalPath,
  matchRoute,
  PUBLIC_PATHS,
  SECTION_IDS,
  SECTION_PATHS,
  sectionForPath,
} from './site-map.ts';

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

  it('reads the article id as the last hyphen-separated piece', () => {
    expect(articleIdFromSlugId('what-is-transfer-duty-52')).toBe('52');
    expect(articleIdFromSlugId('52')).toBe('52');
  });

  it('names one canonical path per page: aliases point at it, sections and articles keep their own', () => {
    const canonical = (path: string) => canonicalPath(matchRoute(path));
    for (const path of ['/', '/home', '/home2']) expect(canonical(path), path).toBe('/');
    for (const path of ['/apply', '/apply1', '/apply5/']) expect(canonical(path), path).toBe('/apply');
    expect(canonical('/team/')).toBe('/team');
    expect(canonical('/agents/partner')).toBe('/agents/partner');
    expect(canonical('/articles/old-slug-52')).toBe('/articles/old-slug-52');
    expect(canonical('/nope')).toBeUndefined();
  });

  it('lists every public page once, each its own canonical path', () => {
    expect(new Set(PUBLIC_PATHS).size).toBe(PUBLIC_PATHS.length);
    expect(PUBLIC_PATHS).toEqual(
      expect.arrayContaining(['/', '/team', '/apply', '/agents/partner', '/pre-approval', '/privacy']),
    );
    expect(PUBLIC_PATHS).toHaveLength(1 + 9 + 4);
    for (const path of PUBLIC_PATHS) expect(canonicalPath(matchRoute(path)), path).toBe(path);
  });

  it("routes /insights to the operators' page, which is no public page", () => {
    expect(matchRoute('/insights')).toEqual({ page: 'insights' });
    expect(matchRoute('/insights/')).toEqual({ page: 'insights' });
    // A lead's own view, where the broker team's e-mail links to.
    expect(matchRoute('/insights/leads/0190a000-0000-7000-8000-000000000001')).toEqual({ page: 'insights' });
    expect(matchRoute('/insightsx')).toEqual({ page: 'not-found' });
    expect(PUBLIC_PATHS).not.toContain('/insights');
  });
});
