import { act, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstScreen, holdAfterFirstScreen, releaseAfterFirstScreen } from './AfterFirstScreen.tsx';

// act() outside Testing Library's render: React is told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A part that says when React has taken it over (its effect ran) and counts its presses. */
function Part({ name, taken }: { name: string; taken: string[] }) {
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    taken.push(name);
  }, [name, taken]);
  return (
    <button type="button" onClick={() => setPresses((n) => n + 1)}>
      {name} {presses}
    </button>
  );
}

function Page({ taken }: { taken: string[] }) {
  return (
    <>
      <Part name="menu" taken={taken} />
      <AfterFirstScreen ifCovered>
        <Part name="hero" taken={taken} />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <Part name="footer" taken={taken} />
      </AfterFirstScreen>
    </>
  );
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name)) as HTMLButtonElement;

describe('hydrating the parts below the first screen after it', () => {
  let container: HTMLElement;
  afterEach(() => {
    releaseAfterFirstScreen();
    container.remove();
  });

  it('takes the first screen over first, keeps the rest as the server sent it, then takes that over too', async () => {
    container = document.body.appendChild(document.createElement('div'));
    // The prerender renders everything at once.
    container.innerHTML = renderToString(<Page taken={[]} />);
    const footer = button(container, 'footer');
    expect(footer.textContent).toBe('footer 0');

    const taken: string[] = [];
    const onRecoverableError = vi.fn();
    holdAfterFirstScreen({ covered: false });
    await act(async () => {
      hydrateRoot(container, <Page taken={taken} />, { onRecoverableError });
    });
    expect(taken).toEqual(['menu', 'hero']);
    // Not yet React's: the server's button, still shown, does nothing of its own.
    expect(button(container, 'footer')).toBe(footer);

    await act(async () => releaseAfterFirstScreen());
    expect(taken).toEqual(['menu', 'hero', 'footer']);
    // The same element, now React's (no second render of it, no mismatch).
    expect(button(container, 'footer')).toBe(footer);
    await act(async () => footer.click());
    expect(footer.textContent).toBe('footer 1');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it("under an article's server screen, holds the covered first screen too", async () => {
    container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Page taken={[]} />);
    const hero = button(container, 'hero');
    const taken: string[] = [];
    const onRecoverableError = vi.fn();
    holdAfterFirstScreen({ covered: true });
    await act(async () => {
      hydrateRoot(container, <Page taken={taken} />, { onRecoverableError });
    });
    expect(taken).toEqual(['menu']);
    await act(async () => releaseAfterFirstScreen());
    expect(taken).toEqual(['menu', 'hero', 'footer']);
    expect(button(container, 'hero')).toBe(hero);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('renders everything at once when nothing is held (a page rendered from scratch)', async () => {
    container = document.body.appendChild(document.createElement('div'));
    const taken: string[] = [];
    await act(async () => createRoot(container).render(<Page taken={taken} />));
    expect(taken).toEqual(['menu', 'hero', 'footer']);
  });
});
