import { formatDay, formatPercent, primeRate } from '@hl/shared/figures';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFFORDABILITY_EXPENSES_ERROR, CALCULATOR_IDS } from '../domain/index.ts';
import { currentQuery, figure, rand, renderAt, resetTracking, tracked } from '../test/harness.tsx';

/** A calculator card by its name (its accessible name goes on with its description). */
const card = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} `) });
const calculatorHeading = () => screen.getByRole('heading', { level: 3, name: /Calculator$/ });

beforeEach(() => resetTracking());
afterEach(() => vi.restoreAllMocks());

describe('CalculatorsSection: the grid', () => {
  it('keeps the heading contract: the first h2 is "Home Loan Calculators"', () => {
    renderAt('/');
    const [first] = screen.getAllByRole('heading', { level: 2 });
    expect(first).toHaveTextContent(/^Home Loan Calculators$/);
  });

  it('shows six cards with affordability active by default, marked for assistive technology', () => {
    renderAt('/');
    const list = screen.getByRole('list', { name: 'Choose a calculator' });
    const cards = within(list).getAllByRole('button');
    expect(cards.map((c) => c.dataset.calculator)).toEqual([...CALCULATOR_IDS]);
    expect(cards.filter((c) => c.getAttribute('aria-pressed') === 'true').map((c) => c.dataset.calculator)).toEqual([
      'affordability',
    ]);
    // Named by all its visible text (WCAG 2.5.3, label in name).
    expect(card('Transfer Costs')).toHaveAccessibleName(
      'Transfer Costs Transfer duty, conveyancing and bond registration costs.',
    );
    expect(calculatorHeading()).toHaveTextContent('Affordability Calculator');
    // Nothing is written to the URL until the visitor does something.
    expect(currentQuery().toString()).toBe('');
  });

  it('switches calculator on a card, tracks it and writes it to the URL', async () => {
    const { user } = renderAt('/calculators?utm_source=newsletter');
    await user.click(card('Bond Repayment'));
    expect(card('Bond Repayment')).toHaveAttribute('aria-pressed', 'true');
    expect(card('Affordability')).toHaveAttribute('aria-pressed', 'false');
    expect(calculatorHeading()).toHaveTextContent('Bond Repayment Calculator');
    expect(currentQuery().get('calc')).toBe('repayment');
    expect(currentQuery().get('utm_source')).toBe('newsletter');
    expect(tracked()).toContainEqual({
      kind: 'event',
      type: 'calculator_selected',
      element: 'calculator',
      value: 'repayment',
    });
  });

  it('scrolls smoothly to the chosen calculator 100 ms after the choice', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
      renderAt('/');
      fireEvent.click(card('Deposit Savings'));
      act(() => vi.advanceTimersByTime(99));
      expect(scroll).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(scroll).toHaveBeenCalledTimes(1);
      expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(scroll.mock.contexts[0]).toBe(document.getElementById('calculator-panel'));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('CalculatorsSection: URL state', () => {
  it('opens the calculator and the figures the URL names (a reload, a shared link)', () => {
    renderAt('/calculators?calc=transfer&propertyValue=1800000');
    expect(card('Transfer Costs')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Property value')).toHaveValue(rand('1 800 000'));
    expect(figure('Transfer duty')).toBe(rand('R21 786'));
  });

  it('updates results on every keystroke and the URL once typing pauses, keeping other parameters', async () => {
    const { user } = renderAt('/calculators?calc=repayment&utm_campaign=spring');
    await user.type(screen.getByLabelText('Loan amount'), '1000000');
    await user.selectOptions(screen.getByLabelText('Loan term'), '20');
    await user.clear(screen.getByLabelText('Interest rate'));
    await user.type(screen.getByLabelText('Interest rate'), '10.5');
    expect(figure('Monthly repayment')).toBe(rand('R9 984'));
    await waitFor(() => expect(currentQuery().get('interestRate')).toBe('10.5'));
    expect(currentQuery().get('loanAmount')).toBe('1000000');
    expect(currentQuery().get('term')).toBe('20');
    expect(currentQuery().get('utm_campaign')).toBe('spring');
  });

  it('writes a pending change at once when the field is left, and tracks the blur with the typed text', async () => {
    const { user } = renderAt('/');
    await user.type(screen.getByLabelText('Gross monthly income'), '50000');
    await user.tab();
    expect(currentQuery().get('grossIncome')).toBe('50000');
    expect(currentQuery().get('calc')).toBe('affordability');
    expect(tracked()).toContainEqual({ kind: 'event', type: 'input_blur', element: 'grossIncome', value: '50000' });
  });

  it('switches calculator when the query changes from outside (a hero tile on the same page)', async () => {
    const { user } = renderAt('/');
    await user.type(screen.getByLabelText('Gross monthly income'), '40000');
    await user.click(screen.getByRole('link', { name: 'Hero tile: Transfer Costs' }));
    expect(card('Transfer Costs')).toHaveAttribute('aria-pressed', 'true');
    expect(calculatorHeading()).toHaveTextContent('Transfer Costs Calculator');
    // What was typed in affordability is still there when the visitor goes back to it.
    await user.click(card('Affordability'));
    expect(screen.getByLabelText('Gross monthly income')).toHaveValue(rand('40 000'));
  });

  it('records one use per opening however the calculator was opened, the first change of the default one too', async () => {
    const uses = () =>
      tracked().flatMap((r) =>
        r.kind === 'event' && r.type === 'calculator_used' ? [[r.element, r.value, r.passive ?? false]] : [],
      );
    const { user } = renderAt('/');
    // Shown by default: nothing until the visitor changes a figure, then one use for all the typing.
    expect(uses()).toEqual([]);
    await user.type(screen.getByLabelText('Gross monthly income'), '40000');
    await user.click(screen.getByRole('link', { name: 'Hero tile: Transfer Costs' }));
    await user.type(screen.getByLabelText('Property value'), '9');
    await user.click(card('Affordability'));
    expect(uses()).toEqual([
      ['affordability', 'input', false],
      ['transfer', 'link', false],
      ['affordability', 'card', false],
    ]);
  });

  it('records the use of a calculator a link opened as the page loaded, once, as the page’s doing', () => {
    renderAt('/calculators?calc=deposit');
    expect(tracked().filter((r) => r.kind === 'event' && r.type === 'calculator_used')).toEqual([
      { kind: 'event', type: 'calculator_used', element: 'deposit', value: 'link', passive: true },
    ]);
  });

  it('leaves the calculator alone when a link drops the query (the header’s Calculators link)', async () => {
    const { user } = renderAt('/calculators?calc=extra');
    await user.click(screen.getByRole('link', { name: 'Nav: Calculators' }));
    expect(card('Extra Payments')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('CalculatorsSection: inputs and results', () => {
  it('offers the required inputs: rate step 0.1, terms 10 to 30 years, numeric extra payment', async () => {
    const { user } = renderAt('/calculators?calc=extra');
    expect(screen.getByLabelText('Interest rate')).toHaveAttribute('step', '0.1');
    // The rate starts at prime, labelled with its date.
    expect(screen.getByLabelText('Interest rate')).toHaveValue(primeRate.value);
    expect(screen.getByLabelText('Interest rate')).toHaveAccessibleDescription(
      `Starts at ${formatPercent(primeRate.value)}, prime on ${formatDay(primeRate.appliesFrom)}. Your bank may offer more or less.`,
    );
    const term = screen.getByLabelText('Loan term');
    expect(
      within(term)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10 years', '15 years', '20 years', '25 years', '30 years']);
    expect(term).toHaveValue('20');
    expect(screen.getByLabelText('Extra payment each month')).toHaveAttribute('type', 'number');
    await user.type(screen.getByLabelText('Loan amount'), '1000000');
    await user.type(screen.getByLabelText('Extra payment each month'), '1000');
    expect(figure('Time saved')).toMatch(/^\d+ years( \d+ months?)?$/);
  });

  it('shows R0 results under the zero rules, in every calculator', async () => {
    const { user } = renderAt('/');
    for (const name of ['Affordability', 'Bond Repayment', 'Transfer Costs', 'Extra Payments', 'Deposit Savings']) {
      await user.click(card(name));
      const figures = within(calculatorHeading().closest('section') as HTMLElement)
        .getAllByRole('definition')
        .map((dd) => dd.textContent);
      const money = figures.filter((text) => text?.startsWith('R'));
      expect(money.length, name).toBeGreaterThan(1);
      for (const text of money) expect(text, name).toBe(rand('R0'));
    }
    await user.click(card('Amortisation'));
    expect(figure('Monthly instalment')).toBe(rand('R0'));
    expect(screen.getByRole('table')).toHaveAccessibleName('Repayment schedule: enter a loan amount to see it');
  });

  it('gives zero results for incomes of 0 and a non-positive loan', async () => {
    const { user } = renderAt('/calculators?calc=affordability&grossIncome=0&netIncome=0');
    expect(figure('Estimated loan amount')).toBe(rand('R0'));
    await user.click(card('Bond Repayment'));
    await user.type(screen.getByLabelText('Loan amount'), '0');
    expect(figure('Monthly repayment')).toBe(rand('R0'));
  });

  it('shows the affordability error when expenses are at or above net income, and no figures', async () => {
    const { user } = renderAt('/');
    await user.type(screen.getByLabelText('Gross monthly income'), '30000');
    await user.type(screen.getByLabelText('Net monthly income'), '20000');
    await user.type(screen.getByLabelText('Monthly expenses'), '20000');
    expect(screen.getByRole('alert')).toHaveTextContent(AFFORDABILITY_EXPENSES_ERROR);
    expect(figure('Maximum monthly repayment')).toBe(rand('R0'));
    expect(figure('Estimated loan amount')).toBe(rand('R0'));
    await user.clear(screen.getByLabelText('Monthly expenses'));
    await user.type(screen.getByLabelText('Monthly expenses'), '5000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(figure('Maximum monthly repayment')).toBe(rand('R9 000'));
  });

  it('warns when the maximum repayment is more than the monthly surplus', () => {
    renderAt('/calculators?calc=affordability&grossIncome=50000&netIncome=38000&monthlyExpenses=25000');
    expect(figure('Maximum monthly repayment')).toBe(rand('R15 000'));
    expect(screen.getByRole('status').textContent).toContain(`more than the ${rand('R13 000')} you have left`);
  });

  it('shows first-time-buyer tips for a first-time buyer, with the same figures', async () => {
    const { user } = renderAt('/calculators?calc=transfer&propertyValue=1800000&bondAmount=1500000');
    const labels = ['Transfer duty', 'Attorney fees', 'Bond costs', 'Total upfront costs'];
    const before = labels.map((label) => figure(label));
    expect(screen.queryByText('Tips for first-time buyers')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('I am a first-time buyer'));
    expect(screen.getByText('Tips for first-time buyers')).toBeVisible();
    const after = labels.map((label) => figure(label));
    expect(after).toEqual(before);
    await waitFor(() => expect(currentQuery().get('isFirstTime')).toBe('true'));
  });

  it('uses the deposit’s optional target date', async () => {
    const { user } = renderAt('/calculators?calc=deposit&propertyValue=1000000&monthlySavings=5000');
    expect(figure('Deposit needed (10%)')).toBe(rand('R100 000'));
    expect(figure('Time to save')).toBe('1 year 8 months');
    expect(figure('By your target date')).toBe('Add a target date');
    const nextYear = new Date().getFullYear() + 5;
    fireEvent.change(screen.getByLabelText(/Target date/), { target: { value: `${nextYear}-01-01` } });
    expect(figure('By your target date')).toMatch(/^On track \(\d+ months left\)$/);
    await user.tab();
  });
});
