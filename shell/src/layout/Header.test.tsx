import { analyticsWrapper } from '@hl/shared/analytics-testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NAV_LINKS } from '../routing/routes.ts';
import { Header } from './Header.tsx';

describe('Header', () => {
  it('links the ten sections, the login page and the application', () => {
    render(<Header />, { wrapper: analyticsWrapper() });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const link of NAV_LINKS) {
      expect(screen.getByRole('link', { name: link.label })).toHaveAttribute('href', link.path);
    }
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toMatch(/\/login$/);
    expect(screen.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toMatch(/\/start$/);
  });

  it('toggles the mobile menu and closes it when a link is chosen', async () => {
    render(<Header />, { wrapper: analyticsWrapper() });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Team' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu on Escape', async () => {
    render(<Header />, { wrapper: analyticsWrapper() });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
