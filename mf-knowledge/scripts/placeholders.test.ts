// @vitest-environment node
import { decisionOn, formatDay, formatPercent, PRIME_SPREAD, primeRate } from '@hl/shared/figures';
import { monthlyPayment, transferBill, transferDuty } from '@hl/shared/finance';
import { describe, expect, it } from 'vitest';
import { expandPlaceholders, rand } from './placeholders.ts';

const text = (source: string) => {
  const { text: out, problems } = expandPlaceholders(source);
  expect(problems).toEqual([]);
  return out;
};

/** Written with spaces here; money groups its digits with no-break spaces. */
const grouped = (text: string) => text.replace(/(\d) (?=\d)/g, '$1\u00a0');

describe('placeholders', () => {
  it('write rand in the site’s one format: grouped with spaces, cents only when asked, a true minus', () => {
    expect(rand(1_375_219.4, 'hundred')).toBe(grouped('R1 375 200'));
    expect(rand(9_983.8)).toBe(grouped('R9 983.80'));
    expect(rand(21_786)).toBe(grouped('R21 786'));
    expect(rand(-473.2, 'rand')).toBe('−R473');
  });

  it('print amounts typed by hand in the same format', () => {
    expect(text('A R1,500,000 home pays {{duty price=1500000}} in duty.')).toMatch(
      /^A R1\u00a0500\u00a0000 home pays R\d{1,3}(\u00a0\d{3})* in duty\.$/,
    );
  });

  it('a rate is prime, prime moved, prime on a day, or a plain illustrative rate', () => {
    const at = (rate: number) => rand(monthlyPayment(1_000_000, rate, 240));
    expect(text('{{instalment loan=1000000 rate=prime years=20}}')).toBe(at(primeRate.value));
    expect(text('{{instalment loan=1000000 rate=prime+0.5 years=20}}')).toBe(at(primeRate.value + 0.5));
    const may = (decisionOn('2026-05-28')?.repo ?? 0) + PRIME_SPREAD;
    expect(text('{{instalment loan=1000000 rate=prime@2026-05-28 years=20}}')).toBe(at(may));
    // The published figure: R1,000,000 over 20 years at 10.5% is R9,983.80.
    expect(text('{{instalment loan=1000000 rate=10.5 years=20}}')).toBe(grouped('R9 983.80'));
    expect(text('{{prime}} since {{prime.since}}')).toBe(
      `${formatPercent(primeRate.value)} since ${formatDay(primeRate.appliesFrom)}`,
    );
  });

  it('works transfer duty out step by step, from the table in force', () => {
    const working = text('{{duty.working price=1800000}}');
    expect(working.split('\n')).toHaveLength(4);
    expect(working).toMatch(/^- R1\u00a0800\u00a0000 falls in the R[\d\u00a0]+ to R[\d\u00a0]+ bracket\./);
    expect(working.endsWith(`= **${rand(transferDuty(1_800_000))}**.`)).toBe(true);
  });

  it('the bill table is the transfer calculator’s bill, total and all', () => {
    const table = text('{{bill price=1500000 bond=1350000}}');
    const bill = transferBill({ price: 1_500_000, bond: 1_350_000 });
    expect(table.split('\n')).toHaveLength(2 + bill.groups.flatMap((group) => group.lines).length + 1);
    expect(table).toContain(`**${rand(bill.total, 'rand')}**`);
  });

  it('records the figures a text uses, for its "Figures as of" date', () => {
    const { figures } = expandPlaceholders('{{prime}} and {{duty price=1300000}}');
    expect([...figures].map((figure) => figure.name)).toEqual(['prime', 'the SARS transfer duty table']);
  });

  it('reports a wrong argument instead of guessing', () => {
    const { problems } = expandPlaceholders(
      '{{instalment loan=abc rate=prime years=20}} {{instalment loan=1 rate=floor years=20}} {{paid-off loan=1 rate=prime years=20}}',
    );
    expect(problems).toEqual([
      '{{instalment loan=abc rate=prime years=20}}: loan=abc is not a number',
      '{{instalment loan=1 rate=floor years=20}}: rate=floor: write prime, repo, prime+0.5, prime-1, prime@2026-05-28 or a plain rate',
      '{{paid-off loan=1 rate=prime years=20}}: give either pay-at= (a rate) or extra= (an amount)',
    ]);
  });
});
