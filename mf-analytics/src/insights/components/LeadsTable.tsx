import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '@hl/shared/insights';
import { Link } from '@hl/shared/router';
import a11y from '@hl/shared/visually-hidden.module.css';
import { useState } from 'react';
import { useAdminContext } from '../hooks/admin-context.ts';
import { useInsightsContext } from '../hooks/insights-context.ts';
import { useAdminData } from '../hooks/useAdminData.ts';
import { getLeads, insightsParams, LEAD_TYPES, type LeadType, leadsCsvUrl } from '../lib/api.ts';
import { formatDateTime } from '../lib/format.ts';
import { leadPath } from '../lib/pages.ts';
import { ScrollTable } from './DataTable.tsx';
import styles from './Insights.module.css';
import { LeadFields } from './LeadFields.tsx';
import { sourceLine } from './LeadSourceFields.tsx';
import { Panel } from './Panel.tsx';

export const LEADS_PER_PAGE = 20;

/**
 * The leads of the page's date range and filters (the leads of the visits the filters keep),
 * newest first, a type to narrow them, the spam apart (counted, shown on request), pages of
 * LEADS_PER_PAGE, and the CSV of all of them. The one place the page shows personal data.
 */
export function LeadsTable() {
  const { request } = useInsightsContext();
  const [type, setType] = useState<LeadType | ''>('');
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [owner, setOwner] = useState('');
  const [spam, setSpam] = useState(false);
  const [page, setPage] = useState(0);
  const { userId } = useAdminContext();
  const query = { ...request, type: type || undefined, status: status || undefined, owner: owner || undefined, spam };
  const state = useAdminData(
    (signal) => getLeads({ ...query, limit: LEADS_PER_PAGE, offset: page * LEADS_PER_PAGE }, signal),
    `${insightsParams(request)}|${type}|${status}|${owner}|${spam}|${page}`,
  );
  /** A choice of the list starts it at its first page. */
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  const { data } = state;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / LEADS_PER_PAGE));
  const viewKey = insightsParams(request);
  const [shownView, setShownView] = useState(viewKey);
  // A new range or filter starts at its first page.
  if (shownView !== viewKey) {
    setShownView(viewKey);
    setPage(0);
  }

  return (
    <Panel
      title="Leads"
      id="insights-leads"
      state={state}
      wide
      actions={
        <div className={styles.leadControls}>
          <label>
            Lead type{' '}
            <select value={type} onChange={(e) => choose(setType)(e.target.value as LeadType | '')}>
              <option value="">All types</option>
              {LEAD_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
          <label>
            Status{' '}
            <select value={status} onChange={(e) => choose(setStatus)(e.target.value as LeadStatus | '')}>
              <option value="">All statuses</option>
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {LEAD_STATUS_LABELS[s]}
                  {data ? ` (${data.statusCounts[s]})` : ''}
                </option>
              ))}
            </select>
          </label>
          <label>
            Followed up by{' '}
            <select value={owner} onChange={(e) => choose(setOwner)(e.target.value)}>
              <option value="">Anyone or nobody</option>
              {userId ? <option value={userId}>Me</option> : null}
              <option value="none">Nobody yet</option>
            </select>
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={spam} onChange={(e) => choose(setSpam)(e.target.checked)} /> Show the spam
            instead
          </label>
          <a className={styles.secondaryButton} href={leadsCsvUrl(query)} download>
            Download CSV
          </a>
        </div>
      }
    >
      {data && data.leads.length === 0 ? (
        <p className={styles.muted}>{spam ? 'No spam in this range.' : 'No leads in this range.'}</p>
      ) : (
        <ScrollTable caption="Leads, newest first" text>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Received</th>
              <th scope="col">Details</th>
              <th scope="col">Came from</th>
              <th scope="col">Status</th>
              <th scope="col">Lead</th>
            </tr>
          </thead>
          <tbody>
            {data?.leads.map((lead) => (
              <tr key={lead.id}>
                <td>
                  {lead.type}
                  {lead.spam ? <span className={styles.spam}> (spam)</span> : null}
                </td>
                <td className={styles.nowrap}>{formatDateTime(lead.createdAt)}</td>
                <td>
                  <LeadFields lead={lead} />
                </td>
                <td>
                  {lead.source ? (
                    <>
                      {sourceLine(lead.source)}
                      {lead.source.landingPage ? (
                        <span className={styles.muted}> (landed on {lead.source.landingPage})</span>
                      ) : null}
                    </>
                  ) : null}
                </td>
                <td>
                  {LEAD_STATUS_LABELS[lead.followUp.status]}
                  {lead.followUp.owner ? <span className={styles.muted}> ({lead.followUp.owner.name})</span> : null}
                </td>
                <td>
                  <Link to={leadPath(lead.id)}>
                    Open
                    <span className={a11y.visuallyHidden}>
                      {' '}
                      the {lead.type} lead of {formatDateTime(lead.createdAt)}
                    </span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <nav className={styles.pager} aria-label="Leads pages">
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={page === 0}
          onClick={() => setPage((p) => p - 1)}
        >
          Previous
        </button>
        <span aria-live="polite">
          Page {Math.min(page + 1, pages)} of {pages}
          {data ? ` (${data.total} ${data.total === 1 ? 'lead' : 'leads'}` : ''}
          {data && !spam ? `; ${data.spamTotal} spam left out)` : data ? ')' : ''}
        </span>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={page + 1 >= pages}
          onClick={() => setPage((p) => p + 1)}
        >
          Next
        </button>
      </nav>
    </Panel>
  );
}
