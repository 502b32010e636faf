import { useAnalytics } from '@hl/shared/analytics';
import btn from '@hl/shared/button.module.css';
import { banksPerApplication, loginUrl, preApprovalUrl, site, startApplicationUrl } from '@hl/shared/site';
import { useEffect } from 'react';
import { HeroArt } from '../sections/HeroArt.tsx';
import styles from './PreApprovalPage.module.css';

/**
 * The variant tag carried by every call-to-action label on this page
 * (docs/REQUIREMENTS.md#pre-approval-landing-page).
 */
const VARIANT = 'test1';

const PROMISES = [
  'A dedicated bond consultant from application to registration',
  `One application, with offers from up to ${banksPerApplication} banks`,
  'No cost to you, ever',
  'Transparent, side-by-side comparisons of every offer',
  'Faster approvals with a pre-approval and complete documents',
];

function Cta({ href, label, name }: { href: string; label: string; name: string }) {
  const { trackEvent } = useAnalytics();
  return (
    <a
      href={href}
      className={btn.primary}
      onClick={() => trackEvent('cta_click', 'pre_approval_landing', `${name}_${VARIANT}`)}
    >
      {label}
    </a>
  );
}

/** /pre-approval: a campaign landing page; opening it records a PreApprovalLanding event. */
export function PreApprovalPage() {
  const { trackEvent } = useAnalytics();
  useEffect(() => trackEvent('PreApprovalLanding', 'pre_approval_landing', VARIANT), [trackEvent]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>{site.brandName}</span>
        <nav aria-label="Application" className={styles.headerLinks}>
          <a href={loginUrl()} onClick={() => trackEvent('cta_click', 'pre_approval_landing', `login_${VARIANT}`)}>
            Login
          </a>
          <Cta href={preApprovalUrl()} label="Get Pre-Approved" name="header_pre_approved" />
          <a
            href={startApplicationUrl()}
            className={`${btn.secondary} ${styles.headerApply}`}
            onClick={() => trackEvent('cta_click', 'pre_approval_landing', `header_apply_${VARIANT}`)}
          >
            Apply Now
          </a>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <section aria-labelledby="promise-heading" className={styles.promise}>
          <div>
            <h1 id="promise-heading">
              {`Get pre-approved, and let up to ${banksPerApplication} banks compete for your bond`}
            </h1>
            <ul className={styles.promises}>
              {PROMISES.map((p) => (
                <li key={p}>✓ {p}</li>
              ))}
            </ul>
          </div>
          <HeroArt className={styles.art} />
        </section>
        <section aria-labelledby="security-heading">
          <h2 id="security-heading">Your documents are safe</h2>
          <p>
            Every document you upload is encrypted in transit and at rest, and shared only with the banks you apply to.
          </p>
        </section>
        <section aria-labelledby="negotiators-heading">
          <h2 id="negotiators-heading">Expert negotiators on your side</h2>
          <p>Our consultants know each bank’s criteria and negotiate your rate with every one of them.</p>
        </section>
        <section aria-labelledby="anytime-heading">
          <h2 id="anytime-heading">Apply 24/7/365</h2>
          <p>Apply whenever suits you; a consultant picks up your application in business hours.</p>
        </section>
        <section aria-labelledby="compare-heading" className={styles.compare}>
          <h2 id="compare-heading">Ready to compare offers?</h2>
          <Cta href={preApprovalUrl()} label="Get Pre-Approved" name="compare_pre_approved" />
        </section>
        <p className={styles.call}>
          Rather talk to someone? Call <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>.
        </p>
      </main>
      {/* A landmark of its own, so the bar's calls to action are found in the page's outline. */}
      <aside aria-label="Apply" className={styles.bottomBar}>
        <Cta href={preApprovalUrl()} label="Get Pre-Approved" name="bar_pre_approved" />
        <a
          href={startApplicationUrl()}
          className={btn.secondary}
          onClick={() => trackEvent('cta_click', 'pre_approval_landing', `bar_apply_${VARIANT}`)}
        >
          Apply Now
        </a>
      </aside>
      <footer className={styles.footer}>
        <p>{site.brandName} is free to you: banks may pay us a once-off fee when you accept an offer.</p>
      </footer>
    </div>
  );
}
