/**
 * Reading article text for the content checks: a body becomes units (a sentence of a paragraph or
 * list item, or a table row with its header), and a unit yields the periods its dates name.
 * Deliberately simple and predictable: the checks refuse what they can read.
 */

export interface TextUnit {
  /** The sentence or the table row, markdown removed. */
  text: string;
  /** 1-based line of the body (or 1 for a FAQ answer). */
  line: number;
  kind: 'sentence' | 'row';
  /** For a row: the table's header row. */
  header?: string;
  /** The nearest heading above the unit ('' when none). */
  heading: string;
  /** The whole paragraph or list item the unit belongs to; for a row, the table's rows, one a line. */
  block: string;
  /** The paragraph before the unit's block, for context (a table's lead-in sentence). */
  before: string;
}

/** Bold, italics and link targets removed: `[text](target)` keeps its text. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\*\*|__/g, '')
    .replace(/(^|[^\w*])\*(?!\s)([^*]+)\*/g, '$1$2')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
}

/** Sentences of a paragraph: split after . ! ? ; followed by a space, not inside 'e.g.' or numbers. */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<![A-Z]\.[a-z]|\be\.g|\bi\.e|\bvs|\bNo|\bSt)(?<=[.!?;])\s+(?=\S)/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const TABLE_DELIMITER = /^\s*\|?\s*:?-{3,}/;

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** The units of a markdown body, in order; `firstLine` is the file line the body starts on. */
export function unitsOf(body: string, firstLine = 1): TextUnit[] {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const units: TextUnit[] = [];
  let heading = '';
  let previousParagraph = '';
  let index = 0;
  while (index < lines.length) {
    const raw = lines[index] ?? '';
    const line = raw.trim();
    if (!line) {
      index += 1;
      continue;
    }
    const headingMatch = /^#{1,6}\s+(.*)$/.exec(line);
    if (headingMatch) {
      heading = plainText(headingMatch[1] ?? '');
      previousParagraph = '';
      index += 1;
      continue;
    }
    if (line.startsWith('|') && TABLE_DELIMITER.test(lines[index + 1] ?? '')) {
      const header = plainText(cellsOf(line).join(' | '));
      let end = index + 2;
      while (end < lines.length && (lines[end] ?? '').trim().startsWith('|')) end += 1;
      const rows = lines.slice(index + 2, end).map((row) => plainText(cellsOf(row).join(' | ')));
      const block = rows.join('\n');
      rows.forEach((text, offset) => {
        units.push({
          text,
          line: firstLine + index + 2 + offset,
          kind: 'row',
          header,
          heading,
          block,
          before: previousParagraph,
        });
      });
      index = end;
      continue;
    }
    // A paragraph, list item or quote: the lines up to the next blank line, heading, list item or table.
    const start = index;
    const parts = [line.replace(/^(?:>\s*)+/, '').replace(/^(?:[-*+]|\d{1,3}[.)])\s+/, '')];
    index += 1;
    while (index < lines.length) {
      const next = (lines[index] ?? '').trim();
      if (!next || /^#{1,6}\s/.test(next) || /^(?:[-*+]|\d{1,3}[.)])\s+/.test(next) || next.startsWith('|')) break;
      parts.push(next.replace(/^(?:>\s*)+/, ''));
      index += 1;
    }
    const paragraph = plainText(parts.join(' '));
    for (const sentence of sentencesOf(paragraph)) {
      units.push({
        text: sentence,
        line: firstLine + start,
        kind: 'sentence',
        heading,
        block: paragraph,
        before: previousParagraph,
      });
    }
    previousParagraph = paragraph;
  }
  return units;
}

/** A FAQ answer (plain prose) as units. */
export function unitsOfText(text: string): TextUnit[] {
  return sentencesOf(text).map((sentence) => ({
    text: sentence,
    line: 1,
    kind: 'sentence',
    heading: '',
    block: text,
    before: '',
  }));
}

// ---------------------------------------------------------------------------------------------
// Dates

export interface Period {
  start: string;
  end: string;
  raw: string;
  index: number;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

const MONTH = MONTHS.join('|');

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function monthPeriod(year: number, month: number): { start: string; end: string } {
  return { start: `${year}-${pad(month)}-01`, end: `${year}-${pad(month)}-${pad(lastDayOfMonth(year, month))}` };
}

const PART_OF_YEAR: Record<string, [number, number]> = {
  early: [1, 4],
  mid: [5, 8],
  late: [9, 12],
};

/**
 * The periods a unit's dates name: '20 November 2025' (a day), 'November 2025' (a month), 'early /
 * mid- / late 2021' (four months), '2020' (a year). A month without a year takes the next year
 * written after it ('September and November 2024'). Tax years such as '2026/27' are not dates.
 */
export function periodsIn(text: string): Period[] {
  const periods: Period[] = [];
  const taken: Array<[number, number]> = [];
  const take = (index: number, length: number) => taken.push([index, index + length]);
  const isTaken = (index: number) => taken.some(([from, to]) => index >= from && index < to);

  for (const match of text.matchAll(new RegExp(`\\b(\\d{1,2})\\s+(${MONTH})\\s+(\\d{4})\\b`, 'gi'))) {
    const year = Number(match[3]);
    const month = MONTHS.indexOf((match[2] ?? '').toLowerCase() as (typeof MONTHS)[number]) + 1;
    const date = Number(match[1]);
    if (date < 1 || date > lastDayOfMonth(year, month)) continue;
    const day = `${year}-${pad(month)}-${pad(date)}`;
    periods.push({ start: day, end: day, raw: match[0], index: match.index });
    take(match.index, match[0].length);
  }
  for (const match of text.matchAll(new RegExp(`\\b(${MONTH})(?:\\s+(\\d{4}))?\\b`, 'gi'))) {
    if (isTaken(match.index)) continue;
    const month = MONTHS.indexOf((match[1] ?? '').toLowerCase() as (typeof MONTHS)[number]) + 1;
    let year = match[2] ? Number(match[2]) : undefined;
    if (year === undefined) {
      // 'May' is also a verb: a yearless month counts only when a year follows in the same sentence.
      const later = /\b((?:19|20)\d{2})\b(?!\/)/.exec(text.slice(match.index + match[0].length));
      if (!later || (match[1] ?? '').toLowerCase() === 'may') continue;
      year = Number(later[1]);
    }
    periods.push({ ...monthPeriod(year, month), raw: match[0], index: match.index });
    take(match.index, match[0].length);
  }
  for (const match of text.matchAll(/\b(?:(early|mid|late)[-\s]+)?((?:19|20)\d{2})\b(?!\/\d)/gi)) {
    if (isTaken(match.index + (match[0].length - 4))) continue;
    const year = Number(match[2]);
    const part = PART_OF_YEAR[(match[1] ?? '').toLowerCase()];
    const [first, last] = part ?? [1, 12];
    periods.push({
      start: monthPeriod(year, first).start,
      end: monthPeriod(year, last).end,
      raw: match[0],
      index: match.index,
    });
  }
  return periods.sort((a, b) => a.index - b.index);
}
