import { useAnalytics } from '@hl/shared/analytics';
import frame from '@hl/shared/section.module.css';
import { SectionHeading } from '@hl/shared/section-heading';
import { chatUrl, site } from '@hl/shared/site';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import styles from './ContactSection.module.css';

/**
 * The shell owns the contact details, so they stay on the page when the leads remote (the
 * message form) is down: the fallback of every slot points here.
 */
export function ContactSection({ eager }: { eager: boolean }) {
  const { trackEvent } = useAnalytics();
  return (
    <div className={frame.section}>
      <SectionHeading
        title="Get In Touch"
        intro="Questions about a bond, a pre-approval or your options? Our consultants are here to help."
      />
      <div className={styles.grid}>
        <div className={styles.details}>
          <h3>Contact details</h3>
          <ul>
            <li>
              Phone:{' '}
              <a href={`tel:${site.phone.tel}`} onClick={() => trackEvent('contact_click', 'phone')}>
                {site.phone.display}
              </a>
            </li>
            <li>
              E-mail:{' '}
              <a href={`mailto:${site.email}`} onClick={() => trackEvent('contact_click', 'email')}>
                {site.email}
              </a>
            </li>
            <li>
              Chat:{' '}
              <a
                href={chatUrl()}
                rel="noopener noreferrer"
                target="_blank"
                onClick={() => trackEvent('contact_click', 'chat')}
              >
                WhatsApp us
              </a>
            </li>
            <li>Office: {site.address}</li>
          </ul>
          <h3>Business hours</h3>
          <ul>
            {site.businessHours.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </div>
        <div className={styles.form}>
          <RemoteSlot remote="mf_leads" expose="ContactForm" label="message form" lazy eager={eager} minHeight={520} />
        </div>
      </div>
    </div>
  );
}
