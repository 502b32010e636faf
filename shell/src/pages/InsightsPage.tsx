import { RemoteSlot } from '../federation/RemoteSlot.tsx';

/**
 * /insights: the operators' dashboard, the analytics remote's Insights page. It stands outside the
 * public layout and its analytics: no header, footer, contact widget, newsletter modal or toasts
 * over an operator's work, and no page views or events recorded for the operators' own visits.
 */
export function InsightsPage() {
  return (
    <main id="main" tabIndex={-1}>
      <RemoteSlot remote="mf_analytics" expose="Insights" label="insights" eager minHeight={480} />
    </main>
  );
}
