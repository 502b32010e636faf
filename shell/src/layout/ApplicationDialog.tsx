import { useAnalytics } from '@hl/shared/analytics';
import { OPEN_APPLICATION_DIALOG } from '@hl/shared/events';
import { Modal } from '@hl/shared/modal';
import { startApplicationUrl } from '@hl/shared/site';
import { useEffect, useState } from 'react';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import btn from '../ui/Button.module.css';

/**
 * The application dialog every Get Pre-Approved button opens, from the shell or from a remote
 * (through the OPEN_APPLICATION_DIALOG window event): apply online, or ask for a callback.
 */
export function ApplicationDialog() {
  const { trackEvent } = useAnalytics();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_APPLICATION_DIALOG, onOpen);
    return () => window.removeEventListener(OPEN_APPLICATION_DIALOG, onOpen);
  }, []);

  return (
    <Modal
      open={open}
      title="Ready to Take the Next Step?"
      onClose={(reason) => {
        trackEvent('modal_close', 'application_dialog', reason);
        setOpen(false);
      }}
    >
      <p>Apply online in about 15 minutes, or leave your details and a consultant will call you back.</p>
      <p>
        <a className={btn.primary} href={startApplicationUrl()} onClick={() => trackEvent('cta_click', 'apply_online')}>
          Apply online
        </a>
      </p>
      <RemoteSlot
        remote="mf_leads"
        expose="CallbackForm"
        label="callback form"
        minHeight={260}
        props={{ onDone: () => setOpen(false) }}
      />
    </Modal>
  );
}
