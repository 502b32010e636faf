import btn from '@hl/shared/button.module.css';
import card from '@hl/shared/card.module.css';
import { useState } from 'react';
import { banks, partners } from '../content/data/index.ts';
import { FeatureText, Section, StatStrip } from './base/parts.tsx';
import ui from './base/ui.module.css';
import styles from './Partners.module.css';

/** The scrolling strip of bank wordmarks, four benefit cards and a stat strip. */
export default function Partners() {
  return (
    <Section
      headingId="partners-heading"
      heading="Our Bank Partners"
      intro="We submit your application to South Africa's leading home-loan lenders and negotiate with each of them on your behalf."
    >
      <LogoStrip />
      <ul className={ui.grid4}>
        {partners.benefits.map((benefit) => (
          <li key={benefit.title} className={card.card}>
            <FeatureText item={benefit} level="h3" />
          </li>
        ))}
      </ul>
      <StatStrip stats={partners.statStrip} label="Our partnerships in numbers" />
    </Section>
  );
}

/**
 * The wordmarks scroll slowly in a loop (the list twice, the copy hidden from assistive
 * technology). They stop while hovered or focused and with the Pause button (then Play), and stand still under
 * prefers-reduced-motion.
 */
function LogoStrip() {
  const [paused, setPaused] = useState(false);
  return (
    <div className={styles.strip} data-paused={paused}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can stop it, as hovering does. */}
      <section className={styles.viewport} aria-label="Banks we work with" tabIndex={0}>
        <ul className={styles.track}>
          {banks.map((bank) => (
            <li key={bank.name}>
              <img src={bank.logo} alt={bank.alt} width={160} height={48} loading="lazy" />
            </li>
          ))}
          {banks.map((bank) => (
            <li key={`${bank.name}-again`} aria-hidden="true" className={styles.copy}>
              <img src={bank.logo} alt="" width={160} height={48} loading="lazy" />
            </li>
          ))}
        </ul>
      </section>
      {/* Its words say what a press does, so a paused strip offers "Play logos". */}
      <button type="button" className={`${btn.quiet} ${styles.pause}`} onClick={() => setPaused((p) => !p)}>
        {paused ? 'Play logos' : 'Pause logos'}
      </button>
    </div>
  );
}
