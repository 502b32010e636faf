import { NOT_ADVICE_NOTE } from '@hl/shared/notices';
import { startApplicationUrl } from '@hl/shared/site';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { articlePath } from '../../content/articles/slug.ts';
import type { ArticleBody, ArticleIndexEntry } from '../../content/articles/types.ts';
import { loadArticleBody } from '../../content/generated/load-article.ts';
import { loadArticleIndex } from '../../content/load-index.ts';
import { SERVER_SCREEN_ID } from '../../lib/server-screen.ts';
import { currentLocation, renderKnowledgeCenter } from '../../test/harness.tsx';
import { LINK_COPIED } from './ArticleReader.tsx';
import styles from './Knowledge.module.css';

vi.mock('../../content/load-index.ts', () => ({ loadArticleIndex: vi.fn() }));
vi.mock('../../content/generated/load-article.ts', () => ({ loadArticleBody: vi.fn() }));

const author = { name: 'The Rates Desk', avatar: '/rates-desk.svg', bio: 'The consultants who negotiate rates.' };
const entry = (fields: Partial<ArticleIndexEntry> & Pick<ArticleIndexEntry, '_id' | 'title'>): ArticleIndexEntry => ({
  excerpt: `About ${fields.title}.`,
  category: 'Home Loan Interest Rates South Africa',
  author,
  readTime: '6 min read',
  featured: false,
  featuredImage: '/rates.svg',
  published_at: '2025-04-15T09:00:00',
  ...fields,
});
const rate = entry({
  _id: '64',
  title: 'How to Lower Your Bond Interest Rate',
  featured: true,
  reviewed_at: '2025-12-02T10:00:00',
});
const fica = entry({
  _id: '1',
  title: 'FICA Documents',
  category: 'First-Time Property Buyers',
  published_at: '2024-08-29T09:00:00',
});
const index = { articles: [rate, fica], featuredArticles: [rate] };

const BODIES: Record<string, ArticleBody> = {
  '64': {
    html: '<h2 id="how-banks-price">How banks price</h2><p>Banks add <strong>a margin</strong>.</p><aside class="tip"><p><strong>Tip:</strong> Ask in writing.</aside><div class="table-scroll"><table><thead><tr><th>Rate</th></tr></thead><tbody><tr><td>11.75%</td></tr></tbody></table></div><p>Keep your <a href="/articles/fica-documents-1">FICA documents</a> ready, or <a href="/#contact">talk to us</a>.</p>',
    tags: ['interest rates', 'negotiation'],
    figuresAsOf: '2026-05-29',
  },
  '1': { html: '<p>FICA means proof of identity and address.</p>', tags: ['FICA'] },
};

