import type { ArticleIndexEntry } from '@hl/shared/contracts';
import { HEAD_END, HEAD_START, pageHead, renderHead } from '@hl/shared/metadata';
import { useNavigate } from '@hl/shared/router';
import { MemoryRouter } from '@hl/shared/router-static';
import { site } from '@hl/shared/site';
import { matchRoute } from '@hl/shared/site-map';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentHead } from './DocumentHead.tsx';
import { applyHead, forgetArticleIndex } from './head.ts';

const article: ArticleIndexEntry = {
  id: '18',
  slug: 'transfer-duty-explained',
  path: '/articles/transfer-duty-explained-18',
  title: 'Transfer Duty Explained',
  seoTitle: 'Transfer Duty: Who Pays & When',
  seoDescription: 'How transfer duty works.',
  category: 'Bond & Transfer Costs',
  author: 'The Transfers & Legal Desk',
  tags: ['costs'],
  published_at: '2025-01-10T09:00:00',
};

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const jsonLdTypes = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '{}')['@type'],
  );

let navigate: (to: string) => void = () => {};
function Navigator() {
  navigate = useNavigate();
  return null;
}

function mount(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <DocumentHead />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // The head as the BFF sent it for the home page, between its markers, with a tag outside them.
  document.head.innerHTML = `<meta charset="utf-8">${HEAD_START}${renderHead(pageHead(matchRoute('/')))}${HEAD_END}<link rel="icon" href="/favicon.svg">`;
  forgetArticleIndex();
});
afterEach(() => vi.unstubAllGlobals());

describe('DocumentHead', () => {
  it('leaves the head the server sent for the first page alone', () => {
    document.title = 'As the server sent it';
    mount('/');
    expect(document.title).toBe('As the server sent it');
  });

  it('gives each page reached by client-side navigation its title, description and canonical link', async () => {
    mount('/');
    act(() => navigate('/team'));
    // The head's code arrives with the first navigation (here, before the page went idle).
    await waitFor(() => expect(document.title).toBe('Home Loans and Bond Origination in South Africa | BondBridge'));
    expect(description()).toBe(pageHead(matchRoute('/team')).description);
    expect(canonical()).toBe(`${site.url}/team`);
    expect(jsonLdTypes()).toEqual(['FinancialService']);

    // Loaded now: the next page's head is written as it renders.
    act(() => navigate('/'));
    expect(document.title).toBe('BondBridge | Compare Home Loans from up to 8 South African Banks');
    expect(canonical()).toBe(`${site.url}/`);
    // Only the region between the markers changes.
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });

  it("gives an article opened without a page load its own head, from the BFF's article index", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ articles: [article] })));
    vi.stubGlobal('fetch', fetchMock);
    mount('/');
    act(() => navigate(article.path));
    await waitFor(() => expect(document.title).toBe(article.seoTitle));
    expect(description()).toBe(article.seoDescription);
    expect(canonical()).toBe(`${site.url}${article.path}`);
    expect(jsonLdTypes()).toEqual(['Article']);

    act(() => navigate('/articles/no-such-article-99'));
    await waitFor(() => expect(document.title).toBe('Page not found | BondBridge'));
    expect(canonical()).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/articles', expect.anything());
  });

  it('falls back to the generic head when the article index cannot be read, and asks again later', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    mount('/');
    act(() => navigate(article.path));
    await waitFor(() => expect(canonical()).toBe(`${site.url}${article.path}`));
    expect(document.title).toBe('Home Loans and Bond Origination in South Africa | BondBridge');
    act(() => navigate('/'));
    act(() => navigate(article.path));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});

describe('applyHead', () => {
  it('sets only the title when the document has no head markers', () => {
    document.head.innerHTML = '<title>Old</title><meta name="description" content="old">';
    applyHead(document, pageHead(matchRoute('/team')));
    expect(document.title).toBe('Home Loans and Bond Origination in South Africa | BondBridge');
    expect(description()).toBe('old');
  });
});
