import { describe, expect, it } from 'vitest';
import { CALCULATOR_IDS } from '../domain/index.ts';
import { CALCULATOR_CARDS, cardFor } from './catalogue.ts';

describe('calculator cards', () => {
  it('has the six calculators in the domain order, each with name, description, icon and colour', () => {
    expect(CALCULATOR_CARDS.map((c) => c.id)).toEqual([...CALCULATOR_IDS]);
    for (const card of CALCULATOR_CARDS) {
      expect(card.name).not.toBe('');
      expect(card.description).not.toBe('');
      expect(['home', 'calendar', 'document', 'bolt', 'coins', 'chart']).toContain(card.icon);
      expect(card.colour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('finds a card by id', () => {
    expect(cardFor('transfer').name).toBe('Transfer Costs');
  });
});
