import { toastOptions } from '@hl/shared/toasts';
import { Toaster } from 'react-hot-toast';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { ApplicationDialog } from './ApplicationDialog.tsx';
import { useIdleAfterLoad } from './useIdleAfterLoad.ts';

/** What every route has, landing pages included: the dialog, analytics and the toasts (top-right). */
export function GlobalParts() {
  // Analytics stays off the critical path: records wait on the window.hlTrack queue meanwhile.
  const idle = useIdleAfterLoad();
  return (
    <>
      <ApplicationDialog />
      {/* The analytics provider mounts here; it renders nothing, so its loss is never visible. */}
      {idle ? <RemoteSlot remote="mf_analytics" expose="AnalyticsProvider" label="analytics" silent /> : null}
      <Toaster position="top-right" toastOptions={toastOptions} />
    </>
  );
}
