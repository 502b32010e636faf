import { analyticsWrapper } from '@hl/shared/analytics-testing';
import { useLocation } from '@hl/shared/router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** Shows where the router is: the path, and the key that changes with every navigation. */
function Where() {
  const { pathname, key } = useLocation();
  return <output data-testid="where">{`${pathname} ${key}`}</output>;
}

describe('Header links to the page already shown', () => {
  afterEach(() => vi.restoreAllMocks());

  it('Home on / scrolls back to the top without a navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <>
        <Header />
        <Where />
      </>,
      { wrapper: analyticsWrapper(undefined, '/') },
    );
    const before = screen.getByTestId('where').textContent;
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByTestId('where').textContent).toBe(before);
    await userEvent.click(screen.getByRole('link', { name: 'BondBridge home' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('a section link on its own path scrolls to the section, at once when motion is reduced', async () => {
    const scrollIntoView = vi.fn();
    const team = document.createElement('section');
    team.id = 'team';
    team.scrollIntoView = scrollIntoView;
    document.body.append(team);
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('reduce') }) as MediaQueryList,
    );
    render(<Header />, { wrapper: analyticsWrapper(undefined, '/team') });
    await userEvent.click(screen.getByRole('link', { name: 'Team' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    team.remove();
  });

  it('a link to another path navigates as usual', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <>
        <Header />
        <Where />
      </>,
      { wrapper: analyticsWrapper(undefined, '/team') },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByTestId('where').textContent).toMatch(/^\/ /);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
