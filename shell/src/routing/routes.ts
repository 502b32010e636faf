import { SECTION_IDS, type SectionId } from '@hl/shared/site-map';

/** The route table of spec section 2, as data the router and the tests share. */

export { SECTION_IDS, type SectionId };

export const HOME_PATHS = ['/', '/home', '/home1', '/home2', '/home3'] as const;
/** Section paths: the home page scrolled to that section after ROUTE_SCROLL_DELAY_MS. */
export const SECTION_PATHS = SECTION_IDS.filter((id) => id !== 'home').map((id) => `/${id}`);
export const APPLY_PATHS = ['/apply', '/apply1', '/apply2', '/apply3', '/apply4', '/apply5'] as const;
export const ROUTE_SCROLL_DELAY_MS = 100;
/**
 * Where the newsletter modal may open: the home page, its sections and the articles. Not on the
 * application, pre-approval or agent pages, where a visitor is already part-way through a form.
 */
export const NEWSLETTER_PATHS: readonly string[] = [...HOME_PATHS, ...SECTION_PATHS, '/articles/'];

export const NAV_LINKS: ReadonlyArray<{ path: string; label: string; section: SectionId }> = [
  { path: '/', label: 'Home', section: 'home' },
  { path: '/how-it-works', label: 'How It Works', section: 'how-it-works' },
  { path: '/calculators', label: 'Calculators', section: 'calculators' },
  { path: '/services', label: 'Services', section: 'services' },
  { path: '/why-us', label: 'Why Us', section: 'why-us' },
  { path: '/partners', label: 'Partners', section: 'partners' },
  { path: '/team', label: 'Team', section: 'team' },
  { path: '/education', label: 'Education', section: 'education' },
  { path: '/testimonials', label: 'Testimonials', section: 'testimonials' },
  { path: '/contact', label: 'Contact', section: 'contact' },
];

/** The section a path scrolls to, or undefined when it is not a section path. */
export function sectionForPath(pathname: string): SectionId | undefined {
  const id = pathname.replace(/^\/+|\/+$/g, '');
  return (SECTION_IDS as readonly string[]).includes(id) && id !== 'home' ? (id as SectionId) : undefined;
}
