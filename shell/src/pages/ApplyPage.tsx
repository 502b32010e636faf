import { useAnalytics } from '@hl/shared/analytics';
import btn from '@hl/shared/button.module.css';
import { banksPerApplication, site, startApplicationUrl } from '@hl/shared/site';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import styles from './Page.module.css';

const DOCUMENTS = [
  'Your South African ID or passport',
  'Your latest three months’ payslips (or two years’ financial statements if self-employed)',
  'Your latest three months’ bank statements',
  'The signed offer to purchase, if you have found a property',
];

/** /apply and /apply1-5: where campaign links land; the application itself is on the external site. */
export function ApplyPage() {
  const { trackEvent } = useAnalytics();
  return (
    <div className={styles.page}>
      <h1>Apply for your home loan</h1>
      <p className={styles.lead}>
        {`One application goes to up to ${banksPerApplication} banks. It takes about 15 minutes, and our service costs you nothing.`}
      </p>
      <p>
        <a
          className={btn.primary}
          href={startApplicationUrl()}
          onClick={() => trackEvent('cta_click', 'apply_page_start')}
        >
          Start Your Application
        </a>
      </p>
      <h2>Have these ready</h2>
      <ul>
        {DOCUMENTS.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <h2>Prefer to talk first?</h2>
      <p>
        Call <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a> or ask for a callback:
      </p>
      {/* The form's own height in this column on a desktop (about 300 px): the footer stays put when it arrives. */}
      <RemoteSlot remote="mf_leads" expose="CallbackForm" label="callback form" minHeight={300} />
    </div>
  );
}
