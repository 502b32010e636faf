import { toastOptions } from '@hl/shared/toasts';
import { Toaster } from 'react-hot-toast';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { ApplicationDialog } from './ApplicationDialog.tsx';

/** What every route has, landing pages included: the dialog, analytics and the toasts (top-right). */
export function GlobalParts() {
  return (
    <>
      <ApplicationDialog />
      {/* The analytics provider mounts here; it renders nothing, so its loss is never visible. */}
      <RemoteSlot remote="mf_analytics" expose="AnalyticsProvider" label="analytics" silent />
      <Toaster position="top-right" toastOptions={toastOptions} />
    </>
  );
}