beforeEach(() => {
  vi.mocked(loadArticleIndex)
    .mockReset()
    .mockResolvedValue(index as never);
  vi.mocked(loadArticleBody)
    .mockReset()
    .mockImplementation(async (id) => {
      const body = BODIES[id];
      if (!body) throw new Error(`No article with id ${id}`);
      return body;
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  document.getElementById(SERVER_SCREEN_ID)?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The reader is a lazily loaded chunk: give it time on a busy machine.
const reader = (title = rate.title) => screen.findByRole('dialog', { name: title }, { timeout: 5000 });

describe('Article reader', () => {
  it('opens from its URL on a fresh load, with everything the article needs, and records article_open', async () => {
    const { events, records } = renderKnowledgeCenter(articlePath(rate));
    const dialog = within(await reader());
    expect(dialog.getByText(rate.category)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(dialog.getByText('Published').querySelector('time')).toHaveTextContent('15 April 2025');
    expect(dialog.getByText('Updated').querySelector('time')).toHaveTextContent('2 December 2025');
    expect(dialog.getByText(rate.readTime)).toBeInTheDocument();
    expect(dialog.getByText(author.name)).toBeInTheDocument();
    expect(dialog.getByText(author.bio)).toBeInTheDocument();

    // The body: headings, bold, tip callouts, tables, links between articles; then tags and the note.
    expect(await dialog.findByRole('heading', { level: 2, name: 'How banks price' })).toBeInTheDocument();
    expect(dialog.getByText('a margin').tagName).toBe('STRONG');
    expect(dialog.getByText('Ask in writing.', { exact: false }).closest('aside')).toHaveClass('tip');
    expect(dialog.getByRole('table')).toBeInTheDocument();
    expect(dialog.getByRole('list', { name: 'Tags' })).toHaveTextContent('interest rates');
    expect(dialog.getAllByText(NOT_ADVICE_NOTE)).toHaveLength(1);
    // The date of the moving figures the body quotes, as the content build worked it out.
    expect(dialog.getByText('Figures as of', { exact: false })).toHaveTextContent('Figures as of 29 May 2026');

    expect(dialog.getByRole('link', { name: 'Get Pre-Approved' })).toHaveAttribute('href', startApplicationUrl());
    expect(dialog.getByRole('link', { name: 'Contact Expert' })).toHaveAttribute('href', '/contact');
    expect(loadArticleBody).toHaveBeenCalledTimes(1);
    expect(loadArticleBody).toHaveBeenCalledWith('64');
    expect(events()).toContainEqual(['article_open', '64', rate.title]);
    // The page opened it, not the visitor: a visit that only read it still bounced.
    expect(records().find((r) => r.kind === 'event' && r.type === 'article_open')).toMatchObject({ passive: true });
  });

  it('says that an article without reviewed_at was published only', async () => {
    renderKnowledgeCenter(articlePath(fica));
    const dialog = within(await reader(fica.title));
    expect(dialog.getByText('Published').querySelector('time')).toHaveTextContent('29 August 2024');
    expect(dialog.queryByText('Updated')).toBeNull();
  });

  it('replaces a stale slug with the canonical URL, keeping the query, and opens the article', async () => {
    renderKnowledgeCenter('/articles/old-title-of-the-rate-article-64?utm_source=whatsapp');
    await reader();
    expect(currentLocation().path).toBe(`${articlePath(rate)}?utm_source=whatsapp`);
  });

  it('tells the shell when the id names no article, and opens nothing', async () => {
    const notFound = vi.fn();
    renderKnowledgeCenter('/articles/how-to-lower-your-bond-interest-rate-63', notFound);
    await waitFor(() => expect(notFound).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opened from a card, closes with its button back to / and records the seconds read', async () => {
    const { user, events, records } = renderKnowledgeCenter('/');
    const card = (await screen.findByRole('heading', { level: 4, name: fica.title })).closest('article') as HTMLElement;
    await user.click(within(card).getByRole('link', { name: /^Read More/ }));
    await reader(fica.title);
    expect(currentLocation().path).toBe(articlePath(fica));

    await user.click(within(await reader(fica.title)).getByRole('button', { name: 'Close' }));
    expect(currentLocation().path).toBe('/');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const durations = events().filter(([type]) => type === 'article_read_duration');
    expect(durations).toEqual([['article_read_duration', fica.title, expect.any(Number)]]);
    expect(durations[0]?.[2]).toBeGreaterThanOrEqual(0);
    // One opening, the visitor's.
    const opens = records().filter((r) => r.kind === 'event' && r.type === 'article_open');
    expect(opens).toEqual([expect.not.objectContaining({ passive: true })]);
  });

  it('closes on Escape and on a click on the backdrop, landing on /', async () => {
    renderKnowledgeCenter(articlePath(rate));
    fireEvent(await reader(), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(currentLocation().path).toBe('/'));

    renderKnowledgeCenter(articlePath(fica));
    const dialog = await reader(fica.title);
    fireEvent.click(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: fica.title })).toBeNull());
  });

  it('follows links between articles and into the site without leaving the page', async () => {
    const { user } = renderKnowledgeCenter(articlePath(rate));
    const dialog = within(await reader());
    await user.click(await dialog.findByRole('link', { name: 'FICA documents' }));
    expect(currentLocation().path).toBe(articlePath(fica));
    expect(await reader(fica.title)).toBeInTheDocument();
  });

  it('turns a link to a home-page section into its section path', async () => {
    const { user } = renderKnowledgeCenter(articlePath(rate));
    await user.click(await within(await reader()).findByRole('link', { name: 'talk to us' }));
    expect(currentLocation().path).toBe('/contact');
  });

  it('shares through the device’s share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    const { user, events } = renderKnowledgeCenter(articlePath(rate));
    await user.click(within(await reader()).getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: rate.title, url: `${window.location.origin}${articlePath(rate)}` });
    expect(events()).toContainEqual(['article_share', '64']);
  });

  it('otherwise copies the canonical link and says so', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    // user-event gives the page a clipboard of its own.
    const { user, events } = renderKnowledgeCenter(articlePath(rate));
    const dialog = within(await reader());
    await user.click(dialog.getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${articlePath(rate)}`);
    expect(dialog.getByText(LINK_COPIED)).toHaveAttribute('role', 'status');
    expect(events()).toContainEqual(['article_share_clipboard', '64']);
  });

  it('only logs a share that fails', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      share: vi.fn(async () => {
        throw new DOMException('Share canceled', 'AbortError');
      }),
    });
    const { user, events } = renderKnowledgeCenter(articlePath(rate));
    await user.click(within(await reader()).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith('Sharing the article failed', expect.anything()));
    expect(events().some(([type]) => type.startsWith('article_share'))).toBe(false);
    expect(screen.queryByText(LINK_COPIED)).toBeNull();
  });

  it('takes over from the first screen the server sent: opens once the body is here, where the visitor had scrolled to', async () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<div id="${SERVER_SCREEN_ID}" data-article-id="64"><div role="dialog" aria-label="Server screen"><p>Prime is repo + 3.5.</p></div></div>`,
    );
    const panel = document.querySelector<HTMLElement>(`#${SERVER_SCREEN_ID} [role="dialog"]`);
    if (panel) panel.scrollTop = 320;
    let arrive: (body: ArticleBody) => void = () => {};
    vi.mocked(loadArticleBody).mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    renderKnowledgeCenter(articlePath(rate));

    // While the body loads, the visitor keeps reading the server's screen, never a spinner over it.
    await waitFor(() => expect(loadArticleBody).toHaveBeenCalledWith('64'));
    expect(document.querySelector('dialog[open]')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Server screen' })).toBeInTheDocument();

    arrive(BODIES['64'] as ArticleBody);
    const dialog = await reader();
    expect(within(dialog).getByText('a margin')).toBeInTheDocument();
    expect(document.getElementById(SERVER_SCREEN_ID)).toBeNull();
    expect(document.querySelector('dialog[open]')?.scrollTop).toBe(320);
  });

  it("draws the server screen's inline picture as it is, instead of fetching the image again", async () => {
    const picture = '<rect width="800" height="450" fill="#fef3c7"></rect>';
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<div id="${SERVER_SCREEN_ID}" data-article-id="64"><div role="dialog" aria-label="Server screen">` +
        `<svg class="${styles.hero}" width="800" height="450" viewBox="0 0 800 450" aria-hidden="true">${picture}</svg>` +
        '</div></div>',
    );
    renderKnowledgeCenter(articlePath(rate));
    const dialog = await reader();
    const drawn = dialog.querySelector(`svg.${styles.hero}`);
    expect(drawn?.innerHTML).toBe(picture);
    expect(drawn?.getAttribute('viewBox')).toBe('0 0 800 450');
    expect(drawn?.getAttribute('aria-hidden')).toBe('true');
    expect(dialog.querySelector(`img.${styles.hero}`)).toBeNull();
  });

  it('opened without a server screen, shows the image file', async () => {
    renderKnowledgeCenter(articlePath(rate));
    const dialog = await reader();
    expect(dialog.querySelector(`img.${styles.hero}`)?.getAttribute('src')).toBe(rate.featuredImage);
    expect(dialog.querySelector('svg[viewBox="0 0 800 450"]')).toBeNull();
  });

  it('opens at once, spinner and all, over a first screen of another article', async () => {
    document.body.insertAdjacentHTML('afterbegin', `<div id="${SERVER_SCREEN_ID}" data-article-id="1"></div>`);
    vi.mocked(loadArticleBody).mockImplementation(() => new Promise(() => {}));
    renderKnowledgeCenter(articlePath(rate));
    expect(within(await reader()).getByText('Loading the article…')).toBeInTheDocument();
    expect(document.getElementById(SERVER_SCREEN_ID)).toBeNull();
  });

  it('offers to try again when the article’s body cannot load', async () => {
    vi.mocked(loadArticleBody).mockRejectedValueOnce(new Error('ChunkLoadError'));
    const { user } = renderKnowledgeCenter(articlePath(rate));
    const dialog = within(await reader());
    expect(await dialog.findByText('This article could not be loaded.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByRole('heading', { name: 'How banks price' })).toBeInTheDocument();
  });
});
