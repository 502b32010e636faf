/**
 * What each figure of the page means, as the page's help says it (docs/BFF.md, Insights, says the
 * same). Times are South African (UTC+02:00).
 */
export const DEFINITIONS: ReadonlyArray<readonly [term: string, meaning: string]> = [
  ['Visitor', 'One browser, known by its long-lived cookie.'],
  [
    'Visit',
    'One session of a visitor (it ends after 30 minutes without activity) with at least one page view. It counts in the range, day and hour it began.',
  ],
  [
    'Bounce rate',
    'The share of visits with one page view in which the visitor did nothing: things the page does by itself (an offer or prompt opening on its timer, a landing page’s load marker, an article opened because the page was loaded at its address, scrolling and sections seen) do not count as doing something.',
  ],
  [
    'Visit duration',
    'From the first to the last thing recorded in the visit, by the visitor’s own browser clock, kept within a minute of what the server saw, so a clock changed during the visit cannot stretch it. The mean over the visits.',
  ],
  [
    'Calculator uses',
    'Each time a calculator showed the visitor a result, however it was opened: a calculator card, a link or hero tile naming it, or the first change of the figures of the calculator shown by default.',
  ],
  [
    'Article opens',
    'Each time the reader opened an article, once per opening; read time is the mean of the readings timed.',
  ],
  ['Entry and exit pages', 'The first and the last page viewed in a visit.'],
  [
    'Goals',
    'Phone, WhatsApp and e-mail links, calculator uses, Get Pre-Approved and Apply clicks: the visits that did each, how often, and the conversion rate (those visits over all the visits of the range).',
  ],
  ['On the site now', 'Visitors who did something on the site in the last 5 minutes.'],
  [
    'Opened a lead form',
    'Visits in which the visitor focused a field of a lead form, opened the callback form (Get Pre-Approved, the callback prompt) or sent one. The newsletter offer opening by itself does not count.',
  ],
  [
    'Became a lead',
    'Visits from which a lead was stored, joined by the visit the form was sent in; leads flagged as spam (the hidden field filled) are counted apart, never with the leads.',
  ],
  [
    'Follow-up stages',
    'The funnel’s last steps: visits whose lead the staff took at least that far (contacted, pre-approval started, submitted to banks, approved, registered), whatever its status now: a lead lost after it was contacted still counts as contacted.',
  ],
  [
    'Speed',
    'The Web Vitals of real visitors’ page loads, measured by their browsers: LCP (the main content shown), INP (the slowest response to a tap or key), CLS (how much the layout jumped), FCP (the first content shown) and TTFB (the server’s first byte). The 75th percentile: three loads in four were at least this fast. Good, needs improvement and poor are against the published thresholds (hover a metric’s name). Figures are the page the visitor landed on; bots are left out.',
  ],
  [
    'Errors',
    'Errors in visitors’ browsers: uncaught errors and rejections, a remote’s component throwing, a remote’s manifest, entry or chunk not loading. Grouped by message, kind, remote and version; visits are the visits they happened in. E-mail addresses, phone numbers and long numbers are removed from messages. The stack is of the built files.',
  ],
  [
    'Filters',
    'A filter keeps the visits that match it, and every panel follows (figures, tables, the funnel and the leads: the leads of those visits), except Speed and Errors, which are of all the range’s page loads.',
  ],
];
