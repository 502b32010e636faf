import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.ts';

describe('a part loaded on demand', () => {
  it('renders once its code has loaded', async () => {
    const Part = lazyPart(async () => ({ default: ({ who }: { who: string }) => <p>Hello {who}</p> }));
    render(
      <Suspense fallback={null}>
        <Part who="buyer" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello buyer')).toBeInTheDocument();
  });

  it('whose code cannot load renders nothing, and the page around it stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Part = lazyPart<object>(() => Promise.reject(new Error('ChunkLoadError')));
    render(
      <main>
        <h1>Page</h1>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </main>,
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.getByRole('main').childElementCount).toBe(1);
    warn.mockRestore();
  });
});
