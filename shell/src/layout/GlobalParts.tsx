import { toastOptions } from '@hl/shared/toasts';
import { Toaster } from 'react-hot-toast';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { NEWSLETTER_PATHS } from '../routing/routes.ts';
import { ApplicationDialog } from './ApplicationDialog.tsx';
import { useIdleAfterLoad } from './useIdleAfterLoad.ts';

/**
 * What every route has, landing pages included: the dialog, analytics, the newsletter modal (it
 * decides by path whether to open) and the toasts (top-right).
 */
export function GlobalParts() {
  // Analytics stays off the critical path: records wait on the window.hlTrack queue meanwhile.
  const idle = useIdleAfterLoad();
  return (
    <>
      <ApplicationDialog />
      {/* The analytics provider mounts here; it renders nothing, so its loss is never visible. */}
      {idle ? <RemoteSlot remote="mf_analytics" expose="AnalyticsProvider" label="analytics" silent /> : null}
      {/* Opens itself 4 s after a page of NEWSLETTER_PATHS opens; a lost remote only loses the offer. */}
      {idle ? (
        <RemoteSlot
          remote="mf_leads"
          expose="NewsletterModal"
          label="newsletter"
          silent
          props={{ allowedPaths: NEWSLETTER_PATHS }}
        />
      ) : null}
      <Toaster position="top-right" toastOptions={toastOptions} />
    </>
  );
}
