import { trackAttributes, useAnalytics } from '@hl/shared/analytics';
import btn from '@hl/shared/button.module.css';
import card from '@hl/shared/card.module.css';
import { openApplicationDialog } from '@hl/shared/events';
import frame from '@hl/shared/section.module.css';
import { SectionHeading } from '@hl/shared/section-heading';
import { banksPerApplication, site, startApplicationUrl } from '@hl/shared/site';
import styles from './HowItWorks.module.css';

const STEPS = [
  {
    title: 'Submit Your Application',
    text: 'Complete one simple online application and upload your documents. It takes about 15 minutes and costs nothing.',
  },
  {
    title: 'We Shop Around',
    text: `Your consultant submits it to up to ${banksPerApplication} banks at once and negotiates each of them for a better rate.`,
  },
  {
    title: 'Get Pre-Approved',
    text: `Within ${site.claims.responseTime.value.words} you know what you qualify for, and we compare the offers with you side by side.`,
  },
  {
    title: 'Secure Your Home',
    text: 'Accept the best offer; we stay with you through the bond and transfer until the keys are yours.',
  },
] as const;

const BENEFITS = [
  {
    title: 'Better Rates',
    text: 'Banks competing for your bond can mean 0.25% to 0.5% less interest, worth tens of thousands of rand over the term.',
  },
  { title: 'Save Time', text: 'One application instead of one per bank, and one consultant handling the follow-ups.' },
  {
    title: 'Expert Guidance',
    text: 'Specialists who know each bank’s criteria help you present your application at its strongest.',
  },
  { title: 'No Cost To You', text: 'Our service is free. Banks may pay us a once-off fee when you accept an offer.' },
] as const;

export function HowItWorks() {
  const { trackEvent } = useAnalytics();
  return (
    <div className={frame.section}>
      <SectionHeading
        title="How It Works"
        intro="From application to keys in four steps, with an expert beside you all the way."
      />
      <ol className={styles.steps}>
        {STEPS.map((s, i) => (
          <li key={s.title} className={card.soft}>
            <span className={styles.number} aria-hidden="true">
              {i + 1}
            </span>
            <h3>{s.title}</h3>
            <p>{s.text}</p>
          </li>
        ))}
      </ol>
      <ul className={styles.benefits}>
        {BENEFITS.map((b) => (
          <li key={b.title} className={card.soft}>
            <h3>{b.title}</h3>
            <p>{b.text}</p>
          </li>
        ))}
      </ul>
      <div className={card.dark}>
        <h3>Ready to see what the banks will offer you?</h3>
        <button
          type="button"
          className={btn.primary}
          onClick={() => {
            trackEvent('get_pre_approved', 'how_it_works');
            openApplicationDialog('how-it-works');
          }}
        >
          Get Pre-Approved
        </button>
        <a
          className={styles.applyLink}
          href={startApplicationUrl()}
          {...trackAttributes('cta_click', 'how_it_works_apply')}
        >
          Start your application
        </a>
      </div>
    </div>
  );
}
