import { NOT_ADVICE_NOTE } from '@hl/shared/notices';
import { describe, expect, it } from 'vitest';
import { articles } from './content/generated/articles-index.ts';
import { loadArticleBody } from './content/generated/load-article.ts';
import { SERVER_SCREEN_ID } from './lib/server-screen.ts';
import { renderArticleScreens } from './prerender.tsx';

describe("the articles' first screens", () => {
  it('render every article as the reader shows it, readable and closable without a script', async () => {
    const screens = await renderArticleScreens();
    expect(Object.keys(screens).sort()).toEqual(articles.map((a) => a._id).sort());

    const newest = articles[0];
    if (!newest) throw new Error('no articles');
    const page = document.createElement('div');
    page.innerHTML = screens[newest._id] ?? '';
    const screen = page.querySelector<HTMLElement>(`#${SERVER_SCREEN_ID}`);
    expect(screen?.dataset.articleId).toBe(newest._id);

    const dialog = screen?.querySelector('[role="dialog"]');
    const title = dialog?.querySelector('h2');
    expect(title?.textContent).toBe(newest.title);
    expect(dialog?.getAttribute('aria-labelledby')).toBe(title?.id);
    // The whole body, the tags, the note and the calls to action, as real links.
    const body = await loadArticleBody(newest._id);
    const firstParagraph = /<p>(.*?)<\/p>/.exec(body.html)?.[1]?.replace(/&#39;/g, "'") ?? '';
    expect(dialog?.textContent).toContain(firstParagraph.slice(0, 60));
    for (const tag of body.tags) expect(dialog?.querySelector('[aria-label="Tags"]')?.textContent).toContain(tag);
    expect(dialog?.textContent).toContain(NOT_ADVICE_NOTE);
    expect(dialog?.querySelector('img')?.getAttribute('src')).toBe(newest.featuredImage);
    const links = [...(dialog?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toContainEqual(['×', '/']);
    expect(links).toContainEqual(['Contact Expert', '/contact']);
    // What needs the script (Share) only holds its room in the header, hidden from everyone.
    const buttons = [...(dialog?.querySelectorAll('button') ?? [])];
    expect(buttons.map((b) => b.textContent)).toEqual(['Share']);
    expect(buttons[0]?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
