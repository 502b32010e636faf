import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreviewBanner, showPreviews } from './PreviewBanner.tsx';

describe('the preview banner', () => {
  afterEach(() => {
    act(() => showPreviews([]));
    document.body.innerHTML = '';
  });

  it('is a labelled landmark naming the builds previewed, with a link that ends the preview', () => {
    render(
      <PreviewBanner
        previews={[
          { name: 'mf_calculators', version: 'abc1234' },
          { name: 'mf_leads', version: 'def5678' },
        ]}
      />,
    );
    const banner = screen.getByRole('complementary', { name: 'Preview' });
    expect(banner.querySelector('p')).toHaveTextContent(
      'Preview: mf_calculators abc1234, mf_leads def5678 — only this browser sees them.',
    );
    expect(screen.getByRole('link', { name: 'End preview' })).toHaveAttribute('href', '/api/remotes/preview/end');
  });

  it('is not on the page of a visitor who previews nothing; it shows, changes and goes with the registry', () => {
    act(() => showPreviews([]));
    expect(document.body).toBeEmptyDOMElement();
    act(() => showPreviews([{ name: 'mf_calculators', version: 'abc1234' }]));
    expect(screen.getByRole('complementary', { name: 'Preview' })).toHaveTextContent(
      'Preview: mf_calculators abc1234 — only this browser sees it.',
    );
    act(() => showPreviews([]));
    expect(screen.queryByRole('complementary', { name: 'Preview' })).toBeNull();
  });
});
