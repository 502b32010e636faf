import { useAnalytics } from '@hl/shared/analytics';
import btn from '@hl/shared/button.module.css';
import { Modal } from '@hl/shared/modal';
import { startApplicationUrl } from '@hl/shared/site';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import styles from './ApplicationDialog.module.css';

/**
 * The application dialog every Get Pre-Approved button opens (GlobalParts mounts it the first time):
 * apply online, or ask for a callback.
 */
export default function ApplicationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { trackEvent } = useAnalytics();

  return (
    <Modal
      open={open}
      title="Ready to Take the Next Step?"
      onClose={(reason) => {
        trackEvent('modal_close', 'application_dialog', reason);
        onClose();
      }}
    >
      <p className={styles.lead}>
        Apply online in about 15 minutes, or leave your details and a consultant will call you back.
      </p>
      <p className={styles.apply}>
        <a className={btn.primary} href={startApplicationUrl()} onClick={() => trackEvent('cta_click', 'apply_online')}>
          Apply online
        </a>
      </p>
      <RemoteSlot
        remote="mf_leads"
        expose="CallbackForm"
        label="callback form"
        minHeight={300}
        props={{ onDone: () => onClose() }}
      />
    </Modal>
  );
}
