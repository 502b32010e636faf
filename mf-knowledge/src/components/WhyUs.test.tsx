import { site } from '@hl/shared/site';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../test/harness.tsx';
import WhyUs from './WhyUs.tsx';

describe('Why us', () => {
  it('shows four stat cards, four differentiators and the four core values', () => {
    renderSection(<WhyUs />);
    expect(screen.getByRole('heading', { level: 2, name: 'Why Choose Us' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'At a glance' })).getAllByRole('listitem')).toHaveLength(4);
    const apart = screen.getByRole('heading', { name: 'What sets us apart' }).nextElementSibling as HTMLElement;
    expect(within(apart).getAllByRole('heading', { level: 4 })).toHaveLength(4);
    const values = screen.getByRole('heading', { name: 'Our values' }).nextElementSibling as HTMLElement;
    expect(
      within(values)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Transparency', 'Integrity', 'Excellence', 'Accessibility']);
  });

  it('shows in its stat strip the confirmed claims of the site configuration, never a placeholder', () => {
    renderSection(<WhyUs />);
    const strip = screen.getByLabelText('Our track record');
    const figures = within(strip)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    const { claims } = site;
    expect(figures).toEqual(
      expect.arrayContaining([
        claims.yearsExperience.value,
        claims.approvalRate.value,
        claims.responseTime.value.short,
      ]),
    );
    expect(within(strip).getByText('Years of experience').nextElementSibling).toHaveTextContent(
      claims.yearsExperience.value,
    );
    for (const placeholder of [claims.bondsApproved, claims.loansSecured, claims.clientSatisfaction]) {
      expect(placeholder.confirmed).toBe(false);
      expect(figures).not.toContain(placeholder.value);
    }
  });
});
