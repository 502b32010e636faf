import { useInsightsContext } from '../hooks/insights-context.ts';
import { useAdminData } from '../hooks/useAdminData.ts';
import { getLeadContent, insightsParams } from '../lib/api.ts';
import { formatCount, formatShare } from '../lib/format.ts';
import { ScrollTable } from './DataTable.tsx';
import styles from './Insights.module.css';
import { Panel } from './Panel.tsx';

/**
 * What leads read and used: for the leads of the range and filters, each article their visitors
 * opened and each calculator they used before becoming leads, with how many leads and what share.
 */
export function LeadContentPanel() {
  const { request } = useInsightsContext();
  const state = useAdminData((signal) => getLeadContent(request, signal), insightsParams(request));
  const { data } = state;
  const share = (n: number) => (data?.leads ? formatShare(n / data.leads) : '—');
  const table = (caption: string, column: string, rows: Array<{ value: string; label?: string; leads: number }>) =>
    rows.length === 0 ? null : (
      <ScrollTable caption={caption}>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            <th scope="col">Leads</th>
            <th scope="col">Share of the leads</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.value}>
              <th scope="row">{row.label ?? row.value}</th>
              <td>{formatCount(row.leads)}</td>
              <td>{share(row.leads)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    );
  return (
    <Panel title="What leads read and used" id="insights-lead-content" state={state}>
      {data ? (
        <p className={styles.muted}>
          Before becoming leads, by {formatCount(data.leads)} {data.leads === 1 ? 'lead' : 'leads'} of a known visitor
        </p>
      ) : null}
      {table('Articles read before becoming a lead', 'Article', data?.articles ?? [])}
      {table('Calculators used before becoming a lead', 'Calculator', data?.calculators ?? [])}
    </Panel>
  );
}
