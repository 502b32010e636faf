import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { amortisation, scheduleToCsv } from '../domain/index.ts';
import { rand, renderAt, resetTracking, tracked } from '../test/harness.tsx';

const URL_1M = '/calculators?calc=amortisation&loanAmount=1000000&interestRate=10.5&term=20';
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(() => resetTracking());
afterEach(() => vi.restoreAllMocks());

describe('Amortisation calculator', () => {
  it('shows the first 12 months by default, amounts with 2 decimals', () => {
    renderAt(URL_1M);
    const rows = bodyRows();
    expect(rows).toHaveLength(12);
    const cells = within(rows[0] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['1', rand('R9 983.80'), rand('R1 233.80'), rand('R8 750.00'), rand('R998 766.20')]);
    expect(screen.getByRole('table')).toHaveAccessibleName('Repayment schedule, first 12 of 240 months');
  });

  it('shows the whole schedule on demand and folds it back', async () => {
    const { user } = renderAt(URL_1M);
    const toggle = screen.getByRole('button', { name: 'Show all 240 months' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(bodyRows()).toHaveLength(240);
    expect(
      within(bodyRows()[239] as HTMLElement)
        .getAllByRole('cell')
        .at(-1)?.textContent,
    ).toBe(rand('R0.00'));
    const fold = screen.getByRole('button', { name: 'Show the first 12 months' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await user.click(fold);
    expect(bodyRows()).toHaveLength(12);
    expect(tracked()).toContainEqual({
      kind: 'event',
      type: 'cta_click',
      element: 'amortisation_show_all',
      value: 'open',
    });
  });

  it('downloads the whole schedule as amortisation-schedule.csv', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:schedule';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderAt(URL_1M);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('amortisation-schedule.csv');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:schedule');
    expect(blobs).toHaveLength(1);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const text = await blobs[0]?.text();
    expect(text).toBe(scheduleToCsv(amortisation({ loanAmount: 1_000_000, interestRate: 10.5, term: 20 })));
    expect(text?.split('\r\n')).toHaveLength(242); // header, 240 months, final CRLF
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:schedule'));
    expect(tracked()).toContainEqual({ kind: 'event', type: 'cta_click', element: 'amortisation_csv' });
  });

  it('offers neither toggle nor download for an empty schedule, and keeps 12 placeholder rows', () => {
    renderAt('/calculators?calc=amortisation');
    expect(screen.getByRole('button', { name: 'Show all months' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(bodyRows()).toHaveLength(12);
  });
});
