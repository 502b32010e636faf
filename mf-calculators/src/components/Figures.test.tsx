import { formatDay, primeRate } from '@hl/shared/figures';
import { NOT_ADVICE_NOTE } from '@hl/shared/notices';
import { BOND_COSTS_ARTICLE_PATH } from '@hl/shared/site-map';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { figure, rand, renderAt } from '../test/harness.tsx';

const breakdown = () => document.querySelector('[data-breakdown]') as HTMLElement;
const group = (id: string) => document.querySelector(`[data-group="${id}"]`) as HTMLTableElement;

describe('the transfer calculator’s bill', () => {
  it('R1,500,000 with a R1,350,000 bond: the four headings, then every line with its basis and source', () => {
    renderAt('/calculators?calc=transfer&propertyValue=1500000&bondAmount=1350000');
    // Worked by hand in @hl/shared/finance's tests: 8,700 + 39,944 + 43,124 = 91,768.
    expect(figure('Transfer duty')).toBe(rand('R8 700'));
    expect(figure('Attorney fees')).toBe(rand('R39 944'));
    expect(figure('Bond costs')).toBe(rand('R43 124'));
    expect(figure('Total upfront costs')).toBe(rand('R91 768'));

    const bond = within(group('bondCosts'));
    const initiation = bond.getByRole('rowheader', { name: /^Bank’s initiation fee \(incl\. VAT\)/ }).closest('tr');
    // toHaveTextContent folds the no-break spaces of en-ZA's figures into plain ones.
    expect(initiation).toHaveTextContent('R6 037.50');
    expect(initiation).toHaveTextContent('National Credit Act cap from 6 May 2016');
    expect(within(group('transferDuty')).getByRole('link', { name: 'South African Revenue Service' })).toHaveAttribute(
      'href',
      'https://www.sars.gov.za/latest-news/new-transfer-duty-rates-effective-1-april-2025',
    );
    expect(within(group('attorneyFees')).getByRole('rowheader', { name: /disbursements \(estimate\)/ })).toBeVisible();
  });

  it('shows every line at zero before there is a property value, so the bill keeps its size', () => {
    renderAt('/calculators?calc=transfer');
    const lines = breakdown().querySelectorAll('tbody tr');
    expect(lines).toHaveLength(12);
    for (const line of lines) expect(line.querySelector('td')?.textContent).toBe(rand('R0.00'));
  });

  it('says the bill is an estimate the conveyancer confirms and links the article on bond and transfer costs', () => {
    renderAt('/calculators?calc=transfer&propertyValue=900000');
    const note = within(breakdown()).getByRole('note');
    expect(note).toHaveTextContent('This is an estimate: your conveyancer confirms the final bill');
    expect(within(note).getByRole('link', { name: 'Bond and transfer costs explained' })).toHaveAttribute(
      'href',
      BOND_COSTS_ARTICLE_PATH,
    );
  });
});

describe('what-if rows', () => {
  it('repayment: the instalment if prime moves −1, −0.5, +0.5, +1 and +2 points from the rate entered', () => {
    renderAt('/calculators?calc=repayment&loanAmount=1000000&interestRate=10.5&term=20');
    const table = screen.getByRole('table', { name: 'If prime moves' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    // R1,000,000 over 20 years at 10% is R9,650.22 (the published figure), shown to the rand.
    expect(rows[1]).toBe(`−0.5 points10.00%${rand('R9 650')}`);
    expect(rows.map((row) => row?.split('%')[0]?.replace(/^.*points?/, ''))).toEqual([
      '9.50',
      '10.00',
      '11.00',
      '11.50',
      '12.50',
    ]);
  });

  it('affordability: the loan if prime moves, dashes in the same rows while there is no result', async () => {
    const { user } = renderAt('/');
    const table = screen.getByRole('table', { name: 'If prime moves' });
    const values = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.lastElementChild?.textContent);
    expect(values()).toEqual(['—', '—', '—', '—', '—']);
    await user.type(screen.getByLabelText('Gross monthly income'), '30000');
    await user.type(screen.getByLabelText('Net monthly income'), '24000');
    expect(within(table).getByRole('columnheader', { name: 'Estimated loan amount' })).toBeVisible();
    expect(values()).toHaveLength(5);
    for (const value of values()) expect(value).toMatch(/^R\d{1,3}(\u00a0\d{3})*$/);
  });
});

describe('working and dates', () => {
  it('"How this is worked out" shows the formula with the visitor’s numbers and the dated figures', async () => {
    const { user } = renderAt('/calculators?calc=repayment&loanAmount=1000000&interestRate=10.5&term=20');
    await user.click(screen.getByText('How this is worked out'));
    const details = screen.getByText('How this is worked out').closest('details') as HTMLElement;
    await waitFor(() => expect(details).toHaveTextContent('= R9 984.'));
    expect(details).toHaveTextContent(`Prime: applies from ${formatDay(primeRate.appliesFrom)}`);
    expect(details).toHaveAttribute('data-faq', 'false');
  });

  it('each calculator’s footer says how old its figures are, and that it is not advice', () => {
    renderAt('/calculators?calc=repayment');
    const section = screen
      .getByRole('heading', { level: 3, name: 'Bond Repayment Calculator' })
      .closest('section') as HTMLElement;
    expect(within(section).getByText(`Figures as of ${formatDay(primeRate.lastConfirmed)}`)).toBeVisible();
    expect(within(section).getByText(NOT_ADVICE_NOTE)).toBeVisible();
  });
});
