import { useAnalytics } from '@hl/shared/analytics';

/** The analytics team's page: the real tracker behind the provider, and a button that sends a test event. */
export default function DevPage() {
  const { trackEvent } = useAnalytics();
  return (
    <>
      <h1>Analytics remote</h1>
      <p>First-party analytics: page views, events and conversions sent to the BFF.</p>
      <button type="button" onClick={() => trackEvent('cta_click', 'dev_probe', 'clicked')}>
        Send a test event
      </button>
    </>
  );
}
