import { useEffect, useState } from 'react';
import { formatMoney } from '../finance/money.ts';
import badge from './Badge.module.css';
import btn from './Button.module.css';
import card from './Card.module.css';
import styles from './DesignSystem.module.css';
import { Affix, affixInput, Field } from './Field.tsx';
import { Modal } from './Modal.tsx';
import frame from './Section.module.css';
import { SectionHeading } from './SectionHeading.tsx';

/** The custom properties the page's stylesheets define on :root (tokens.css), with their values. */
function readTokens(): Array<[name: string, value: string]> {
  const found = new Map<string, string>();
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's stylesheet
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSStyleRule) || rule.selectorText !== ':root') continue;
      for (const name of Array.from(rule.style)) {
        if (name.startsWith('--hl-')) found.set(name, rule.style.getPropertyValue(name).trim());
      }
    }
  }
  return [...found];
}

/**
 * The design system on one page (shared/src/ui/README.md): the tokens as they are, and every
 * shared component in its variants. Each remote's standalone page shows it at /design-system, so a
 * team sees the pieces with its own build's CSS.
 */
export default function DesignSystem() {
  const [tokens, setTokens] = useState<Array<[string, string]>>([]);
  const [modalOpen, setModalOpen] = useState(false);
  useEffect(() => setTokens(readTokens()), []);
  const colours = tokens.filter(([name]) => name.startsWith('--hl-color-'));
  const others = tokens.filter(([name]) => !name.startsWith('--hl-color-'));

  return (
    <div className={frame.section}>
      <SectionHeading
        id="design-system"
        title="Design system"
        intro="The tokens and shared components every part of the site uses (@hl/shared). Use these; keep in a part's own styles only what is its own."
      />

      <h3 className={styles.title}>Colours</h3>
      <ul className={styles.swatches}>
        {colours.map(([name, value]) => (
          <li key={name}>
            <span className={styles.swatch} style={{ background: `var(${name})` }} />
            <code>{name}</code> <span className={styles.value}>{value}</span>
          </li>
        ))}
      </ul>

      <h3 className={styles.title}>Type, spacing, radii, shadows, focus</h3>
      <table className={styles.tokens}>
        <tbody>
          {others.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ fontSize: 'var(--hl-text-display)', fontFamily: 'var(--hl-font-heading)', margin: 0 }}>Display</p>
      <p style={{ fontSize: 'var(--hl-text-h1)', fontFamily: 'var(--hl-font-heading)', margin: 0 }}>Heading 1</p>
      <p style={{ fontSize: 'var(--hl-text-h2)', fontFamily: 'var(--hl-font-heading)', margin: 0 }}>Heading 2</p>
      <p style={{ fontSize: 'var(--hl-text-h3)', fontFamily: 'var(--hl-font-heading)', margin: 0 }}>Heading 3</p>
      <p style={{ fontSize: 'var(--hl-text-md)' }}>Body text, R1 234 567 and R10 664.30.</p>

      <h3 className={styles.title}>Buttons (@hl/shared/button.module.css)</h3>
      <div className={styles.row}>
        <button type="button" className={btn.primary}>
          Get Pre-Approved
        </button>
        <button type="button" className={btn.secondary}>
          Speak to an Expert
        </button>
        <button type="button" className={btn.quiet}>
          Share
        </button>
        <button type="button" className={`${btn.primary} ${btn.small}`}>
          Apply Now
        </button>
        <button type="button" className={btn.primary} disabled>
          Sending…
        </button>
      </div>
      <div className={`${card.dark} ${styles.row}`}>
        <button type="button" className={btn.primary}>
          On navy
        </button>
        <button type="button" className={btn.secondary}>
          Secondary on navy
        </button>
        <span className={badge.onDark}>✓ A badge on navy</span>
      </div>

      <h3 className={styles.title}>Fields (@hl/shared/field)</h3>
      <div className={styles.grid}>
        <Field label="Full name">{(control) => <input {...control} type="text" />}</Field>
        <Field label="Mobile number" hint="For example 082 123 4567">
          {(control) => <input {...control} type="tel" />}
        </Field>
        <Field label="Email" error="Please enter your e-mail address.">
          {(control) => <input {...control} type="email" />}
        </Field>
        <Field label="Property value" optional>
          {(control) => (
            <Affix before="R">
              <input
                {...control}
                className={affixInput}
                inputMode="decimal"
                defaultValue={formatMoney(1_500_000, { symbol: false })}
              />
            </Affix>
          )}
        </Field>
        <Field label="Term">
          {(control) => (
            <select {...control} defaultValue="20">
              <option value="20">20 years</option>
              <option value="30">30 years</option>
            </select>
          )}
        </Field>
      </div>

      <h3 className={styles.title}>Cards (@hl/shared/card.module.css) and badges (@hl/shared/badge.module.css)</h3>
      <ul className={styles.grid}>
        <li className={card.card}>
          <span className={badge.badge}>First-Time Property Buyers</span>
          <h4>A card</h4>
          <p>On white, bordered.</p>
        </li>
        <li className={card.soft}>
          <h4>A soft card</h4>
          <p>On the page's grey.</p>
        </li>
        <li className={card.dark}>
          <h3>A dark card</h3>
          <p>A section's closing call to action.</p>
        </li>
      </ul>

      <h3 className={styles.title}>Modal layout (@hl/shared/modal)</h3>
      <button type="button" className={btn.secondary} onClick={() => setModalOpen(true)}>
        Open a modal
      </button>
      <Modal open={modalOpen} title="Ready to Take the Next Step?" onClose={() => setModalOpen(false)}>
        <p>The title, the close button, then the content in the same column.</p>
        <Field label="Full name">{(control) => <input {...control} type="text" />}</Field>
      </Modal>
    </div>
  );
}
