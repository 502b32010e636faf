import type { LeadSource } from '@hl/shared/insights';
import { formatDateTime, formatDuration } from '../lib/format.ts';
import styles from './Insights.module.css';

/** The source in a few words: `google / cpc, spring`; the campaign only when there is one. */
export const sourceLine = (source: LeadSource) =>
  [source.source ?? 'unknown', source.medium].filter(Boolean).join(' / ') +
  (source.campaign ? `, ${source.campaign}` : '');

/**
 * Where a lead came from (joined from its visit by the BFF, never asked of the visitor): what is
 * not known is left blank, never guessed.
 */
export function LeadSourceFields({ source }: { source: LeadSource | null }) {
  if (!source) return <p className={styles.muted}>Not known: the form was sent without the site's cookies.</p>;
  const rows: Array<[string, string | null]> = [
    ['Source', source.source],
    ['Medium', source.medium],
    ['Campaign', source.campaign],
    ['Landing page', source.landingPage],
    ['Articles read before', source.articles.map((a) => a.title ?? `Article ${a.id}`).join('; ') || null],
    ['Calculators used before', source.calculators.join(', ') || null],
    ['First visit', source.firstVisitAt && formatDateTime(source.firstVisitAt)],
    ['From first visit to lead', source.secondsToLead === null ? null : formatDuration(source.secondsToLead)],
  ];
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) =>
        value === null ? null : (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
