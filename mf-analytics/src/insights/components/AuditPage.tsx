import type { AuditEntry } from '@hl/shared/staff';
import { useState } from 'react';
import { useAdminData } from '../hooks/useAdminData.ts';
import { getAudit } from '../lib/api.ts';
import { formatDateTime } from '../lib/format.ts';
import { ScrollTable } from './DataTable.tsx';
import styles from './Insights.module.css';
import { Panel } from './Panel.tsx';

/** What an entry adds, in a line: `type=callback, count=20`. */
const detailText = (detail: AuditEntry['detail']) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');

/**
 * The audit log (admins only): who read personal data or changed something on the read side, and
 * when, newest first, 50 at a time.
 */
export function AuditPage() {
  const [pages, setPages] = useState<Array<string | undefined>>([undefined]);
  // Not .at(-1): iOS Safari 15.0, which the site supports, lacks it.
  const before = pages[pages.length - 1];
  const state = useAdminData((signal) => getAudit(before, signal), before ?? 'newest');
  const entries = state.data?.entries ?? [];
  const last = entries[entries.length - 1];
  return (
    <Panel title="Audit log" id="insights-audit" state={state} wide>
      <ScrollTable caption="Audit log, newest first" text>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Of</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={styles.nowrap}>{formatDateTime(entry.at)}</td>
              <td>{entry.actor}</td>
              <th scope="row">{entry.action}</th>
              <td>{entry.subject ?? ''}</td>
              <td>{detailText(entry.detail)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <nav className={styles.pager} aria-label="Audit log pages">
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={pages.length === 1}
          onClick={() => setPages((p) => p.slice(0, -1))}
        >
          Newer
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={!last || entries.length < 50}
          onClick={() => last && setPages((p) => [...p, last.at])}
        >
          Older
        </button>
      </nav>
    </Panel>
  );
}
