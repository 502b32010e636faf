/**
 * The content checks against the facts reference (content/facts.yaml). Each check reads the units
 * of one article (or FAQ answer) and returns problems naming the figure and the line.
 *
 * One rule runs through them: a figure quoted as current must be the figure in force on every day
 * from the article's date (reviewed_at, else published_at) to today. So an article dated before a
 * figure took effect cannot quote it (set reviewed_at), and an article cannot quote a figure that
 * has since been replaced. A sentence that marks a figure as old ("previously", "until", "was")
 * may quote any figure the reference has ever known, but not one it never had.
 */
import {
  type AmountFact,
  type AmountKey,
  addDays,
  bandFee,
  type DeedsVersion,
  type Facts,
  formatDay,
  formatPercent,
  formatRand,
  ratesDuring,
  type SubsidyVersion,
  sheriffCommission,
  type TransferDutyVersion,
  transferDuty,
  type Versioned,
  versionOn,
  versionsDuring,
} from './facts.ts';
import { type Amount, type Period, percentsIn, periodsIn, randsIn, type TextUnit } from './text-units.ts';

export const CHECKS = {
  'reviewed-at': 'reviewed_at is present, not before published_at and not after today',
  'time-of-writing': '"at the time of writing" is never used: a moving figure carries its own date',
  'article-dates': 'no date later than the article’s own date (reviewed_at, else published_at)',
  'policy-rates': 'repo and prime rates are quoted with a date and match the rate in force then',
  'inflation-target': 'the inflation target is the one in force (3% with a one-point band since 12 November 2025)',
  'transfer-duty': 'transfer duty figures match the SARS table in force',
  'deeds-office-fees': 'Deeds Office fees match the Schedule of Fees of Office in force',
  'first-home-finance': 'First Home Finance subsidy amounts and income band match the NHFC figures',
  'tax-limits': 'tax-free savings, retirement deduction, CGT, donations and interest-exemption figures are current',
  'credit-costs': 'initiation fee, service fee and bond cancellation notice match the National Credit Act',
  'cooling-off': 'the cooling-off price limit matches the Alienation of Land Act',
  'vat-rate': 'the VAT rate is current',
  'sheriff-commission': "the Sheriff's commission follows the tariff",
  'e-signatures': 'an electronically signed sale of land is never presented as possibly valid',
  'not-advice-note': 'the not-advice note is not repeated in the text (the reader shows it once)',
  'contact-details': 'no phone number or e-mail address in the text (they come from the site configuration)',
  'marketing-claims':
    'no track-record claim in the text (claims live in the site configuration, confirmed by the business)',
} as const;

export type CheckId = keyof typeof CHECKS;
export const CHECK_IDS = Object.keys(CHECKS) as CheckId[];

export interface FactProblem {
  check: CheckId;
  line: number;
  message: string;
}

export interface CheckContext {
  facts: Facts;
  /** The build's day, YYYY-MM-DD. */
  today: string;
  /** The text's own date: reviewed_at, else published_at (for a FAQ answer: today). */
  date: string;
  units: readonly TextUnit[];
}

// ---------------------------------------------------------------------------------------------
// Shared rules

/** Words that mark a sentence as being about the past, not about today. */
const OLD_MARKER =
  /\b(?:previous(?:ly)?|former(?:ly)?|used to|no longer|older|old|earlier|until|superseded|replaced|was|were|had been|then)\b/i;
/** Words that mark a figure as a what-if, not a claim about the world. */
const HYPOTHETICAL = /\b(?:if|suppose|supposing|assume|assuming|imagine|hypothetical|would|could|were to)\b/i;
/** "an illustrative 11.5%": exempts a rate given as a figure, not one said to be prime ("11%, the prime rate"). */
const ILLUSTRATIVE = /\billustrat(?:ive|ion)\b/i;

function quote(unit: TextUnit): string {
  const text = unit.text.length > 140 ? `${unit.text.slice(0, 137)}...` : unit.text;
  return `"${text}"`;
}

type Verdict =
  | { ok: true }
  | { ok: false; reason: 'not-covered' }
  | { ok: false; reason: 'unknown'; expected?: number; from: string | null }
  | { ok: false; reason: 'not-yet'; from: string }
  | { ok: false; reason: 'replaced'; by?: number; from: string | null };

/**
 * Whether `matches` holds for the quoted figure on every day from `date` to `today` (or, for an
 * old-marked sentence, on some day the reference knows).
 */
function judge<T extends Versioned>(
  versions: readonly T[],
  matches: (version: T) => boolean,
  current: (version: T) => number | undefined,
  date: string,
  today: string,
  historical: boolean,
): Verdict {
  if (historical) {
    if (versions.some(matches)) return { ok: true };
    const now = versionOn(versions, today);
    return { ok: false, reason: 'unknown', expected: now && current(now), from: now?.from ?? null };
  }
  if (!versionOn(versions, date)) return { ok: false, reason: 'not-covered' };
  const during = versionsDuring(versions, date, today);
  if (during.every(matches)) return { ok: true };
  const now = versionOn(versions, today);
  const matching = versions.find(matches);
  if (!matching) return { ok: false, reason: 'unknown', expected: now && current(now), from: now?.from ?? null };
  if (matching.from !== null && matching.from > date) return { ok: false, reason: 'not-yet', from: matching.from };
  const replacement = versions[versions.indexOf(matching) + 1];
  return { ok: false, reason: 'replaced', by: replacement && current(replacement), from: replacement?.from ?? null };
}

