import { expect, scrollThrough, test, waitForInteractive } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the home page sets headings tight and keeps sections close', async ({ page }) => {
  await page.goto('/');
  await waitForInteractive(page);
  await scrollThrough(page);
  const measured = await page.evaluate(() => {
    const seen = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && el.checkVisibility({ checkOpacity: true, visibilityProperty: true });
    };
    // Every section laid out now, not only near the viewport (content-visibility), so it can be measured.
    for (const s of document.querySelectorAll<HTMLElement>('main > section[id]')) s.style.contentVisibility = 'visible';
    const headings = [...document.querySelectorAll('main h1, main h2, main h3')].filter(seen).map((h) => {
      const style = getComputedStyle(h);
      return {
        text: h.textContent?.trim() ?? '',
        ratio: Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize),
      };
    });
    // From the last thing a visitor sees of one section to the heading of the next.
    const sections = [...document.querySelectorAll('main > section[id]')];
    const gaps = sections.slice(1).map((section, i) => {
      const before = [...(sections[i] as Element).querySelectorAll('*')].filter(
        (el) => el.children.length === 0 && seen(el),
      );
      const bottom = Math.max(...before.map((el) => el.getBoundingClientRect().bottom));
      const heading = section.querySelector('h1, h2') as Element;
      return {
        between: `${sections[i]?.id} and ${section.id}`,
        gap: Math.round(heading.getBoundingClientRect().top - bottom),
      };
    });
    return { headings, gaps };
  });
  expect(measured.headings.length).toBeGreaterThan(20);
  expect(measured.headings.filter((h) => h.ratio > 1.3)).toEqual([]);
  expect(measured.gaps).toHaveLength(9);
  expect(measured.gaps.filter((g) => g.gap > 120)).toEqual([]);
});
