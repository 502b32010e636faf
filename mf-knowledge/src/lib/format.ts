/** Display text of the knowledge remote: dates, view counts, ratings. Pure (en-ZA). */

const dateFormat = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * '15 April 2025' for '2025-04-15T09:00:00' (or '2025-04-15'). Article times have no zone: the
 * date is read as written, whatever the visitor's time zone.
 */
export function formatArticleDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return iso;
  return dateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

const countFormat = new Intl.NumberFormat('en-ZA');

/** '1 view', '12 views', '1 234 views' (en-ZA groups thousands with a space). */
export function formatViews(count: number): string {
  return `${countFormat.format(count)} ${count === 1 ? 'view' : 'views'}`;
}

/** What a screen reader hears for a star rating. */
export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of 5`;
}
