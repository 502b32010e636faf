import { useInsightsContext } from '../hooks/insights-context.ts';
import { useAdminData } from '../hooks/useAdminData.ts';
import { getFunnel, insightsParams } from '../lib/api.ts';
import { formatCount, formatShare } from '../lib/format.ts';
import { ScrollTable } from './DataTable.tsx';
import styles from './Insights.module.css';
import { Panel } from './Panel.tsx';

/**
 * Visit → opened a lead form → became a lead: visits at each step with the rate from the step
 * before. A table whose bars are drawn behind the numbers, so the chart and its numbers are one
 * thing for every reader.
 */
export function FunnelPanel() {
  const { request } = useInsightsContext();
  const state = useAdminData((signal) => getFunnel(request, signal), insightsParams(request));
  const { data } = state;
  const first = Math.max(1, data?.steps[0]?.visits ?? 0);

  return (
    <Panel title="Funnel" id="insights-funnel" state={state}>
      <ScrollTable caption="Funnel: visits at each step">
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Visits</th>
            <th scope="col">From the step before</th>
          </tr>
        </thead>
        <tbody>
          {data?.steps.map((s) => (
            <tr key={s.step} style={{ '--share': s.visits / first } as React.CSSProperties}>
              <th scope="row" className={styles.barCell}>
                {s.label}
              </th>
              <td>{formatCount(s.visits)}</td>
              <td>{s.rate === null ? '—' : formatShare(s.rate)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </Panel>
  );
}
