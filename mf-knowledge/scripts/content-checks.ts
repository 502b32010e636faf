/**
 * The checks the content build runs on every article and FAQ answer, on the text as written (the
 * placeholders taken out: what they compute cannot be wrong). One check guards the figures: a
 * moving figure typed by hand is refused, and one that disagrees with the source says so. The
 * others guard the library's editorial rules (content/README.md, "Checks").
 */
import { formatDay, formatPercent } from '@hl/shared/figures';
import { findTypedFigures } from '@hl/shared/figures-scan';
import { periodsIn, type TextUnit } from './text-units.ts';

export const CHECKS = {
  'reviewed-at': 'reviewed_at is present, not before published_at and not after the day of the build',
  'typed-figure': 'a moving figure is never typed: it is written {{name}} and computed from @hl/shared/figures',
  'time-of-writing': '"at the time of writing" is never used: a moving figure carries its own date',
  'article-dates': 'no date later than the article’s own date (reviewed_at, else published_at)',
  'not-advice-note':
    'the not-advice note is not repeated in the text (the site shows it once, from @hl/shared/notices)',
  'contact-details': 'no phone number or e-mail address in the text (they come from the site configuration)',
  'marketing-claims':
    'no track-record claim in the text (claims live in the site configuration, confirmed by the business)',
} as const;

export type CheckId = keyof typeof CHECKS;

export interface ContentProblemFound {
  check: CheckId;
  line: number;
  message: string;
}

export interface CheckContext {
  /** The text's own date: reviewed_at, else published_at (a FAQ answer: the day of the build). */
  date: string;
  units: readonly TextUnit[];
}

function quote(unit: TextUnit): string {
  const text = unit.text.length > 140 ? `${unit.text.slice(0, 137)}...` : unit.text;
  return `"${text}"`;
}

function problem(check: CheckId, unit: TextUnit, message: string): ContentProblemFound {
  return { check, line: unit.line, message: `${message} (line ${unit.line}): ${quote(unit)}` };
}

function typedFigures({ units }: CheckContext): ContentProblemFound[] {
  return units.flatMap((unit) =>
    findTypedFigures(unit.text).map(({ figure, value, disagrees }) => {
      const current =
        typeof figure.value === 'number'
          ? ` (${figure.name === 'prime' || figure.name === 'the repo rate' ? formatPercent(figure.value) : figure.value} from ${formatDay(figure.appliesFrom)})`
          : ` (in force from ${formatDay(figure.appliesFrom)})`;
      return problem(
        'typed-figure',
        unit,
        disagrees
          ? `types ${figure.name} as ${value}, which disagrees with the source${current}: write it as a placeholder ({{prime}}, {{prime on=YYYY-MM-DD}}, {{prime plus=1}}, ...) so it is computed`
          : `types ${figure.name} (${value}) by hand: write it as a placeholder so it follows the source (content/README.md, "Figures and worked examples")`,
      );
    }),
  );
}

function timeOfWriting({ units }: CheckContext): ContentProblemFound[] {
  return units
    .filter((u) => /\bat the time of (?:writing|publication)\b|\bas we write\b/i.test(u.text))
    .map((u) =>
      problem('time-of-writing', u, 'says "at the time of writing": give the figure its own date ({{prime.since}})'),
    );
}

function articleDates({ units, date }: CheckContext): ContentProblemFound[] {
  return units.flatMap((u) => {
    if (/\b(?:will|shall|scheduled|expected|planned|due to|next)\b/i.test(u.text)) return [];
    return periodsIn(u.text)
      .filter((period) => period.start > date)
      .map((period) =>
        problem(
          'article-dates',
          u,
          `refers to ${period.raw}, after the article's own date ${formatDay(date)}: set reviewed_at to the day the article was checked`,
        ),
      );
  });
}

const NOT_ADVICE =
  /\bgeneral information\b[^.]{0,60}\badvice\b|\bnot (?:financial|tax|legal|investment|professional) advice\b|\b(?:does not|doesn't) constitute (?:financial |legal |tax )?advice\b/i;

function notAdviceNote({ units }: CheckContext): ContentProblemFound[] {
  return units
    .filter((u) => NOT_ADVICE.test(u.text))
    .map((u) =>
      problem('not-advice-note', u, 'repeats the not-advice note: the site shows it once (@hl/shared/notices)'),
    );
}

export const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** South African numbers as written: 010 500 4400, 082-555-0143, +27 10 500 4400, 0861 123 456. */
export const PHONE = /(?<![\w.,R])(?:\+27[\s-]?\(?0?\)?\d{2}|0\d{2,3})[\s-]?\d{3}[\s-]?\d{3,4}(?![\d,])/;

function contactDetails({ units }: CheckContext): ContentProblemFound[] {
  return units.flatMap((u) => {
    const found = EMAIL.exec(u.text)?.[0] ?? PHONE.exec(u.text)?.[0];
    return found
      ? [
          problem(
            'contact-details',
            u,
            `holds the contact detail "${found}": phone numbers and e-mail addresses come from the site configuration`,
          ),
        ]
      : [];
  });
}

/** Earned-sounding figures: "10,000+ bonds", "95% approval", "approval rate of 95%", "R15 billion secured". */
const CLAIM =
  /\b\d{1,3}(?:,\d{3})*\+\s+(?:bonds|clients|home ?buyers|homeowners|families|years)\b|\b\d{2,3}%\s+(?:approval|success|satisfaction)\b|\b(?:approval|success|satisfaction) rate of \d|\bR\d+(?:\.\d+)?\+?\s?billion\b[^.]{0,40}\b(?:secured|approved|arranged|in home loans)\b/i;

function marketingClaims({ units }: CheckContext): ContentProblemFound[] {
  return units
    .filter((u) => CLAIM.test(u.text))
    .map((u) =>
      problem(
        'marketing-claims',
        u,
        `states the marketing claim "${CLAIM.exec(u.text)?.[0]}": track-record figures live in the site configuration (site.claims) and the business must confirm them`,
      ),
    );
}

const RUNNERS = [typedFigures, timeOfWriting, articleDates, notAdviceNote, contactDetails, marketingClaims];

/** Every problem of a text, in the order of its units. */
export function checkContent(context: CheckContext): ContentProblemFound[] {
  return RUNNERS.flatMap((run) => run(context)).sort((a, b) => a.line - b.line);
}
