import { deedsOfficeFees, formatDay, primeRate, transferDutyTable } from '@hl/shared/figures';
import { NOT_ADVICE_NOTE } from '@hl/shared/notices';
import { BOND_COSTS_ARTICLE_PATH } from '@hl/shared/site-map';
import type { Locator } from '@playwright/test';
import { expect, scrollThrough, test } from '../support/fixtures.ts';

/** A result figure of the active calculator, by its label. */
const figure = (section: Locator, label: string) => section.locator(`[data-result="${label}"] dd`);
/** Money as the site writes it, with no-break spaces between groups ('R21 786'). */
const rand = (text: string) => text.replace(/ /g, '\u00a0');

test('a hero tile opens the transfer calculator; typed values give the right figures and survive a reload', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .locator('#home')
    .getByRole('link', { name: /Transfer Costs/ })
    .click();
  await expect(page).toHaveURL(/\/calculators\?calc=transfer$/);

  const section = page.locator('#calculators');
  await expect(section.getByRole('heading', { level: 2, name: 'Home Loan Calculators' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Transfer Costs' })).toHaveAttribute('aria-pressed', 'true');
  await expect(section.getByRole('heading', { level: 3, name: 'Transfer Costs Calculator' })).toBeVisible();

  const propertyValue = section.getByLabel('Property value');
  await propertyValue.pressSequentially('1800000');
  await expect(propertyValue).toHaveValue(rand('1 800 000'));

  // SARS duty on R1,800,000: 13,614 + 6% of 136,200 = R21,786, shown as the site writes money.
  await expect(figure(section, 'Transfer duty')).toHaveText(rand('R21 786'));
  expect(await figure(section, 'Transfer duty').textContent()).toBe('R21\u00a0786');
  // The bond left blank is the whole R1,800,000. Conveyancing guideline: 25,370 + 2,050 for each
  // R200,000 (or part) above R1,000,000, 4 steps = R33,570 a fee. Attorney fees: 33,570 + 15% VAT
  // 5,035.50 + Deeds Office 1,646 + lodgement 50 + disbursements 2,000 = R42,301.50; bond costs: 33,570
  // + 5,035.50 + 1,646 + 50 + initiation fee at its cap (5,250 + VAT = 6,037.50) + disbursements 1,500
  // = R47,839.
  await expect(figure(section, 'Attorney fees')).toHaveText(rand('R42 302'));
  await expect(figure(section, 'Bond costs')).toHaveText(rand('R47 839'));
  await expect(figure(section, 'Total upfront costs')).toHaveText(rand('R111 927'));

  // The inputs go to the URL, so the result survives a reload and can be shared.
  await expect(page).toHaveURL(/[?&]propertyValue=1800000(&|$)/);
  await page.reload();
  await expect(section.getByLabel('Property value')).toHaveValue(rand('1 800 000'));
  await expect(figure(section, 'Total upfront costs')).toHaveText(rand('R111 927'));
});

test('the transfer bill is itemised from the official schedules, each line with its source, and said to be an estimate', async ({
  page,
}) => {
  await page.goto('/calculators?calc=transfer');
  const section = page.locator('#calculators');
  await section.getByLabel('Property value').pressSequentially('1500000');
  await section.getByLabel('Bond amount').pressSequentially('1350000');

  // Duty: 3% of (1,500,000 − 1,210,000) = R8,700.
  // Attorney fees: transfer fee on R1,500,000 (25,370 + 3 steps of 2,050) 31,520 + VAT 4,728 + Deeds
  // Office transfer fee 1,646 (R1,000,001-R2,000,000) + lodgement 50 + disbursements 2,000 = R39,944.
  // Bond costs: bond attorney's fee on R1,350,000 (25,370 + 2 steps) 29,470 + VAT 4,420.50 + Deeds
  // Office bond fee 1,646 + lodgement 50 + initiation fee at its cap 6,037.50 + disbursements 1,500
  // = R43,124. Total R91,768.
  await expect(figure(section, 'Transfer duty')).toHaveText(rand('R8 700'));
  await expect(figure(section, 'Attorney fees')).toHaveText(rand('R39 944'));
  await expect(figure(section, 'Bond costs')).toHaveText(rand('R43 124'));
  await expect(figure(section, 'Total upfront costs')).toHaveText(rand('R91 768'));

  // The same four headings group the lines.
  const groups = section.locator('[data-breakdown] table');
  await expect(groups.locator('caption')).toHaveText([
    rand('Transfer duty R8 700'),
    rand('Attorney fees R39 944'),
    rand('Bond costs R43 124'),
  ]);
  const bondCosts = section.getByRole('table', { name: /^Bond costs/ });
  const deedsFee = bondCosts.getByRole('row', { name: /Deeds Office bond registration fee/ });
  await expect(deedsFee.getByRole('cell').first()).toHaveText(rand('R1 646.00'));
  await expect(deedsFee).toContainText(`Deeds Office fee schedule from ${formatDay(deedsOfficeFees.appliesFrom)}`);
  await expect(deedsFee.getByRole('link')).toHaveAttribute('href', deedsOfficeFees.sources[0]?.url ?? '');
  const duty = section.getByRole('table', { name: /^Transfer duty/ }).getByRole('row', { name: /Transfer duty/ });
  await expect(duty.getByRole('link')).toHaveAttribute('href', transferDutyTable.sources[0]?.url ?? '');
  // Every line names its source, the estimates say they are.
  const lines = section.locator('[data-breakdown] tbody tr');
  await expect(lines).toHaveCount(12);
  for (const line of await lines.all()) await expect(line.getByRole('link')).toHaveAttribute('href', /^https?:\/\//);
  await expect(section.locator('[data-breakdown] tbody th', { hasText: '(estimate)' })).toHaveCount(2);

  await expect(section.getByRole('note')).toContainText(
    'This is an estimate: your conveyancer confirms the final bill',
  );
  const footer = section.locator('[data-calculator="transfer"] footer');
  await expect(footer).toContainText(/Figures as of \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(footer).toContainText(NOT_ADVICE_NOTE);

  await section.getByRole('link', { name: 'Bond and transfer costs explained' }).click();
  await expect(page).toHaveURL(BOND_COSTS_ARTICLE_PATH);
  await expect(
    page.getByRole('dialog', { name: 'Bond and Transfer Costs in South Africa: What You Pay, to Whom and When' }),
  ).toBeVisible();
});

test('the rate starts at prime, and the results say what they become if prime moves', async ({ page }) => {
  await page.goto('/calculators?calc=repayment');
  const section = page.locator('#calculators');
  const rate = section.getByLabel('Interest rate');
  await expect(rate).toHaveValue(String(primeRate.value));
  await expect(rate).toHaveAccessibleDescription(new RegExp(`prime on ${formatDay(primeRate.appliesFrom)}`));

  // Worked at 10.5% whatever prime is, so the rows below are the figures computed by hand:
  // R1,000,000 over 240 months, monthly rate = annual ÷ 12; P·r ÷ (1 − (1 + r)^−240).
  await rate.fill('10.5');
  await section.getByLabel('Loan amount').pressSequentially('1000000');
  await expect(figure(section, 'Monthly repayment')).toHaveText(rand('R9 984'));
  const whatIf = section.getByRole('table', { name: 'If prime moves' });
  await expect(whatIf.locator('tbody tr')).toHaveText([
    rand('−1 point9.50%R9 321'),
    rand('−0.5 points10.00%R9 650'),
    rand('+0.5 points11.00%R10 322'),
    rand('+1 point11.50%R10 664'),
    rand('+2 points12.50%R11 361'),
  ]);

  // "How this is worked out" opens from the keyboard and shows the formula with these numbers.
  const working = section.locator('summary', { hasText: 'How this is worked out' });
  await working.focus();
  await page.keyboard.press('Enter');
  await expect(section.locator('details[data-explainer]').first()).toContainText(rand('R1 000 000'));
  await expect(section.locator('details[data-explainer]').first()).toContainText('10.50% a year, 0.8750% a month');

  // Affordability: 30% of R30,000 = R9,000 a month, the loan it repays over 240 months:
  // 9,000 × (1 − (1 + r)^−240) ÷ r.
  await section.getByRole('button', { name: 'Affordability' }).click();
  await section.getByLabel('Gross monthly income').fill('30000');
  await section.getByLabel('Net monthly income').fill('20000');
  await section.getByLabel('Monthly expenses').fill('5000');
  await section.getByLabel('Interest rate').fill('10.5');
  await expect(figure(section, 'Estimated loan amount')).toHaveText(rand('R901 460'));
  await expect(section.getByRole('table', { name: 'If prime moves' }).locator('tbody tr')).toHaveText([
    rand('−1 point9.50%R965 529'),
    rand('−0.5 points10.00%R932 622'),
    rand('+0.5 points11.00%R871 934'),
    rand('+1 point11.50%R843 938'),
    rand('+2 points12.50%R792 156'),
  ]);
});

test('the affordability error shows in the browser when expenses reach net income', async ({ page }) => {
  await page.goto('/');
  await scrollThrough(page);
  const section = page.locator('#calculators');
  const card = section.getByRole('button', { name: 'Affordability' });
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await section.getByRole('button', { name: 'Bond Repayment' }).click();
  await card.click();
  await expect(page).toHaveURL(/[?&]calc=affordability(&|$)/);

  await section.getByLabel('Gross monthly income').fill('30000');
  await section.getByLabel('Net monthly income').fill('20000');
  await section.getByLabel('Monthly expenses').fill('25000');
  await expect(section.getByLabel('Monthly expenses')).toHaveValue(rand('25 000'));
  await expect(section.getByRole('alert')).toHaveText(
    'Expenses must be less than net monthly income to run this calculation.',
  );
  await expect(figure(section, 'Maximum monthly repayment')).toHaveText(rand('R0'));
  await expect(figure(section, 'Estimated loan amount')).toHaveText(rand('R0'));

  await section.getByLabel('Monthly expenses').fill('5000');
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(figure(section, 'Maximum monthly repayment')).toHaveText(rand('R9 000'));
});

test('typing on /calculators writes the URL without moving the page', async ({ page }) => {
  await page.goto('/calculators?calc=repayment');
  const section = page.locator('#calculators');
  const loan = section.getByLabel('Loan amount');
  await expect(loan).toBeVisible();
  await page.waitForTimeout(600);
  // The visitor scrolls a little past the section's top, then types.
  await page.mouse.wheel(0, 250);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => window.scrollY);
  await loan.pressSequentially('1500000');
  // The URL is written after a 300 ms pause in typing; the page must stay where the visitor is.
  await expect(page).toHaveURL(/[?&]loanAmount=1500000(&|$)/);
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('results changing as the visitor types do not shift what is below them', async ({ page }) => {
  // On a phone the results stack under the inputs, so any growth would push the rest down.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/calculators?calc=affordability');
  const section = page.locator('#calculators');
  const below = section.getByRole('button', { name: /Discuss Results with an Expert/ });
  await expect(below).toBeVisible();
  // Both tops in one measurement: typing may scroll the page, even between two separate reads.
  const offset = () =>
    below.evaluate(
      (button) =>
        button.getBoundingClientRect().top -
        (button.closest('#calculators')?.getBoundingClientRect().top ?? Number.NaN),
    );
  const before = await offset();

  await section.getByLabel('Gross monthly income').fill('45000');
  await section.getByLabel('Net monthly income').fill('34000');
  await expect(section.locator('[data-result="Maximum monthly repayment"] dd')).not.toHaveText('R\u00a00');
  expect(await offset()).toBe(before);

  // The error message takes the space kept for it, and figures change width, not height.
  await section.getByLabel('Monthly expenses').fill('40000');
  await expect(section.getByRole('alert')).toBeVisible();
  expect(await offset()).toBe(before);

  // The transfer bill's lines are there, at zero, before the price is typed.
  await section.getByRole('button', { name: 'Transfer Costs' }).click();
  await expect(section.locator('[data-breakdown] tbody tr')).toHaveCount(12);
  const empty = await offset();
  await section.getByLabel('Property value').fill('1500000');
  await expect(figure(section, 'Total upfront costs')).not.toHaveText(rand('R0'));
  expect(await offset()).toBe(empty);
});
