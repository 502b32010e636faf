import { describe, expect, it } from 'vitest';
import { countWords, formatReadTime, markdownToPlainText, readTime, readTimeMinutes } from './read-time.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('countWords', () => {
  it('counts plain words', () => {
    expect(countWords('Buy your first home with confidence.')).toBe(6);
  });

  it('does not count markup: headings, list markers, quotes, bold, pipes and link targets', () => {
    const markdown = [
      '## Two words',
      '',
      '- **Bold** item',
      '1. Numbered item',
      '',
      '> **Tip:** Ask early.',
      '',
      '| Price | Duty |',
      '|---|---:|',
      '| R1,800,000 | R21,786 |',
      '',
      'See [transfer duty](article:18) and [the calculator](/calculators?calc=transfer).',
    ].join('\n');
    expect(markdownToPlainText(markdown)).not.toMatch(/[#|*>]|article:|calculators\?/);
    // Two words | Bold item | Numbered item | Tip: Ask early. | Price Duty | two amounts | See … calculator.
    expect(countWords(markdown)).toBe(2 + 2 + 2 + 3 + 2 + 2 + 6);
  });

  it('does not count emoji or dashes as words, but counts amounts and percentages', () => {
    expect(countWords('✅ Save 10% — about R50,000 💡')).toBe(4);
  });
});

describe('read time', () => {
  it('is round(words / 220) minutes', () => {
    expect(readTimeMinutes(1100)).toBe(5);
    expect(readTimeMinutes(1540)).toBe(7);
    expect(readTimeMinutes(1760)).toBe(8);
    expect(readTimeMinutes(1869)).toBe(8);
    expect(readTimeMinutes(1870)).toBe(9);
    expect(readTimeMinutes(989)).toBe(4);
  });

  it("is written as '7 min read'", () => {
    expect(formatReadTime(7)).toBe('7 min read');
    expect(readTime(words(1540))).toBe('7 min read');
    expect(readTime(`## Heading\n\n${words(1100)}`)).toBe('5 min read');
  });
});
