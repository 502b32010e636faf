import { AnalyticsHarness, recordingTracker } from '@hl/shared/analytics-testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders a form as the shell would hold it: in a router, under the analytics provider. */
export function renderWithAnalytics(ui: ReactElement, path = '/') {
  const tracker = recordingTracker();
  const view = render(
    <AnalyticsHarness tracker={tracker} path={path}>
      {ui}
    </AnalyticsHarness>,
  );
  return { tracker, ...view };
}
