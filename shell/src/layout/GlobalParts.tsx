import { toastOptions } from '@hl/shared/toasts';
import { Toaster } from 'react-hot-toast';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { NEWSLETTER_PATHS } from '../routing/routes.ts';
import { ApplicationDialog } from './ApplicationDialog.tsx';
import { useIdleAfterLoad } from './useIdleAfterLoad.ts';

/**
 * What every route has, landing pages included: the dialog, the newsletter modal (it decides by
 * path whether to open) and the toasts (top-right).
 */
export function GlobalParts() {
  // The newsletter stays off the critical path.
  const idle = useIdleAfterLoad();
  return (
    <>
      <ApplicationDialog />
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
