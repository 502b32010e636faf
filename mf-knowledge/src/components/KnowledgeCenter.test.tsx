import { NOT_ADVICE_NOTE } from '@hl/shared/notices';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { articlePath } from '../content/articles/slug.ts';
import { faqs } from '../content/data/index.ts';
import { articles, featuredArticles } from '../content/generated/articles-index.ts';
import { loadArticleIndex } from '../content/load-index.ts';
import { ALL_ARTICLES, PAGE_SIZE } from '../lib/article-list.ts';
import { currentLocation, renderKnowledgeCenter } from '../test/harness.tsx';

vi.mock('../content/load-index.ts', () => ({ loadArticleIndex: vi.fn() }));

const realIndex = () => import('../content/generated/articles-index.ts');
const counts = (views: Record<string, number>) =>
  new Response(JSON.stringify({ views }), { status: 200, headers: { 'content-type': 'application/json' } });
const list = () => within(screen.getByText(/^Showing \d+ of/).nextElementSibling as HTMLElement);

beforeEach(() => {
  vi.mocked(loadArticleIndex).mockReset().mockImplementation(realIndex);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => counts({ [featuredArticles[0]?._id ?? '']: 1234, [articles[1]?._id ?? '']: 1 })),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Knowledge center: loading', () => {
  it('shows a spinner while the article index loads, then the articles', async () => {
    let finish: () => void = () => {};
    vi.mocked(loadArticleIndex).mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve(realIndex()))) as ReturnType<typeof loadArticleIndex>,
    );
    renderKnowledgeCenter();
    expect(screen.getByText('Loading articles…')).toHaveAttribute('role', 'status');
    await act(async () => finish());
    expect(await screen.findByRole('heading', { name: 'Featured Articles' })).toBeInTheDocument();
    expect(screen.queryByText('Loading articles…')).toBeNull();
  });

  it('says "Failed to load articles" when the index cannot load, and tries again on request', async () => {
    vi.mocked(loadArticleIndex).mockRejectedValueOnce(new Error('ChunkLoadError'));
    const { user } = renderKnowledgeCenter();
    expect(await screen.findByText('Failed to load articles')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Featured Articles' })).toBeInTheDocument();
    expect(loadArticleIndex).toHaveBeenCalledTimes(2);
  });
});

