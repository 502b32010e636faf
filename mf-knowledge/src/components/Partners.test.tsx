import { site } from '@hl/shared/site';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../test/harness.tsx';
import Partners from './Partners.tsx';

describe('Partners', () => {
  it('shows the seven bank wordmarks once to assistive technology (the loop’s copy is hidden)', () => {
    renderSection(<Partners />);
    const strip = screen.getByRole('region', { name: 'Banks we work with' });
    const logos = within(strip).getAllByRole('img');
    expect(logos.map((img) => img.getAttribute('alt'))).toEqual([
      'Absa',
      'FNB (First National Bank)',
      'Nedbank',
      'Standard Bank',
      'Investec',
      'Capitec',
      'SA Home Loans',
    ]);
    expect(strip.querySelectorAll('li[aria-hidden="true"] img')).toHaveLength(7);
    // Focusable, so a keyboard stops it as hovering does.
    expect(strip).toHaveAttribute('tabindex', '0');
  });

  it('has a Pause button for the moving strip that then offers Play', async () => {
    const { user } = renderSection(<Partners />);
    const button = screen.getByRole('button', { name: 'Pause logos' });
    await user.click(button);
    expect(button).toHaveAccessibleName('Play logos');
    expect(button.parentElement).toHaveAttribute('data-paused', 'true');
    await user.click(button);
    expect(button).toHaveAccessibleName('Pause logos');
    expect(button.parentElement).toHaveAttribute('data-paused', 'false');
  });

  it('shows four benefit cards and a stat strip of the confirmed claims only', () => {
    renderSection(<Partners />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const strip = screen.getByLabelText('Our partnerships in numbers');
    const { claims } = site;
    expect(within(strip).getByText('Banks per application').nextElementSibling).toHaveTextContent(
      `Up to ${claims.banksPerApplication.value}`,
    );
    expect(within(strip).getByText('Approval rate').nextElementSibling).toHaveTextContent(claims.approvalRate.value);
    // Placeholders the business has not confirmed never reach a visitor.
    expect(claims.bondsApproved.confirmed).toBe(false);
    expect(within(strip).queryByText('Bonds approved')).toBeNull();
    expect(strip).not.toHaveTextContent(claims.bondsApproved.value);
  });
});
