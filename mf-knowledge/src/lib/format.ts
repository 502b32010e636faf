/**
 * Display text of the knowledge remote: dates, view counts, ratings. Pure (en-ZA).
 *
 * Written out rather than with Intl: the first Intl formatter a page makes loads the browser's
 * locale data, about 25 ms of main-thread work on a fast machine (measured in Chromium), and these
 * two formats are fixed, so the article screen does not pay for it while the page starts.
 */
import { formatDay } from '@hl/shared/day';

/**
 * '15 April 2025' for '2025-04-15T09:00:00' (or '2025-04-15'). Article times have no zone: the
 * date is read as written, whatever the visitor's time zone. The site's one day format, which the
 * figures use too (`@hl/shared/day`, without the figures' data: the sections never need it).
 */
export const formatArticleDate = formatDay;

/** '1 view', '12 views', '1 234 views' (en-ZA groups thousands with a no-break space). */
export function formatViews(count: number): string {
  const grouped = String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${grouped} ${count === 1 ? 'view' : 'views'}`;
}

/** What a screen reader hears for a star rating. */
export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of 5`;
}
