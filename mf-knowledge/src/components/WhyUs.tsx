import card from '@hl/shared/card.module.css';
import { banksPerApplication } from '@hl/shared/site';
import { whyUs } from '../content/data/index.ts';
import { useEntrance } from '../hooks/useEntrance.ts';
import { enterProps, FeatureText, Section, StatStrip } from './base/parts.tsx';
import ui from './base/ui.module.css';
import styles from './WhyUs.module.css';

/** Four stat cards, four differentiators, the four core values and the stat strip of our claims. */
export default function WhyUs() {
  const [stats, statsEntered] = useEntrance<HTMLUListElement>();
  const [differentiators, differentiatorsEntered] = useEntrance<HTMLUListElement>();
  return (
    <Section
      headingId="why-us-heading"
      heading="Why Choose Us"
      intro={`One application, up to ${banksPerApplication} banks competing for your bond, and a consultant who stays with you until registration.`}
    >
      <ul ref={stats} className={ui.grid4} data-entered={statsEntered} aria-label="At a glance">
        {whyUs.stats.map((stat, index) => (
          <li key={stat.label} {...enterProps(index, `${card.card} ${styles.stat}`)}>
            {/* The figure is part of the card's heading ("R0 Cost to you"), not a paragraph styled as one. */}
            <h3>
              <span className={styles.value}>{stat.value}</span> {stat.label}
            </h3>
            <p className={ui.muted}>{stat.description}</p>
          </li>
        ))}
      </ul>
      <h3 className={ui.subheading}>What sets us apart</h3>
      <ul ref={differentiators} className={ui.grid4} data-entered={differentiatorsEntered}>
        {whyUs.differentiators.map((item, index) => (
          <li key={item.title} {...enterProps(index, card.card)}>
            <FeatureText item={item} level="h4" />
          </li>
        ))}
      </ul>
      <h3 className={ui.subheading}>Our values</h3>
      <ul className={`${ui.grid4} ${styles.values}`}>
        {whyUs.values.map((value) => (
          <li key={value.title}>
            <FeatureText item={value} level="h4" />
          </li>
        ))}
      </ul>
      <StatStrip stats={whyUs.statStrip} label="Our track record" />
    </Section>
  );
}
