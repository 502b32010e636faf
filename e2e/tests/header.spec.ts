import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/** What a visitor sees of the header at the page's current width. */
function headerLayout(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header') as HTMLElement;
    const bar = header.firstElementChild?.nextElementSibling as HTMLElement; // after the skip link
    const menuButton = header.querySelector('button[aria-controls="site-nav"]') as HTMLElement;
    const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    // Each visible label in the bar: one line of text is one line box.
    const labels = [...bar.querySelectorAll('a, button')].filter(shown);
    const wrapped = labels
      .filter((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        // Boxes of one line overlap vertically (an icon and its text differ in size); a second
        // line starts below the first. Visually hidden text (1 px) is left out.
        const boxes = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
        const top = Math.min(...boxes.map((r) => r.top));
        const firstLineBottom = Math.min(...boxes.map((r) => r.bottom));
        return boxes.some((r) => r.top >= firstLineBottom - 1) && top < firstLineBottom;
      })
      .map((el) => el.textContent?.trim());
    const links = [...header.querySelectorAll('#site-nav a')].filter(shown).map((a) => a.getBoundingClientRect());
    return {
      headerHeight: header.getBoundingClientRect().height,
      barOverflows: bar.scrollWidth > bar.clientWidth,
      menuButton: shown(menuButton),
      linksShown: links.length,
      // One row: the links' middles level (the bar centres each link and button).
      linkMiddlesSpread: links.length
        ? Math.max(...links.map((r) => r.top + r.bottom)) / 2 - Math.min(...links.map((r) => r.top + r.bottom)) / 2
        : 0,
      wrapped,
    };
  });
}

test('the header holds one row at every width from 320 to 1920 px, the menu button taking over first', async ({
  page,
}) => {
  await page.goto('/privacy');
  const widths: number[] = [];
  for (let width = 320; width <= 1920; width += 20) widths.push(width);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const layout = await headerLayout(page);
    const at = `at ${width} px`;
    expect(layout.wrapped, `${at}: labels broken over two lines`).toEqual([]);
    expect(layout.barOverflows, `${at}: the bar overflows`).toBe(false);
    expect(layout.headerHeight, `${at}: the header's height`).toBe(64);
    // Either the whole navigation on one row, or the menu button alone.
    if (layout.menuButton) expect(layout.linksShown, at).toBe(0);
    else {
      expect(layout.linksShown, at).toBe(12);
      expect(layout.linkMiddlesSpread, `${at}: the links are not on one row`).toBeLessThan(4);
    }
  }
});

for (const { width, menu } of [
  { width: 1024, menu: true },
  { width: 1180, menu: true },
  { width: 1280, menu: false },
]) {
  test(`at ${width} px: ${menu ? 'the menu button, its panel listing every link' : 'every link on one row'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const header = page.getByRole('banner');
    const menuButton = header.getByRole('button', { name: 'Open menu' });
    const nav = header.getByRole('navigation', { name: 'Main' });
    if (menu) {
      await expect(menuButton).toBeVisible();
      await expect(nav).toBeHidden();
      await menuButton.click();
      await expect(nav.getByRole('link')).toHaveCount(12);
      await expect(nav.getByRole('link', { name: 'Apply Now' })).toBeVisible();
    } else {
      await expect(menuButton).toBeHidden();
      await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Apply Now' })).toBeVisible();
    }
    const layout = await headerLayout(page);
    expect(layout.wrapped).toEqual([]);
    expect(layout.headerHeight).toBe(64);
  });
}
