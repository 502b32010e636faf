import { Icon } from '@hl/shared/icons';
import type { CSSProperties } from 'react';
import { CALCULATOR_CARDS } from '../content/catalogue.ts';
import type { CalculatorId } from '../domain/index.ts';
import styles from './CalculatorGrid.module.css';

export interface CalculatorGridProps {
  active: CalculatorId;
  onSelect: (id: CalculatorId) => void;
  /** The id of the panel the cards control. */
  panelId: string;
}

/**
 * The six cards. Each is a toggle button; the active one is aria-pressed="true" and marked
 * "Selected" in text as well as colour. A card's name is its visible text, name and description
 * both, so what a voice-control user reads off the card is what names it (WCAG 2.5.3).
 */
export function CalculatorGrid({ active, onSelect, panelId }: CalculatorGridProps) {
  return (
    <ul className={styles.grid} aria-label="Choose a calculator">
      {CALCULATOR_CARDS.map((card) => (
        <li key={card.id}>
          <button
            type="button"
            className={styles.card}
            style={{ '--accent': card.colour } as CSSProperties}
            aria-pressed={card.id === active}
            aria-controls={panelId}
            data-calculator={card.id}
            onClick={() => onSelect(card.id)}
          >
            <span className={styles.icon} aria-hidden="true">
              <Icon name={card.icon} />
            </span>
            <span className={styles.name}>{card.name}</span>
            <span className={styles.description}>{card.description}</span>
            <span className={styles.selected} aria-hidden="true">
              ✓ Selected
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
