import btn from '@hl/shared/button.module.css';
import card from '@hl/shared/card.module.css';
import { services } from '../content/data/index.ts';
import { useEntrance } from '../hooks/useEntrance.ts';
import { Icon } from './base/Icon.tsx';
import { ExpertLink, enterProps, PreApprovedButton, Section } from './base/parts.tsx';
import ui from './base/ui.module.css';
import styles from './Services.module.css';

/** Six service cards (title, description, four feature lines), then Schedule Consultation and Get Pre-Approved. */
export default function Services() {
  const [grid, entered] = useEntrance<HTMLUListElement>();
  return (
    <Section
      headingId="services-heading"
      heading="Our Services"
      intro="Everything you need to finance a home, from your first question to the day you get the keys, at no cost to you."
    >
      <ul ref={grid} className={ui.grid} data-entered={entered}>
        {services.map((service, index) => (
          <li key={service.id} {...enterProps(index, card.card)}>
            <span className={styles.icon}>
              <Icon name={service.icon} />
            </span>
            <h3>{service.title}</h3>
            <p className={ui.muted}>{service.description}</p>
            <ul className={styles.features} aria-label={`${service.title} includes`}>
              {service.features.map((feature) => (
                <li key={feature}>
                  <Icon name="check" size={18} />
                  {feature}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className={ui.actions}>
        <ExpertLink source="services" className={btn.secondary}>
          Schedule Consultation
        </ExpertLink>
        <PreApprovedButton source="services" />
      </div>
    </Section>
  );
}