function explain(verdict: Verdict, what: string, quoted: string, date: string, format = formatRand): string {
  if (verdict.ok) return '';
  switch (verdict.reason) {
    case 'not-covered':
      return `quotes the ${what} as ${quoted}, but the reference has no figure for the article's date ${formatDay(date)}`;
    case 'not-yet':
      return `quotes the ${what} as ${quoted}, which applies only from ${formatDay(verdict.from)}, after the article's date ${formatDay(date)}: set reviewed_at`;
    case 'replaced':
      return `quotes the ${what} as ${quoted} as current; ${
        verdict.by !== undefined && verdict.from
          ? `from ${formatDay(verdict.from)} it is ${format(verdict.by)}`
          : 'it has been replaced'
      }`;
    case 'unknown':
      return `quotes the ${what} as ${quoted}; the reference gives ${
        verdict.expected !== undefined ? format(verdict.expected) : 'another figure'
      }${verdict.from ? ` (in force from ${formatDay(verdict.from)})` : ''}`;
  }
}

function problem(check: CheckId, unit: TextUnit, message: string): FactProblem {
  return { check, line: unit.line, message: `${message} (line ${unit.line}): ${quote(unit)}` };
}

// ---------------------------------------------------------------------------------------------
// Wording

function timeOfWriting({ units }: CheckContext): FactProblem[] {
  return units
    .filter((u) => /\bat the time of (?:writing|publication)\b|\bas we write\b/i.test(u.text))
    .map((u) =>
      problem(
        'time-of-writing',
        u,
        'says "at the time of writing": give the figure its own date ("prime was 10.25% after the Reserve Bank\'s decision of 29 January 2026")',
      ),
    );
}

