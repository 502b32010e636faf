import AnalyticsProvider from './provider/AnalyticsProvider.tsx';
import { useAnalytics } from './provider/hooks.ts';

function Probe() {
  const { trackEvent } = useAnalytics();
  return (
    <button type="button" onClick={() => trackEvent('click', 'dev_probe', 'clicked')}>
      Send a test event
    </button>
  );
}

/** The analytics team's page: the provider with a button that sends a test event. */
export default function DevPage() {
  return (
    <AnalyticsProvider>
      <h1>Analytics remote</h1>
      <p>First-party analytics: page views, events and conversions sent to the BFF.</p>
      <Probe />
    </AnalyticsProvider>
  );
}