describe('Knowledge center: articles', () => {
  it('features the first three featured articles; a click opens the article and is recorded', async () => {
    const { user, events } = renderKnowledgeCenter();
    const featured = (await screen.findByRole('heading', { name: 'Featured Articles' }))
      .nextElementSibling as HTMLElement;
    const titles = within(featured)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(titles).toEqual(featuredArticles.map((a) => a.title));
    expect(titles).toHaveLength(3);

    const first = featuredArticles[0];
    if (!first) throw new Error('no featured article');
    await user.click(within(featured).getAllByRole('link', { name: /^Read More/ })[0] as HTMLElement);
    expect(currentLocation()).toEqual({ path: articlePath(first), state: { from: '/' } });
    expect(events()).toContainEqual(['featured_article_click', first._id, first.title]);
  });

  it('cards show category, views, title, excerpt, author, read time and Read More carrying the article id', async () => {
    renderKnowledgeCenter();
    await screen.findByRole('heading', { name: 'Browse by Topic' });
    const newest = articles[0];
    if (!newest) throw new Error('no article');
    const card = list().getAllByRole('article')[0] as HTMLElement;
    expect(within(card).getByText(newest.category)).toBeInTheDocument();
    // en-ZA groups thousands with a no-break space.
    await waitFor(() => expect(within(card).getByText(/^1\s234 views$/)).toBeInTheDocument());
    expect(within(card).getByRole('heading', { name: newest.title })).toBeInTheDocument();
    // Matched as Testing Library reads the page: whitespace (money's no-break spaces too) as one space.
    expect(within(card).getByText(newest.excerpt.replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(within(card).getByText(`${newest.author.name} · ${newest.readTime}`)).toBeInTheDocument();
    const more = within(card).getByRole('link', { name: /^Read More/ });
    expect(more).toHaveTextContent(`Read More: ${newest.title}`);
    expect(more).toHaveAttribute('href', articlePath(newest));
    expect(more).toHaveAttribute('data-article-id', newest._id);
    expect(within(list().getAllByRole('article')[1] as HTMLElement).getByText('1 view')).toBeInTheDocument();
  });

  it('leaves the view counts out when the count call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"down"}', { status: 503 })),
    );
    renderKnowledgeCenter();
    await screen.findByRole('heading', { name: 'Browse by Topic' });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/analytics/article-views', expect.anything()));
    expect(screen.queryByText(/\bviews?$/)).toBeNull();
  });

  it('filters by category: All Articles first, a category shows only its articles', async () => {
    const { user, events } = renderKnowledgeCenter();
    const filters = within(await screen.findByRole('group', { name: 'Show articles about' }));
    expect(filters.getAllByRole('button').map((b) => b.textContent)).toEqual([
      ALL_ARTICLES,
      'First-Time Property Buyers',
      'Home Loan Interest Rates South Africa',
      'Bond & Transfer Costs',
      'South African Property Buying Tips',
      'Home Finance Planning',
    ]);
    expect(filters.getByRole('button', { name: ALL_ARTICLES })).toHaveAttribute('aria-pressed', 'true');

    const category = 'Bond & Transfer Costs';
    const expected = articles.filter((a) => a.category === category);
    await user.click(filters.getByRole('button', { name: category }));
    expect(filters.getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^Showing/)).toHaveTextContent(
      `Showing ${expected.length} of ${expected.length} articles in ${category}`,
    );
    const titles = list()
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(titles).toEqual(expected.map((a) => a.title));
    expect(events()).toContainEqual(['filter_category', category]);
  });

  it('shows nine cards at a time; Show more adds the next ones and moves focus to the first new card', async () => {
    const { user } = renderKnowledgeCenter();
    await screen.findByRole('heading', { name: 'Browse by Topic' });
    expect(list().getAllByRole('article')).toHaveLength(PAGE_SIZE);
    expect(screen.getByText(/^Showing/)).toHaveTextContent(`Showing ${PAGE_SIZE} of ${articles.length} articles`);
    await user.click(screen.getByRole('button', { name: 'Show more articles' }));
    expect(list().getAllByRole('article')).toHaveLength(2 * PAGE_SIZE);
    await waitFor(() => expect(document.activeElement?.textContent).toBe(`Read More: ${articles[PAGE_SIZE]?.title}`));
  });
});

describe('Knowledge center: FAQs', () => {
  const TABS = ['General', 'Home Loans Explained', 'Building & New Homes'];

  it('has three tabs, general first, each showing its own questions as collapsible details', async () => {
    const { user } = renderKnowledgeCenter();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(TABS);
    for (const [index, category] of (['general', 'educate', 'build'] as const).entries()) {
      await user.click(tabs[index] as HTMLElement);
      const panel = screen.getByRole('tabpanel');
      expect(panel).toHaveAccessibleName(TABS[index]);
      const questions = faqs.filter((f) => f.category === category).map((f) => f.question);
      expect(questions.length).toBeGreaterThanOrEqual(8);
      expect([...panel.querySelectorAll('details > summary')].map((s) => s.textContent)).toEqual(questions);
    }
  });

  it('says once, under the questions, that the answers are general information, not advice', () => {
    renderKnowledgeCenter();
    const notes = screen.getAllByRole('note').filter((note) => note.textContent === NOT_ADVICE_NOTE);
    expect(notes).toHaveLength(1);
    expect(screen.getByRole('tabpanel').compareDocumentPosition(notes[0] as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('is one tab stop; the arrow keys, Home and End move and select; a change is recorded', async () => {
    const { user, events } = renderKnowledgeCenter();
    const tabs = () => screen.getAllByRole('tab');
    expect(tabs().map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(tabs()[0]).toHaveAttribute('aria-selected', 'true');
    tabs()[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs()[1]);
    expect(tabs()[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs().map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    await user.keyboard('{End}');
    expect(tabs()[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tabs()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tabs()[2]);
    expect(events().filter(([type]) => type === 'faq_category_change')).toEqual([
      ['faq_category_change', 'educate'],
      ['faq_category_change', 'build'],
      ['faq_category_change', 'general'],
      ['faq_category_change', 'build'],
    ]);
  });
});