function articleDates({ units, date }: CheckContext): FactProblem[] {
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

function notAdviceNote({ units }: CheckContext): FactProblem[] {
  return units
    .filter((u) => NOT_ADVICE.test(u.text))
    .map((u) =>
      problem(
        'not-advice-note',
        u,
        'repeats the not-advice note: the reader shows it once under every article (src/content/data/notices.ts)',
      ),
    );
}

export const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** South African numbers as written: 010 500 4400, 082-555-0143, +27 10 500 4400, 0861 123 456. */
export const PHONE = /(?<![\w.,R])(?:\+27[\s-]?\(?0?\)?\d{2}|0\d{2,3})[\s-]?\d{3}[\s-]?\d{3,4}(?![\d,])/;

function contactDetails({ units }: CheckContext): FactProblem[] {
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

function marketingClaims({ units }: CheckContext): FactProblem[] {
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

const E_SIGN =
  /\belectronic(?:ally)? sign|\bsign(?:ed|ing|s)? (?:it )?(?:electronically|digitally|online)\b|\be-?sign|\bdigital(?:ly)? sign|\belectronic signature|\bDocuSign\b/i;
const LAND_SALE =
  /\bsale of (?:land|immovable property|property|a home|a house|your home)|\bdeed of (?:sale|alienation)|\boffer to purchase\b|\balienation\b|\bsell(?:ing)? (?:land|property|your home)/i;
const PERMISSIVE =
  /\bgrey area\b|\bacceptable\b|\bvalid\b|\ballowed\b|\bpermitted\b|\bbinding\b|\benforceable\b|\blegal\b/i;
const REFUSES =
  /\bnot\b|\bnever\b|\bcannot\b|\bcan't\b|\binvalid\b|\bexclude[sd]?\b|\bunenforceable\b|\bwet ink\b|\bin ink\b/i;

function eSignatures({ units }: CheckContext): FactProblem[] {
  return units
    .filter((u) => E_SIGN.test(u.text) && LAND_SALE.test(`${u.text} ${u.block} ${u.heading}`))
    .filter((u) => /\bgrey area\b/i.test(u.text) || (PERMISSIVE.test(u.text) && !REFUSES.test(u.text)))
    .map((u) =>
      problem(
        'e-signatures',
        u,
        'treats an electronically signed sale of land as possibly valid: the Electronic Communications and Transactions Act excludes agreements for the sale of immovable property, so a deed of sale signed electronically is invalid (sign in ink)',
      ),
    );
}

// ---------------------------------------------------------------------------------------------
// Policy rates

interface RateQuote {
  kind: 'prime' | 'repo';
  value: number;
  /** Its verb (or the verb of the quote before it in the sentence) is in the present tense. */
  present: boolean;
  /** "11%, the prime rate": the figure is said to be prime, so "illustrative" does not exempt it. */
  asserted: boolean;
}

const RATE_VALUE = String.raw`(\d{1,2}(?:\.\d{1,2})?)\s?%`;
const RATE_AFTER_KEYWORD = new RegExp(
  String.raw`\b(prime|repo)(?:\s+lending)?(?:\s+rate)?\s*[(,]?\s*(?:(which is|which was|is|are|was|were|of|at|to|stood at|stands at|sat at|sits at|has been|had been|remained at|remains at|remained|remains|stayed at|stays at|reached|rose to|rose from|fell to|fell from|dropped to|dropped from|climbed to|climbed from|went to|moved to|peaked at|from|=|:)\s+)?(?:about |around |roughly )?${RATE_VALUE}(?:\s*(?:to|and then)\s*${RATE_VALUE})?`,
  'gi',
);
const RATE_BEFORE_KEYWORD = new RegExp(
  String.raw`${RATE_VALUE},?\s*(?:which is|which was|the|today's|the current)\s+(?:the\s+)?(prime|repo)\b`,
  'gi',
);
const CURRENT_WORDS = /\b(?:currently|now|today|at present|presently)\b/i;
/** Verbs that present a rate as today's ("prime is 10.25%"), not as a dated fact ("prime was 10.25% after ..."). */
const PRESENT_TENSE = /^(?:which is|is|are|stands at|sits at|remains at|remains|stays at|has been)$/i;
const SINCE = /\bsince\b/i;

function rateQuotes(text: string): RateQuote[] {
  const quotes: RateQuote[] = [];
  // "the repo rate is 6.75% and prime 10.25%": a quote without a verb takes the tense of the one before.
  let present = false;
  for (const m of text.matchAll(RATE_AFTER_KEYWORD)) {
    const kind = (m[1] ?? '').toLowerCase() as RateQuote['kind'];
    if (m[2]) present = PRESENT_TENSE.test(m[2]);
    quotes.push({ kind, value: Number(m[3]), asserted: false, present });
    if (m[4]) quotes.push({ kind, value: Number(m[4]), asserted: false, present });
  }
  for (const m of text.matchAll(RATE_BEFORE_KEYWORD)) {
    const kind = (m[2] ?? '').toLowerCase() as RateQuote['kind'];
    quotes.push({ kind, value: Number(m[1]), asserted: true, present: /which is|the current|today's/i.test(m[0]) });
  }
  return quotes;
}

function policyRates({ facts, units, today }: CheckContext): FactProblem[] {
  const policy = facts.policyRate;
  const out: FactProblem[] = [];
  for (const unit of units) {
    if (unit.kind !== 'sentence' || !/\b(?:prime|repo)\b/i.test(unit.text)) continue;
    const illustrative = ILLUSTRATIVE.test(unit.text);
    const quotes = rateQuotes(unit.text).filter((q) => q.asserted || !illustrative);
    if (quotes.length === 0 || HYPOTHETICAL.test(unit.text)) continue;
    const periods = periodsIn(unit.text);
    const sincePeriod = SINCE.test(unit.text)
      ? periods.find((p) => unit.text.slice(0, p.index).match(/\bsince\s+(?:the\s+)?(?:\w+\s+){0,4}$/i))
      : undefined;
    const currentSentence = Boolean(sincePeriod) || CURRENT_WORDS.test(unit.text);
    for (const q of quotes) {
      const isCurrent = currentSentence || q.present;
      const label = `${q.kind === 'prime' ? 'prime' : 'the repo rate'} at ${formatPercent(q.value)}`;
      const rateOf = (segment: { repo: number; prime: number }) => (q.kind === 'prime' ? segment.prime : segment.repo);
      if (isCurrent) {
        if (today > policy.verifiedThrough) {
          out.push(
            problem(
              'policy-rates',
              unit,
              `presents ${label} as the rate today, but the reference verifies rates only up to ${formatDay(policy.verifiedThrough)}: quote the rate with the date of the decision that set it`,
            ),
          );
          continue;
        }
        // "since 20 November 2025": the decision's day or the day after, when it took effect.
        const from = sincePeriod ? addDays(sincePeriod.start, 1) : today;
        const segments = ratesDuring(policy, from, today);
        if (segments.length === 0 || segments.some((s) => rateOf(s) !== q.value)) {
          const values = [...new Set(segments.map(rateOf))].map(formatPercent).join(', then ');
          out.push(
            problem(
              'policy-rates',
              unit,
              `quotes ${label} as current${sincePeriod ? ` since ${sincePeriod.raw}` : ''}; the reference gives ${values || 'no rate for that time'}`,
            ),
          );
        }
        continue;
      }
      if (periods.length === 0) {
        out.push(
          problem(
            'policy-rates',
            unit,
            `quotes ${label} without a date: say when it applied ("prime was 10.25% after the Reserve Bank's decision of 29 January 2026") or mark it as illustrative`,
          ),
        );
        continue;
      }
      const known = periods.flatMap((p: Period) => ratesDuring(policy, p.start, addDays(p.end, 1)));
      if (known.some((s) => rateOf(s) === q.value)) continue;
      const beyond = periods.every((p) => p.start > policy.verifiedThrough);
      out.push(
        problem(
          'policy-rates',
          unit,
          beyond
            ? `quotes ${label} for ${periods.map((p) => p.raw).join(', ')}, past the last verified decision (rates known up to ${formatDay(policy.verifiedThrough)})`
            : `quotes ${label} for ${periods.map((p) => p.raw).join(', ')}; the reference gives ${
                [...new Set(known.map(rateOf))].map(formatPercent).join(' or ') || 'no rate for that period'
              }`,
        ),
      );
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Inflation target

const OLD_RANGE =
  /\b3\s?(?:%|per ?cent|percent)?\s?(?:to|-|–|and)\s?6\s?(?:%|per ?cent|percent)|\b4\.5\s?(?:%|per ?cent|percent)\s?(?:mid-?point|middle)|\bmid-?point of (?:the )?(?:3|4\.5)/i;
const NEW_TARGET =
  /\b3\s?(?:%|per ?cent|percent)\s?(?:inflation\s)?(?:point\s)?target|\btarget of 3\s?(?:%|per ?cent|percent)|\btolerance band\b/i;

function inflationTarget({ facts, units, date, today }: CheckContext): FactProblem[] {
  const versions = facts.inflationTarget.versions;
  const target = versions.find((v) => v.type === 'point');
  const since = target?.from ? formatDay(target.from) : 'its announcement';
  const out: FactProblem[] = [];
  for (const unit of units) {
    if (!/\binflation\b|\btarget\b/i.test(`${unit.text} ${unit.heading}`)) continue;
    const historical = OLD_MARKER.test(unit.text);
    const verdict = (type: 'range' | 'point') =>
      judge(
        versions,
        (v) => v.type === type,
        () => undefined,
        date,
        today,
        historical,
      );
    if (OLD_RANGE.test(unit.text) && !verdict('range').ok) {
      out.push(
        problem(
          'inflation-target',
          unit,
          `describes the 3-6% inflation target range as current: since ${since} the target is ${target?.point}% with a tolerance band of ${target?.tolerance === 1 ? 'one percentage point' : `${target?.tolerance} percentage points`} either side`,
        ),
      );
    }
    if (!NEW_TARGET.test(unit.text)) continue;
    const point = verdict('point');
    if (!point.ok && point.reason === 'not-yet') {
      out.push(
        problem(
          'inflation-target',
          unit,
          `quotes the ${target?.point}% inflation target, announced on ${since}, after the article's date ${formatDay(date)}: set reviewed_at`,
        ),
      );
    }
    const band = /tolerance band of (?:(one|1|plus or minus one|±\s?1)|([\d.]+|two|half a)) percentage point/i.exec(
      unit.text,
    );
    if (band?.[2]) {
      out.push(
        problem(
          'inflation-target',
          unit,
          `gives the tolerance band as ${band[2]} percentage point(s); it is ${target?.tolerance} point either side of ${target?.point}%`,
        ),
      );
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Transfer duty

const DUTY_THRESHOLD_WORDS =
  /exempt|threshold|up to|below|under|first R|not exceed|0%|no (?:transfer )?duty|duty-free|free of duty/i;

interface DutyClaim {
  price: number;
  duty: number;
  approximate: boolean;
}

const RAND_PATTERN = String.raw`R\s?(\d{1,3}(?:[ ,]\d{3})+|\d+)(?:\.(\d+))?(?:\s?(million|m)\b)?`;
const ABOUT = '(about |roughly |around |approximately |some |just over |just under )?';

function randOf(digits = '', decimals = '', unit = ''): number {
  const value = Number(`${Number(digits.replace(/[ ,]/g, ''))}.${decimals || '0'}`);
  return unit ? value * 1_000_000 : value;
}

/** "R{price} … pays R{duty}", "duty on a R{price} home is R{duty}", "R{duty} at R{price}", "R{price} pays no duty". */
export function dutyClaims(text: string): DutyClaim[] {
  const claims: DutyClaim[] = [];
  const patterns: Array<{ re: RegExp; price: number; duty: number | 'zero' }> = [
    { re: new RegExp(`${RAND_PATTERN}[^.;:]{0,40}?\\bpays? ${ABOUT}${RAND_PATTERN}`, 'gi'), price: 0, duty: 4 },
    {
      re: new RegExp(
        `duty (?:on|for) (?:a |an )?${RAND_PATTERN}[^.;:]{0,30}?\\b(?:is|of|comes to|would be|works out (?:to|at)|=) ${ABOUT}${RAND_PATTERN}`,
        'gi',
      ),
      price: 0,
      duty: 4,
    },
    {
      re: new RegExp(
        `${RAND_PATTERN}[^.;:]{0,40}?\\b(?:transfer )?duty (?:of|is|comes to|would be) ${ABOUT}${RAND_PATTERN}`,
        'gi',
      ),
      price: 0,
      duty: 4,
    },
    { re: new RegExp(`${ABOUT}${RAND_PATTERN} (?:at|on|for) (?:a |an )?${RAND_PATTERN}`, 'gi'), price: 4, duty: 1 },
    {
      re: new RegExp(`${RAND_PATTERN}[^.;:]{0,40}?\\b(?:pays?|attracts?) no (?:transfer )?duty`, 'gi'),
      price: 0,
      duty: 'zero',
    },
    { re: new RegExp(`at ${RAND_PATTERN},? you pay no (?:transfer )?duty`, 'gi'), price: 0, duty: 'zero' },
  ];
  for (const { re, price, duty } of patterns) {
    for (const m of text.matchAll(re)) {
      // Groups: a RAND is 3 groups (digits, decimals, unit); ABOUT is 1 group.
      const g = (i: number) => m[i] ?? '';
      const priceValue = price === 0 ? randOf(g(1), g(2), g(3)) : randOf(g(5), g(6), g(7));
      if (duty === 'zero') claims.push({ price: priceValue, duty: 0, approximate: false });
      else if (price === 0)
        claims.push({ price: priceValue, duty: randOf(g(5), g(6), g(7)), approximate: g(4) !== '' });
      else claims.push({ price: priceValue, duty: randOf(g(2), g(3), g(4)), approximate: g(1) !== '' });
    }
  }
  // A claim only makes sense for a home price and a smaller duty.
  return claims.filter((c) => c.price >= 300_000 && c.duty < c.price);
}

/** Price → duty of a table row whose header has a price/value column and a duty column. */
function dutyRow(unit: TextUnit): DutyClaim | undefined {
  if (unit.kind !== 'row' || !unit.header) return undefined;
  const heads = unit.header.split('|').map((h) => h.trim());
  const cells = unit.text.split('|').map((c) => c.trim());
  const priceCol = heads.findIndex((h) => /price|value/i.test(h) && !/duty/i.test(h));
  const dutyCol = heads.findIndex((h) => /^(?:transfer )?duty\b/i.test(h) || /transfer duty/i.test(h));
  if (priceCol < 0 || dutyCol < 0 || priceCol === dutyCol) return undefined;
  const prices = randsIn(cells[priceCol] ?? '');
  const dutyCell = cells[dutyCol] ?? '';
  const duties = /^(?:nil|none|no duty|R?0|0%)$/i.test(dutyCell) ? [{ value: 0 }] : randsIn(dutyCell);
  if (prices.length !== 1 || duties.length !== 1 || /%/.test(dutyCell.replace(/^0%$/, ''))) return undefined;
  return { price: prices[0]?.value ?? 0, duty: duties[0]?.value ?? 0, approximate: false };
}

function tableFigures(version: TransferDutyVersion): number[] {
  return [version.exemptUpTo, ...version.bands.flatMap((b) => [b.above, b.base])].filter((n) => n > 0);
}

function transferDutyCheck({ facts, units, date, today }: CheckContext): FactProblem[] {
  const versions = facts.transferDuty.versions;
  const allFigures = new Set(versions.flatMap(tableFigures));
  const out: FactProblem[] = [];
  for (const unit of units) {
    const context = `${unit.text} ${unit.header ?? ''}`;
    if (!/duty/i.test(context)) continue;
    const historical = OLD_MARKER.test(unit.text);
    const claims = [...dutyClaims(unit.text)];
    const row = dutyRow(unit);
    if (row) claims.push(row);
    for (const claim of claims) {
      const verdict = judge(
        versions,
        (v) => {
          const expected = transferDuty(v, claim.price);
          const tolerance = claim.approximate ? Math.max(100, expected * 0.03) : 1;
          return Math.abs(claim.duty - expected) <= tolerance;
        },
        (v) => transferDuty(v, claim.price),
        date,
        today,
        historical,
      );
      if (!verdict.ok) {
        out.push(
          problem(
            'transfer-duty',
            unit,
            explain(verdict, `transfer duty on ${formatRand(claim.price)}`, formatRand(claim.duty), date),
          ),
        );
      }
    }
    // Table figures (thresholds, band limits, band bases) of a table not in force over the article's dates.
    const quotesTable =
      DUTY_THRESHOLD_WORDS.test(context) || percentsIn(unit.text).some((p) => [3, 6, 8, 11, 13].includes(p.value));
    if (!quotesTable || out.some((p) => p.line === unit.line && p.check === 'transfer-duty')) continue;
    const notYet: string[] = [];
    const stale: string[] = [];
    let from = '';
    for (const amount of randsIn(unit.text)) {
      const figure = allFigures.has(amount.value)
        ? amount.value
        : allFigures.has(amount.value - 1)
          ? amount.value - 1
          : undefined;
      if (figure === undefined) continue;
      const verdict = judge(
        versions,
        (v) => tableFigures(v).includes(figure),
        () => undefined,
        date,
        today,
        historical,
      );
      if (verdict.ok) continue;
      if (verdict.reason === 'not-yet') {
        notYet.push(amount.raw);
        from = verdict.from;
      } else stale.push(amount.raw);
    }
    const current = versionOn(versions, today);
    if (notYet.length > 0) {
      out.push(
        problem(
          'transfer-duty',
          unit,
          `quotes ${[...new Set(notYet)].join(', ')} from the transfer duty table in force from ${formatDay(from)}, after the article's date ${formatDay(date)}: set reviewed_at`,
        ),
      );
    }
    if (stale.length > 0) {
      out.push(
        problem(
          'transfer-duty',
          unit,
          `quotes ${[...new Set(stale)].join(', ')} from an older transfer duty table as current; the table in force from ${formatDay(current?.from ?? today)} starts duty above ${formatRand(current?.exemptUpTo ?? 0)}`,
        ),
      );
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Deeds Office fees

function deedsFigures(version: DeedsVersion): Set<number> {
  return new Set([
    version.lodgementFeePerDeed,
    ...version.transfer.map((b) => b.fee),
    ...version.bond.map((b) => b.fee),
  ]);
}

/** The value a fee applies to: the upper end of a range ("R1,000,001 to R2,000,000"), else the only value. */
function feeBase(values: readonly Amount[], text: string): number | undefined {
  if (values.length === 1) return values[0]?.value;
  if (values.length === 2 && /\bto\b|–|-|\band\b/.test(text.slice(values[0]?.index ?? 0, values[1]?.index ?? 0))) {
    return values[1]?.value;
  }
  return undefined;
}

function deedsOfficeFees({ facts, units, date, today }: CheckContext): FactProblem[] {
  const versions = facts.deedsOfficeFees.versions;
  const out: FactProblem[] = [];
  for (const unit of units) {
    const context = `${unit.text} ${unit.header ?? ''} ${unit.heading}`;
    const lodgement = /\blodgement fee\b/i.test(unit.text);
    if (!/deeds (?:office|registry)/i.test(context) && !lodgement) continue;
    if (!/\bfees?\b|\btariffs?\b|\bcharges?\b|\bcosts?\b/i.test(context)) continue;
    const amounts = randsIn(unit.text);
    // In a sentence that also names other costs, only amounts right after "Deeds Office" count.
    const otherCosts = unit.kind === 'sentence' && /attorney|conveyanc|transfer duty|initiation/i.test(unit.text);
    const fees = amounts.filter(
      (a) =>
        a.value < 20_000 &&
        (!otherCosts ||
          /deeds (?:office|registry)[^.;]{0,40}$/i.test(unit.text.slice(Math.max(0, a.index - 50), a.index))),
    );
    const values = amounts.filter((a) => a.value >= 100_000);
    const historical = OLD_MARKER.test(unit.text);
    for (const fee of fees) {
      const isLodgement = lodgement && /lodgement/i.test(unit.text.slice(Math.max(0, fee.index - 40), fee.index));
      const matches = (v: DeedsVersion) =>
        isLodgement ? v.lodgementFeePerDeed === fee.value : deedsFigures(v).has(fee.value);
      const current = versionOn(versions, today);
      if (current && !matches(current) && !historical) {
        out.push(
          problem(
            'deeds-office-fees',
            unit,
            `quotes ${fee.raw} as a Deeds Office ${isLodgement ? 'lodgement ' : ''}fee, which is not a fee of the Schedule of Fees of Office in force from ${formatDay(current.from ?? today)}`,
          ),
        );
        continue;
      }
      const verdict = judge(versions, matches, () => undefined, date, today, historical);
      if (!verdict.ok) {
        out.push(
          problem(
            'deeds-office-fees',
            unit,
            verdict.reason === 'not-covered' || verdict.reason === 'not-yet'
              ? `quotes ${fee.raw} as a Deeds Office fee, but the schedule the reference holds applies from ${formatDay(versions[0]?.from ?? today)}, after the article's date ${formatDay(date)}: set reviewed_at`
              : explain(verdict, 'Deeds Office fee', fee.raw, date),
          ),
        );
        continue;
      }
      const base = feeBase(values, unit.text);
      if (base === undefined || isLodgement || historical) continue;
      const version = versionOn(versions, date);
      if (!version) continue;
      const bond = bandFee(version.bond, base);
      const transfer = bandFee(version.transfer, base);
      const saysBond = /\bbond\b/i.test(context);
      const saysTransfer = /\btransfer\b/i.test(context) && !saysBond;
      const expected = saysBond ? [bond] : saysTransfer ? [transfer] : [bond, transfer];
      if (expected.every((e) => e === undefined)) {
        out.push(
          problem(
            'deeds-office-fees',
            unit,
            `quotes a Deeds Office fee for ${formatRand(base)}, beyond the bands the reference could verify: leave it out or check the schedule`,
          ),
        );
      } else if (!expected.includes(fee.value)) {
        out.push(
          problem(
            'deeds-office-fees',
            unit,
            `gives ${fee.raw} as the Deeds Office ${saysBond ? 'bond ' : saysTransfer ? 'transfer ' : ''}fee for ${formatRand(base)}; the schedule in force from ${formatDay(version.from ?? date)} gives ${expected
              .filter((e) => e !== undefined)
              .map((e) => formatRand(e ?? 0))
              .join(' or ')}`,
          ),
        );
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// First Home Finance

const TOLERANCE_RAND = 1_000;

function firstHomeFinance({ facts, units, date, today }: CheckContext): FactProblem[] {
  const { subsidy, incomeBand } = facts.firstHomeFinance;
  const out: FactProblem[] = [];
  for (const unit of units) {
    const context = `${unit.text} ${unit.heading}`;
    if (!/\bsubsid|First Home Finance|\bFLISP\b/i.test(context)) continue;
    const historical = OLD_MARKER.test(unit.text);
    const holds = (matches: (v: SubsidyVersion) => boolean) =>
      judge(subsidy, matches, () => undefined, date, today, historical).ok;
    const refuse = (quoted: string) => {
      const now = versionOn(subsidy, today);
      out.push(
        problem(
          'first-home-finance',
          unit,
          `gives the First Home Finance subsidy as ${quoted}; since ${formatDay(now?.from ?? today)} it is about ${formatRand(now?.min ?? 0)} to about ${formatRand(now?.max ?? 0)}`,
        ),
      );
    };
    const inRange = (v: SubsidyVersion, value: number) =>
      value >= v.min - TOLERANCE_RAND && value <= Math.max(v.max, v.maxAlsoPublished ?? 0) + TOLERANCE_RAND;
    // Subsidy amounts: R20,000 to R200,000, never an income (a figure followed by "a month").
    for (const amount of randsIn(unit.text)) {
      const after = unit.text.slice(amount.index + amount.raw.length, amount.index + amount.raw.length + 16);
      if (amount.value < 20_000 || amount.value > 200_000 || /^\s*(?:a|per) month/i.test(after)) continue;
      if (!holds((v) => inRange(v, amount.value))) refuse(amount.raw);
    }
    // A quoted range "R{a} to R{b}" must match the range in force (or the income band).
    for (const m of unit.text.matchAll(new RegExp(`${RAND_PATTERN}\\s*(?:to|and|-|–)\\s*${RAND_PATTERN}`, 'gi'))) {
      const low = randOf(m[1], m[2], m[3]);
      const high = randOf(m[4], m[5], m[6]);
      if (high <= 30_000) {
        if (low !== incomeBand.min || high !== incomeBand.max) {
          out.push(
            problem(
              'first-home-finance',
              unit,
              `gives the First Home Finance income band as ${formatRand(low)} to ${formatRand(high)}; it is ${formatRand(incomeBand.min)} to ${formatRand(incomeBand.max)} gross a month`,
            ),
          );
        }
      } else if (
        high <= 250_000 &&
        !holds((v) => Math.abs(low - v.min) <= TOLERANCE_RAND && inRange(v, high) && high >= v.max - TOLERANCE_RAND * 2)
      ) {
        refuse(`${formatRand(low)} to ${formatRand(high)}`);
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Single amounts: tax limits, credit costs, cooling-off

interface AmountRule {
  key: AmountKey;
  check: CheckId;
  when: RegExp;
  also?: RegExp;
  unless?: RegExp;
  range: [number, number];
}

const AMOUNT_RULES: readonly AmountRule[] = [
  {
    key: 'taxFreeSavingsAnnual',
    check: 'tax-limits',
    when: /tax[- ]free (?:savings|investment)/i,
    range: [10_000, 100_000],
  },
  {
    key: 'taxFreeSavingsLifetime',
    check: 'tax-limits',
    when: /tax[- ]free (?:savings|investment)/i,
    also: /lifetime/i,
    range: [200_000, 2_000_000],
  },
  {
    key: 'retirementDeductionCap',
    check: 'tax-limits',
    when: /retirement|pension|provident|annuit/i,
    also: /deduct/i,
    range: [200_000, 2_000_000],
  },
  {
    key: 'primaryResidenceExclusion',
    check: 'tax-limits',
    when: /primary[- ]residence/i,
    range: [1_000_000, 10_000_000],
  },
  {
    key: 'cgtAnnualExclusion',
    check: 'tax-limits',
    when: /capital gains/i,
    also: /annual exclusion/i,
    range: [10_000, 200_000],
  },
  {
    key: 'donationsTaxExemptionIndividual',
    check: 'tax-limits',
    when: /donat/i,
    also: /exempt|without donations tax|free of donations tax|tax-free/i,
    unless: /\bcompan|\bentit|\btrusts?\b/i,
    range: [20_001, 1_000_000],
  },
  { key: 'initiationFeeCap', check: 'credit-costs', when: /initiation fee/i, range: [1_000, 20_000] },
  { key: 'serviceFeeCap', check: 'credit-costs', when: /service fee/i, range: [10, 500] },
  { key: 'coolingOffMaxPrice', check: 'cooling-off', when: /cooling[- ]off/i, range: [50_000, 5_000_000] },
];

function amountMatches(value: number) {
  return (version: AmountFact['versions'][number]) =>
    version.value === value ||
    (version.withVat !== undefined &&
      (version.withVat === value || Math.abs(Math.round(version.withVat) - value) < 1e-9));
}

function singleAmounts({ facts, units, date, today }: CheckContext): FactProblem[] {
  const out: FactProblem[] = [];
  for (const unit of units) {
    for (const rule of AMOUNT_RULES) {
      if (!rule.when.test(unit.text) || (rule.also && !rule.also.test(unit.text)) || rule.unless?.test(unit.text))
        continue;
      const fact = facts.amounts[rule.key];
      const historical = OLD_MARKER.test(unit.text) || /\bfrom R[\d,. ]+(?:million|m)? to R/i.test(unit.text);
      for (const amount of randsIn(unit.text)) {
        if (amount.value < rule.range[0] || amount.value > rule.range[1]) continue;
        // "from R36,000 to R46,000": the first figure is the old one.
        const isOld = /\bfrom\s*$/i.test(unit.text.slice(Math.max(0, amount.index - 6), amount.index));
        const verdict = judge(
          fact.versions,
          amountMatches(amount.value),
          (v) => v.value,
          date,
          today,
          historical || isOld,
        );
        if (!verdict.ok) out.push(problem(rule.check, unit, explain(verdict, fact.title, amount.raw, date)));
      }
    }
    // Interest exemption: R23,800 under 65, R34,500 at 65 or older.
    if (/interest exemption|interest[^.]{0,40}\bexempt/i.test(unit.text)) {
      const allowed = [facts.amounts.interestExemptionUnder65, facts.amounts.interestExemption65Plus];
      for (const amount of randsIn(unit.text)) {
        if (amount.value < 5_000 || amount.value > 100_000) continue;
        if (!allowed.some((fact) => versionOn(fact.versions, today)?.value === amount.value)) {
          out.push(
            problem(
              'tax-limits',
              unit,
              `quotes ${amount.raw} as the interest exemption; the reference gives ${allowed
                .map((f) => formatRand(versionOn(f.versions, today)?.value ?? 0))
                .join(' (under 65) and ')} (65 or older)`,
            ),
          );
        }
      }
    }
    // VAT rate: "15% VAT", "VAT at 15%", "VAT rate of 15%".
    for (const m of unit.text.matchAll(
      /(\d{1,2}(?:\.\d)?)\s?% VAT\b|\bVAT (?:rate )?(?:of|at|is) (\d{1,2}(?:\.\d)?)\s?%/gi,
    )) {
      const value = Number(m[1] ?? m[2]);
      const verdict = judge(
        facts.amounts.vatRate.versions,
        (v) => v.value === value,
        (v) => v.value,
        date,
        today,
        OLD_MARKER.test(unit.text),
      );
      if (!verdict.ok)
        out.push(problem('vat-rate', unit, explain(verdict, 'VAT rate', `${value}%`, date, formatPercent)));
    }
    // Bond cancellation notice: 90 days (three months).
    if (/notice/i.test(unit.text) && /cancel|settle/i.test(unit.text) && /\bbond|home loan/i.test(unit.text)) {
      const notice = facts.amounts.bondCancellationNotice.versions.at(-1)?.value;
      for (const m of unit.text.matchAll(/\b(\d{2,3})\s?days?\b/gi)) {
        if (Number(m[1]) !== notice) {
          out.push(
            problem(
              'credit-costs',
              unit,
              `gives ${m[0]} as the bond cancellation notice; the National Credit Act sets ${notice} days`,
            ),
          );
        }
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Sheriff's commission

function salePrice(unit: TextUnit): number | undefined {
  if (unit.kind === 'row') {
    const row = unit.block
      .split('\n')
      .find((r) => /^\s*(?:purchase |sale |auction )?price\b|knocked down|bid\b/i.test(r));
    const amount = row ? randsIn(row)[0] : undefined;
    if (amount) return amount.value;
  }
  for (const text of [unit.kind === 'sentence' ? unit.text : '', unit.before]) {
    const sold = /\b(?:for|at a price of|price of)\s+(R\s?[\d ,.]+(?:\s?(?:million|m)\b)?)/i.exec(text);
    const amount = sold ? randsIn(sold[1] ?? '')[0] : undefined;
    if (amount && amount.value >= 100_000) return amount.value;
  }
  return undefined;
}

function sheriffCheck({ facts, units }: CheckContext): FactProblem[] {
  const tariff = facts.sheriffCommission;
  const rates = new Set(tariff.tiers.map((t) => Math.round(t.rate * 1000) / 10));
  const vat = facts.amounts.vatRate.versions.at(-1)?.value ?? 15;
  const out: FactProblem[] = [];
  for (const unit of units) {
    if (!/commission/i.test(unit.text) || !/sheriff/i.test(`${unit.text} ${unit.block} ${unit.before} ${unit.heading}`))
      continue;
    for (const p of percentsIn(unit.text)) {
      const allowed = rates.has(p.value) || p.value === vat || (p.value === 10 && /deposit/i.test(unit.text));
      if (!allowed) {
        out.push(
          problem(
            'sheriff-commission',
            unit,
            `charges the Sheriff's commission at ${p.raw}; the tariff is 6% of the first R100,000, 3.5% up to R400,000 and 1.5% on the rest, at most ${formatRand(tariff.max)} plus VAT`,
          ),
        );
      }
    }
    // A worked figure: the commission against the sale price (a "price" row of the same table, or the
    // amount the sentence or its lead-in says the home sold "for").
    const commission = randsIn(unit.text).filter((a) => a.value < 100_000);
    if (commission.length !== 1) continue;
    const price = salePrice(unit);
    if (price === undefined) continue;
    const base = sheriffCommission(tariff, price);
    const withVat = Math.round(base * (1 + vat / 100) * 100) / 100;
    const quoted = commission[0]?.value ?? 0;
    if (Math.abs(quoted - base) > 1 && Math.abs(quoted - withVat) > 1) {
      out.push(
        problem(
          'sheriff-commission',
          unit,
          `gives the Sheriff's commission on ${formatRand(price)} as ${formatRand(quoted)}; the tariff gives ${formatRand(base)} plus VAT (${formatRand(withVat)})`,
        ),
      );
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

const RUNNERS: ReadonlyArray<(context: CheckContext) => FactProblem[]> = [
  timeOfWriting,
  articleDates,
  policyRates,
  inflationTarget,
  transferDutyCheck,
  deedsOfficeFees,
  firstHomeFinance,
  singleAmounts,
  sheriffCheck,
  eSignatures,
  notAdviceNote,
  contactDetails,
  marketingClaims,
];

/** Every problem of one text against the reference, in line order. */
export function checkFacts(context: CheckContext): FactProblem[] {
  return RUNNERS.flatMap((run) => run(context)).sort((a, b) => a.line - b.line);
}
