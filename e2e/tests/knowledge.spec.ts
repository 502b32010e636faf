import { stop } from '@hl/tooling/stack';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { ALT_BFF_PORT, E2E_PORTS } from '../support/ports.ts';
import { startBffWith } from '../support/stack.ts';

const education = (page: Page) => page.locator('#education');
const articleList = (page: Page) =>
  education(page)
    .locator('ul')
    .filter({ has: page.locator('article') })
    .nth(1);

/** The newest article as its card shows it: title, canonical path and id. */
async function firstArticle(page: Page) {
  await page.goto('/education');
  const link = articleList(page)
    .getByRole('link', { name: /^Read More/ })
    .first();
  await expect(link).toBeVisible();
  const path = (await link.getAttribute('href')) ?? '';
  const id = (await link.getAttribute('data-article-id')) ?? '';
  const title = (await link.locator('xpath=ancestor::article').getByRole('heading').textContent()) ?? '';
  expect(path).toMatch(new RegExp(`^/articles/[a-z0-9-]+-${id}$`));
  return { path, id, title };
}

test.describe('article reader', () => {
  test('a cold load of an article URL opens its reader; closing lands on /', async ({ page }) => {
    const article = await firstArticle(page);
    await page.goto(article.path);
    // The live reader (a modal <dialog>), once it has taken over from the server's first screen.
    const reader = page.locator('dialog[open]').filter({ has: page.getByRole('heading', { name: article.title }) });
    await expect(reader).toBeVisible();
    await expect(page.locator('#hl-article-screen')).toHaveCount(0);
    await expect(reader.getByRole('heading', { level: 2 }).first()).toHaveText(article.title);
    await expect(reader.getByText(/^Published \d{1,2} \w+ 20\d\d$/)).toBeVisible();
    await expect(reader.getByText(/general information, not financial/)).toHaveCount(1);
    // The page behind does not scroll while the reader is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await reader.getByRole('button', { name: 'Close' }).click();
    await expect(reader).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a stale slug redirects to the canonical URL and opens the article', async ({ page }) => {
    const article = await firstArticle(page);
    await page.goto(`/articles/an-old-title-of-this-article-${article.id}`);
    await expect(page.getByRole('dialog', { name: article.title })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(article.path);
  });

  test('an unknown article id shows the not-found page', async ({ page }) => {
    await page.goto('/articles/no-such-article-999');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('from a card: the reader opens with only that article’s chunk; Escape and Back close it', async ({ page }) => {
    await page.goto('/education');
    const link = articleList(page)
      .getByRole('link', { name: /^Read More/ })
      .nth(2);
    await expect(link).toBeVisible();
    // Once the page is idle the reader's own code is there; opening an article then fetches its body only.
    await page.waitForLoadState('networkidle');
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port === String(E2E_PORTS['mf-knowledge']) && url.pathname.endsWith('.js')) fetched.push(url.pathname);
    });
    const id = await link.getAttribute('data-article-id');
    const title = (await link.locator('xpath=ancestor::article').getByRole('heading').textContent()) ?? '';
    await link.focus();
    await page.keyboard.press('Enter');
    const reader = page.getByRole('dialog', { name: title });
    await expect(reader).toBeVisible();
    await expect(reader.getByRole('list', { name: 'Tags' })).toBeVisible();
    expect(fetched).toEqual([expect.stringMatching(new RegExp(`^/article-${id}\\.[0-9a-f]+\\.js$`))]);

    await page.keyboard.press('Escape');
    await expect(reader).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(link).toBeFocused();

    await link.click();
    await expect(reader).toBeVisible();
    await page.goBack();
    await expect(reader).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('knowledge center', () => {
  test('a category filter shows only that category', async ({ page }) => {
    await page.goto('/education');
    const category = 'Bond & Transfer Costs';
    await education(page).getByRole('button', { name: category }).click();
    await expect(education(page).getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true');
    const cards = articleList(page).locator('article');
    await expect(cards.first()).toBeVisible();
    const badges = await cards.evaluateAll((all) => all.map((card) => card.querySelector('p span')?.textContent));
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set([category]));
  });

  test('each FAQ tab shows its own questions', async ({ page }) => {
    await page.goto('/education');
    const tabs = education(page).getByRole('tab');
    await expect(tabs).toHaveCount(3);
    const seen: string[][] = [];
    for (let i = 0; i < 3; i++) {
      await tabs.nth(i).click();
      const panel = education(page).getByRole('tabpanel');
      await expect(panel).toBeVisible();
      const questions = await panel.locator('details > summary').allTextContents();
      expect(questions.length).toBeGreaterThanOrEqual(8);
      seen.push(questions);
    }
    expect(new Set(seen.flat()).size).toBe(seen.flat().length);
    // A question opens to its answer.
    const question = education(page).getByRole('tabpanel').locator('details').first();
    await question.locator('summary').click();
    await expect(question.locator('p')).toBeVisible();
  });
});

test.describe('testimonials and team', () => {
  test('the carousel wraps both ways', async ({ page }) => {
    await page.goto('/testimonials');
    const carousel = page.getByRole('region', { name: 'Featured testimonials' });
    const shown = carousel.getByRole('group');
    await expect(shown).toHaveAttribute('aria-label', /^1 of (\d+)$/);
    const count = Number((await shown.getAttribute('aria-label'))?.split(' of ')[1]);
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(shown).toHaveAttribute('aria-label', `${count} of ${count}`);
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(shown).toHaveAttribute('aria-label', `1 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect(shown).toHaveAttribute('aria-label', `${count} of ${count}`);
  });

  test('“+N more” reveals the rest of a consultant’s qualifications', async ({ page }) => {
    await page.goto('/team');
    const first = page
      .locator('#team')
      .getByRole('button', { name: /^\+\d+ more/ })
      .first();
    const extra = Number((await first.textContent())?.match(/\+(\d+)/)?.[1]);
    const listId = await first.getAttribute('aria-controls');
    // The button found by the list it controls: its name becomes 'Show fewer'.
    const more = page.locator(`#team button[aria-controls="${listId}"]`);
    const list = page.locator(`[id="${listId}"]`);
    const before = await list.locator('li').count();
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(list.locator('li')).toHaveCount(before + extra);
    await expect(more).toHaveText(/^Show fewer/);
  });

  test('service cards rise into place 100 ms apart, and stand still under reduced motion', async ({ page }) => {
    await page.goto('/services');
    const cards = page.locator('#services li[style*="--enter-index"]');
    await expect(cards).toHaveCount(6);
    const delays = await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay));
    expect(delays).toEqual(['0s', '0.1s', '0.2s', '0.3s', '0.4s', '0.5s']);
    expect(await cards.first().evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await cards.first().evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });

  test('under reduced motion the bank strip stands still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/partners');
    const track = page.getByRole('region', { name: 'Banks we work with' }).locator('ul');
    await expect(track.getByRole('img')).toHaveCount(7);
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });
});

test.describe('article views', () => {
  test('appear once article_open events exist, and are left out when the count call fails', async ({ page }) => {
    const article = await firstArticle(page);
    // A BFF of its own, whose one-minute view cache starts empty.
    const bff = await startBffWith(ALT_BFF_PORT, {});
    try {
      const site = `http://localhost:${ALT_BFF_PORT}`;
      // A page with no knowledge center records three openings of the article, as the tracker would.
      await page.goto(`${site}/apply`);
      for (let i = 0; i < 3; i++) {
        const status = await page.evaluate(
          async ({ id, title }) =>
            (
              await fetch('/analytics/event', {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify({ type: 'article_open', element: id, value: title, path: `/articles/x-${id}` }),
              })
            ).status,
          article,
        );
        expect(status).toBe(204);
      }

      await page.goto(`${site}/education`);
      const card = (id: string) =>
        articleList(page)
          .locator('article')
          .filter({ has: page.locator(`a[data-article-id="${id}"]`) });
      await expect(card(article.id).getByText('3 views')).toBeVisible();
      await expect(articleList(page).getByText(/\bviews?$/)).toHaveCount(1);

      await page.route('**/analytics/article-views', (route) => route.fulfill({ status: 503, body: '{}' }));
      await page.reload();
      await expect(card(article.id).getByRole('heading')).toBeVisible();
      await expect(education(page).getByText(/\bviews?$/)).toHaveCount(0);
    } finally {
      await stop(bff);
    }
  });
});
