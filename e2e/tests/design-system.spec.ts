import type { Locator, Page } from '@playwright/test';
import { expect, scrollThrough, test, waitForInteractive } from '../support/fixtures.ts';

/** How each element looks, as far as the design system decides it: the given properties, and its height when asked. */
function looks(locator: Locator, properties: readonly string[], { height = true } = {}) {
  return locator.evaluateAll(
    (elements, [names, withHeight]) =>
      elements.map((el) => {
        const style = getComputedStyle(el);
        const values = names.map((name) => style.getPropertyValue(name));
        return JSON.stringify(withHeight ? [...values, Math.round(el.getBoundingClientRect().height)] : values);
      }),
    [properties, height] as const,
  );
}

async function wholeHomePage(page: Page) {
  await page.goto('/');
  await waitForInteractive(page);
  await scrollThrough(page);
}

test('one look across the parts: every Get Pre-Approved, section heading and field alike', async ({ page }) => {
  await wholeHomePage(page);
  const main = page.locator('main');

  // The shell's hero and how-it-works, the calculators', the services' and the testimonials' buttons.
  const preApproved = main.getByRole('button', { name: 'Get Pre-Approved', exact: true });
  expect(await preApproved.count()).toBeGreaterThanOrEqual(5);
  const buttonLooks = await looks(preApproved, ['background-color', 'color', 'border-radius', 'font-weight']);
  expect(new Set(buttonLooks), 'Get Pre-Approved looks different in different parts').toHaveProperty('size', 1);

  // Every section's h2 after the hero (whose own subheading sits on navy): the shell's, and those
  // the calculators, knowledge and leads remotes render.
  const headings = main.locator('section[id]:not(#home) h2').filter({ visible: true });
  expect(await headings.count()).toBeGreaterThanOrEqual(9);
  // Headings run over one or two lines: their height is left out.
  const headingLooks = await looks(headings, ['color', 'font-size', 'font-family'], { height: false });
  expect(new Set(headingLooks), 'section headings differ').toHaveProperty('size', 1);

  // The calculators' fields and the contact form's: one height, one border.
  // (The contact form's honeypot, "website", is out of sight.)
  const fields = main.locator(
    '#calculators input[type="text"], #contact input[type="text"]:not([name="website"]), #contact select',
  );
  expect(await fields.count()).toBeGreaterThanOrEqual(4);
  const controls = await fields.evaluateAll((elements) =>
    elements.map((el) => {
      // A calculator's input sits in an affix box ('R'); the box is what a visitor sees.
      const box = (el.parentElement?.querySelector('[aria-hidden="true"]') ? el.parentElement : el) as HTMLElement;
      const style = getComputedStyle(box);
      return JSON.stringify([Math.round(box.getBoundingClientRect().height), style.borderTopColor, style.borderRadius]);
    }),
  );
  expect(new Set(controls), 'fields differ in height or border').toHaveProperty('size', 1);
});

test('the callback form and the partner form share the same fields and button as the rest', async ({ page }) => {
  await page.goto('/apply');
  const callback = page.getByRole('form', { name: 'Request a Callback' });
  await expect(callback.getByRole('button', { name: 'Request Callback' })).toBeVisible();
  const applyLooks = await looks(callback.getByRole('textbox').first(), ['border-top-color', 'border-radius']);
  const applyButton = await looks(callback.getByRole('button', { name: 'Request Callback' }), [
    'background-color',
    'border-radius',
  ]);

  await page.goto('/agents/partner');
  const partner = page.getByRole('form', { name: 'Register Your Interest' });
  await expect(partner.getByRole('button', { name: 'Register Interest' })).toBeVisible();
  expect(await looks(partner.getByRole('textbox').first(), ['border-top-color', 'border-radius'])).toEqual(applyLooks);
  expect(
    await looks(partner.getByRole('button', { name: 'Register Interest' }), ['background-color', 'border-radius']),
  ).toEqual(applyButton);
});
