import { OPEN_APPLICATION_DIALOG } from '@hl/shared/events';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderSection } from '../test/harness.tsx';
import Services from './Services.tsx';

const TITLES = [
  'Bond Origination',
  'Fast-Track Applications',
  'Personal Consultation',
  'Investment Properties',
  'First-Time Buyers',
  '24/7 Support',
];

describe('Services', () => {
  it('shows six service cards, each with a description and four feature lines', () => {
    renderSection(<Services />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Services' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(TITLES);
    for (const title of TITLES) {
      const features = screen.getByRole('list', { name: `${title} includes` });
      expect(within(features).getAllByRole('listitem')).toHaveLength(4);
    }
  });

  it('Schedule Consultation goes to the contact section and is recorded', async () => {
    const { user, events } = renderSection(<Services />);
    await user.click(screen.getByRole('link', { name: 'Schedule Consultation' }));
    expect(currentLocation().path).toBe('/contact');
    expect(events()).toEqual([['contact_expert', 'services']]);
  });

  it('Get Pre-Approved asks the shell for its application dialog and is recorded', async () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_APPLICATION_DIALOG, opened);
    const { user, events } = renderSection(<Services />);
    await user.click(screen.getByRole('button', { name: 'Get Pre-Approved' }));
    expect(opened).toHaveBeenCalledTimes(1);
    const event = opened.mock.calls[0]?.[0] as CustomEvent | undefined;
    expect(event?.detail).toEqual({ source: 'services' });
    expect(events()).toEqual([['get_pre_approved', 'services']]);
    window.removeEventListener(OPEN_APPLICATION_DIALOG, opened);
  });
});
