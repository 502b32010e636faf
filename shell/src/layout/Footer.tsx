import { Link } from '@hl/shared/router';
import { banksPerApplication, registrationLine, site } from '@hl/shared/site';
import { PRIVACY_PATH } from '@hl/shared/site-map';
import { Suspense, useState } from 'react';
import { lazyPart } from '../ui/lazy-part.ts';
import styles from './Footer.module.css';

/** Loaded the first time a visitor opens the terms. */
const TermsOfService = lazyPart(() => import('./TermsOfService.tsx'));

const SERVICES = ['Bond Origination', 'Pre-Approval', 'First-Time Buyers', 'Investment Properties', 'Refinancing'];
const RESOURCES = [
  { to: '/calculators', label: 'Home Loan Calculators' },
  { to: '/education', label: 'Knowledge Center' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/agents/partner', label: 'Estate Agent Partners' },
  { to: '/pre-approval', label: 'Get Pre-Approved' },
];

export function Footer() {
  // null until the terms are first opened.
  const [termsOpen, setTermsOpen] = useState<boolean | null>(null);
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div>
          <div className={styles.brand}>{site.brandName}</div>
          <p>
            {`Apply once and let up to ${banksPerApplication} South African banks compete for your home loan. Our service is free to you.`}
          </p>
          <ul className={styles.social} aria-label="Social media">
            {site.social.map((s) => (
              <li key={s.name}>
                <a href={s.url} rel="noopener noreferrer" target="_blank">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>Services</h2>
          <ul className={styles.list}>
            {SERVICES.map((s) => (
              <li key={s}>
                <Link to="/services">{s}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>Resources</h2>
          <ul className={styles.list}>
            {RESOURCES.map((r) => (
              <li key={r.to}>
                <Link to={r.to}>{r.label}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>Contact</h2>
          <ul className={styles.list}>
            <li>
              <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
            </li>
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>{site.address}</li>
            {site.businessHours.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <div>
          {/* The page is prerendered at build time: a build from last year may still say last year. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {site.brandName}. A registered bond originator. Banks may pay us a once-off fee
            when you accept an offer; you pay nothing.
          </p>
          <p className={styles.registration}>{registrationLine()}</p>
        </div>
        <ul className={styles.legalLinks}>
          <li>
            <Link to={PRIVACY_PATH}>Privacy notice</Link>
          </li>
          <li>
            <button type="button" className={styles.termsButton} onClick={() => setTermsOpen(true)}>
              Terms of Service
            </button>
          </li>
        </ul>
      </div>
      {termsOpen === null ? null : (
        <Suspense fallback={null}>
          <TermsOfService open={termsOpen} onClose={() => setTermsOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
