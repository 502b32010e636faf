import type { InsightsLeadsByDay } from '@hl/shared/insights';
import { useInsightsContext } from '../hooks/insights-context.ts';
import { useAdminData } from '../hooks/useAdminData.ts';
import { getLeadsByDay, insightsParams } from '../lib/api.ts';
import { formatCount } from '../lib/format.ts';
import { addDays } from '../lib/view.ts';
import { ScrollTable } from './DataTable.tsx';
import styles from './Insights.module.css';
import { BarChart } from './LineChart.tsx';
import { ChartPanel } from './Panel.tsx';

/** Every day of [from, to) (South African dates), so days without leads show as zero. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  const last = addDays(to.slice(0, 10), -1);
  for (let d = from.slice(0, 10); d <= last && days.length <= 366; d = addDays(d, 1)) days.push(d);
  return days;
}

/**
 * Leads stored per day and type (of the visits the filters keep): totals by type, a bar per day,
 * the table of both; spam left out of all of them and said apart.
 */
export function LeadsByDayPanel() {
  const { request } = useInsightsContext();
  const state = useAdminData((signal) => getLeadsByDay(request, signal), insightsParams(request));
  return (
    <ChartPanel title="Leads by type and day" id="insights-leads-by-day" state={state}>
      {(data, showTable) => <LeadsByDay data={data} days={daysOf(request.from, request.to)} showTable={showTable} />}
    </ChartPanel>
  );
}

function LeadsByDay({ data, days, showTable }: { data: InsightsLeadsByDay; days: string[]; showTable: boolean }) {
  const { rows } = data;
  const types = [...new Set(rows.map((r) => r.type))].sort();
  const byDay = (day: string, type?: string) =>
    rows.filter((r) => r.day === day && (type === undefined || r.type === type)).reduce((n, r) => n + r.count, 0);
  const byType = (type: string) => rows.filter((r) => r.type === type).reduce((n, r) => n + r.count, 0);

  return (
    <>
      <ul className={styles.typeTotals} aria-label="Leads by type">
        {types.length === 0 ? <li>No leads in this range.</li> : null}
        {types.map((t) => (
          <li key={t}>
            <span className={styles.typeName}>{t}</span> {formatCount(byType(t))}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        Spam, left out of these: {formatCount(data.spam)} {data.spam === 1 ? 'lead' : 'leads'}
      </p>
      {showTable ? null : (
        <BarChart
          labels={days.map((d) => d.slice(5))}
          values={days.map((d) => byDay(d))}
          color="var(--hl-color-teal, #0b7a6f)"
        />
      )}
      <ScrollTable caption="Leads per day and type" hidden={!showTable}>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {types.map((t) => (
              <th key={t} scope="col">
                {t}
              </th>
            ))}
            <th scope="col">All</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d}>
              <th scope="row">{d}</th>
              {types.map((t) => (
                <td key={t}>{formatCount(byDay(d, t))}</td>
              ))}
              <td>{formatCount(byDay(d))}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </>
  );
}
