import { trackAttributes, useAnalytics } from '@hl/shared/analytics';
import badge from '@hl/shared/badge.module.css';
import { banks } from '@hl/shared/banks';
import btn from '@hl/shared/button.module.css';
import { openApplicationDialog } from '@hl/shared/events';
import { Icon } from '@hl/shared/icons';
import { Link } from '@hl/shared/router';
import { banksPerApplication, startApplicationUrl } from '@hl/shared/site';
import styles from './Hero.module.css';
import { HeroArt } from './HeroArt.tsx';
import { CALCULATOR_TILES, HERO_STATS, PRE_APPROVAL_REASONS, TRUST_BADGES } from './hero-content.ts';

export function Hero() {
  const { trackEvent } = useAnalytics();
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div>
            <ul className={styles.badges} aria-label="Why buyers trust us">
              {TRUST_BADGES.map((b) => (
                <li key={b} className={badge.onDark}>
                  ✓ {b}
                </li>
              ))}
            </ul>
            <h1 className={styles.headline}>
              {`One application. Up to ${banksPerApplication} banks competing for your home loan.`}
            </h1>
            <p className={styles.lead}>
              We submit your bond application to South Africa's leading banks, negotiate the best rate on your behalf
              and present the offers side by side, free of charge.
            </p>
            <div className={styles.ctas}>
              <button
                type="button"
                className={btn.primary}
                onClick={() => {
                  trackEvent('get_pre_approved', 'hero');
                  openApplicationDialog('hero');
                }}
              >
                Get Pre-Approved
              </button>
              <a className={btn.secondary} href={startApplicationUrl()} {...trackAttributes('cta_click', 'hero_apply')}>
                Start Your Application
              </a>
            </div>
            <dl className={styles.stats}>
              {HERO_STATS.map((s) => (
                <div key={s.label} className={styles.stat}>
                  <dt>{s.label}</dt>
                  <dd>{s.value}</dd>
                </div>
              ))}
            </dl>
            <details
              className={styles.explainer}
              // Not an FAQ: it records its own explainer_toggle, so the tracker sends no faq_open for it.
              data-faq="false"
              onToggle={(e) =>
                trackEvent('explainer_toggle', 'why_pre_approved', e.currentTarget.open ? 'open' : 'close')
              }
            >
              <summary>Why Get Pre-Approved?</summary>
              <ul>
                {PRE_APPROVAL_REASONS.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </details>
          </div>
          <HeroArt className={styles.art} />
        </div>
        <h2 className={styles.tilesHeading}>Run the numbers first</h2>
        <ul className={styles.tiles}>
          {CALCULATOR_TILES.map((t) => (
            <li key={t.id}>
              <Link
                className={styles.tile}
                to={`/calculators?calc=${t.id}`}
                data-calculator={t.id}
                onClick={() => trackEvent('calculator_tile', t.id)}
              >
                <span className={styles.tileIcon}>
                  <Icon name={t.icon} />
                </span>
                <span className={styles.tileName}>{t.name}</span>
                <span className={styles.tileBlurb}>{t.blurb}</span>
              </Link>
            </li>
          ))}
        </ul>
        <ul className={styles.banks} aria-label="Banks we submit to">
          {/* The names set as text, not the wordmark images: each SVG image is a document of its own,
              loaded and laid out on the main thread before the page is interactive
              (docs/PERFORMANCE.md, "Lighthouse"). */}
          {banks.map((b) => (
            <li key={b.name}>{b.name}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
