import { INSIGHTS_PATH } from '@hl/shared/site-map';
import { renderStandalone } from '@hl/shared/standalone';
import DevPage from './DevPage.tsx';
import createTracker from './tracker/tracker.ts';

// /insights: the operators' page against the BFF behind the dev server's proxy, its records only
// logged (as the shell leaves operators' visits out of the analytics). Elsewhere the tracker's page.
if (window.location.pathname === INSIGHTS_PATH) {
  void import('./insights/components/Insights.tsx').then(({ default: Insights }) => renderStandalone(<Insights />));
} else {
  renderStandalone(<DevPage />, { tracker: createTracker() });
}
