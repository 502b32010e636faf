import type { ReactNode } from 'react';
import type { AdminLead } from '../lib/api.ts';
import styles from './Insights.module.css';

/**
 * A lead's details as staff read them: e-mail first, then what the form sent, after any `children`
 * (more terms). A field left blank (null, missing or empty) is left out: never shown as 0 or "null".
 */
export function LeadFields({ lead, children }: { lead: AdminLead; children?: ReactNode }) {
  const pairs: Array<[string, string]> = [];
  if (lead.email) pairs.push(['email', lead.email]);
  for (const [key, value] of Object.entries(lead.payload)) {
    if (value === null || value === undefined || value === '' || (key === 'email' && lead.email)) continue;
    pairs.push([key, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
  }
  return (
    <dl className={styles.details}>
      {children}
      {pairs.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
