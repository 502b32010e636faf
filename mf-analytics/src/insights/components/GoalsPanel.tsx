import { useInsightsContext } from '../hooks/insights-context.ts';
import { useAdminData } from '../hooks/useAdminData.ts';
import { getGoals, insightsParams } from '../lib/api.ts';
import { formatCount, formatShare } from '../lib/format.ts';
import { ScrollTable } from './DataTable.tsx';
import styles from './Insights.module.css';
import { Panel } from './Panel.tsx';

/**
 * The business's goals over the range's visits: phone, WhatsApp and e-mail, calculator uses, Get
 * Pre-Approved and Apply, each with the visits that reached it, the times it was done and the
 * conversion rate; and how many visitors are on the site now.
 */
export function GoalsPanel() {
  const { request } = useInsightsContext();
  const state = useAdminData((signal) => getGoals(request, signal), insightsParams(request));
  const { data } = state;
  return (
    <Panel title="Goals" id="insights-goals" state={state}>
      {data ? (
        <p className={styles.now}>
          <strong>{formatCount(data.now.visitors)}</strong> {data.now.visitors === 1 ? 'visitor' : 'visitors'} on the
          site now (the last {data.now.minutes} minutes)
        </p>
      ) : null}
      <ScrollTable caption="Goals: visits that reached each, times done, conversion rate">
        <thead>
          <tr>
            <th scope="col">Goal</th>
            <th scope="col">Visits</th>
            <th scope="col">Times</th>
            <th scope="col">Conversion rate</th>
          </tr>
        </thead>
        <tbody>
          {data?.goals.map((goal) => (
            <tr key={goal.id}>
              <th scope="row">{goal.label}</th>
              <td>{formatCount(goal.visits)}</td>
              <td>{formatCount(goal.count)}</td>
              <td>{formatShare(goal.rate)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </Panel>
  );
}
