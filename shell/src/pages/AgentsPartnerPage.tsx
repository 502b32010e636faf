import { formatRand } from '@hl/shared/money';
import { Link } from '@hl/shared/router';
import frame from '@hl/shared/section.module.css';
import { SectionHeading } from '@hl/shared/section-heading';
import { site } from '@hl/shared/site';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { HeroArt } from '../sections/HeroArt.tsx';
import styles from './AgentsPartnerPage.module.css';

const CHIPS = ['Fast approvals', 'Best rate negotiation', 'VIP support for your clients'];

/**
 * /agents/partner: the estate-agent landing page, with the partner form from mf-leads under the
 * page's own heading for it (prerendered, so the first screen is whole before the remote arrives).
 */
export function AgentsPartnerPage() {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <Link to="/" className={styles.brand}>
          {site.brandName}
        </Link>
        <div className={styles.heroBody}>
          <div>
            <h1>Calling All Real Estate Agents</h1>
            <p className={styles.offer}>
              Earn up to <strong>{formatRand(site.agentCashback.headlineUpTo)} cashback</strong> per successfully
              registered deal.
            </p>
            <p className={styles.footnote}>T&amp;Cs apply, based on 0.5% commission</p>
            <ul className={styles.chips}>
              {CHIPS.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
          <HeroArt className={styles.art} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <section className={frame.section} aria-labelledby="partner-form-heading">
          <SectionHeading
            id="partner-form-heading"
            title="Register Your Interest"
            intro="Tell us about your agency and we will be in touch about partnering on your clients’ bonds."
          />
          <RemoteSlot remote="mf_leads" expose="PartnerForm" label="registration form" minHeight={480} />
        </section>
      </main>
      <footer className={styles.footer}>
        <p>
          Questions? E-mail <a href={`mailto:${site.partnersEmail}`}>{site.partnersEmail}</a> or call{' '}
          <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>.
        </p>
      </footer>
    </div>
  );
}
