import { Link, useNavigate } from '@hl/shared/router';
import { MemoryRouter } from '@hl/shared/router-static';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageTop } from './usePageTop.ts';

function Page() {
  usePageTop();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/">Home</Link>
      <Link to="/team">Team</Link>
      <Link to="/privacy">Privacy</Link>
      <Link to="/articles/first-home-12">Article</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => navigate('/calculators?calc=transfer', { replace: true })}>
        Replace
      </button>
    </>
  );
}

function open(path: string) {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
  const go = (name: string) =>
    userEvent.click(screen.getByRole(name === 'Back' || name === 'Replace' ? 'button' : 'link', { name }));
  return { scrollTo, go };
}

afterEach(() => vi.restoreAllMocks());

describe('usePageTop', () => {
  it('opens another page at the top, and the home page at the top from anywhere', async () => {
    const { scrollTo, go } = open('/team');
    await go('Privacy');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await go('Team');
    expect(scrollTo).toHaveBeenCalledTimes(2);
    await go('Article');
    await go('Home');
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });

  it('leaves section paths and articles of the home page to their own scrolling', async () => {
    const { scrollTo, go } = open('/');
    await go('Team');
    await go('Article');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not move the page on the first load, on Back, or on a replace', async () => {
    const { scrollTo, go } = open('/privacy');
    expect(scrollTo).not.toHaveBeenCalled();
    await go('Home');
    scrollTo.mockClear();
    await go('Back');
    await go('Replace');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
