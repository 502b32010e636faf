import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FiguresDuePanel } from './FiguresDuePanel.tsx';

describe('the figures to confirm', () => {
  it('lists prime as due once the Reserve Bank has met since it was last confirmed', () => {
    // 24 September 2026: the meetings of 23 July and 23 September have passed since 29 May.
    render(<FiguresDuePanel now={Date.parse('2026-09-24T08:00:00Z')} />);
    const panel = screen.getByRole('region', { name: 'Figures to confirm' });
    expect(panel.textContent).toMatch(/prime/i);
    expect(panel.textContent).toMatch(/29 May 2026/);
  });

  it('names the meeting dates themselves once the last one listed has passed', () => {
    render(<FiguresDuePanel now={Date.parse('2028-01-15T08:00:00Z')} />);
    expect(screen.getByRole('region', { name: 'Figures to confirm' }).textContent).toMatch(/meeting dates/);
  });
});
