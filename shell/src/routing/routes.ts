import { ARTICLE_PATH_PREFIX, HOME_PATHS, SECTION_PATHS, type SectionId } from '@hl/shared/site-map';

/** The shell's view of the route table of @hl/shared/site-map: navigation and where the newsletter may open. */

export const ROUTE_SCROLL_DELAY_MS = 100;
/**
 * Where the newsletter modal may open: the home page, its sections and the articles. Not on the
 * application, pre-approval or agent pages, where a visitor is already part-way through a form.
 */
export const NEWSLETTER_PATHS: readonly string[] = [...HOME_PATHS, ...SECTION_PATHS, ARTICLE_PATH_PREFIX];

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
