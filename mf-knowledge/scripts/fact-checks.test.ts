// @vitest-environment node
/**
 * The content checks against the facts reference: for every check, a fixture article that quotes a
 * figure differently fails the build with a problem naming the article file and the figure, and a
 * correct wording of the same fact passes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILLER, writeFixtureArticle } from './article-fixtures.ts';
import {
  type AllowList,
  analyseArticles,
  ContentBuildError,
  type ContentReference,
  compileArticles,
  faqProblems,
  parseAllowList,
  renderIndexModule,
} from './build-content.ts';
import { CHECK_IDS, type CheckId } from './fact-checks.ts';
import {
  FactsError,
  factsProblems,
  loadFacts,
  parseFacts,
  ratesDuring,
  sheriffCommission,
  transferDuty,
  versionOn,
} from './facts.ts';

const FACTS_FILE = fileURLToPath(new URL('../content/facts.yaml', import.meta.url));
const facts = loadFacts(FACTS_FILE);
const TODAY = '2026-11-23';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fact-check-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function reference(overrides: Partial<ContentReference> = {}): ContentReference {
  return { facts, allowList: {}, today: TODAY, ...overrides };
}

/** An article reviewed on `reviewedAt` whose body starts with `text`. */
function article(text: string, reviewedAt: string | null = '2026-11-23', id = '7'): string {
  return writeFixtureArticle(dir, {
    id,
    body: `${text}\n\n${FILLER}`,
    fields: { reviewedAt: reviewedAt ? `"${reviewedAt}T09:00:00"` : null },
  });
}

function problems(check?: CheckId, ref = reference()): string[] {
  return analyseArticles({ articlesDir: dir, reference: ref })
    .problems.filter((p) => !check || p.check === check)
    .map((p) => `${p.file}: ${p.message}`);
}

/** The fixture fails the build with a problem of `check`, naming the file and matching `figure`. */
function expectRefused(file: string, check: CheckId, figure: RegExp, ref = reference()): void {
  const found = problems(check, ref);
  expect(
    found.some((p) => p.startsWith(`${file}: [${check}] `) && figure.test(p)),
    `no ${check} problem matching ${figure} for ${file}:\n${problems(undefined, ref).join('\n')}`,
  ).toBe(true);
  expect(() => compileArticles({ articlesDir: dir, reference: ref })).toThrow(ContentBuildError);
}

function expectAccepted(ref = reference()): void {
  expect(problems(undefined, ref)).toEqual([]);
}

// ---------------------------------------------------------------------------------------------

describe('the facts reference (content/facts.yaml)', () => {
  it('parses and keeps its own rules: continuous duty bands, rising fee bands, prime = repo + 3.5, cited sources', () => {
    expect(factsProblems(facts)).toEqual([]);
  });

  it('reproduces the published figures', () => {
    const duty = versionOn(facts.transferDuty.versions, TODAY);
    if (!duty) throw new Error('no transfer duty table in force');
    expect(transferDuty(duty, 1_210_000)).toBe(0);
    expect(transferDuty(duty, 1_800_000)).toBe(21_786);
    expect(transferDuty(duty, 3_500_000)).toBe(162_356);
    expect(sheriffCommission(facts.sheriffCommission, 1_050_000)).toBe(26_250);
    expect(sheriffCommission(facts.sheriffCommission, 5_000_000)).toBe(40_000);
    const [after] = ratesDuring(facts.policyRate, '2025-11-21', '2025-11-21');
    expect(after).toMatchObject({ repo: 6.75, prime: 10.25 });
    expect(ratesDuring(facts.policyRate, '2026-03-27', '2026-04-30')).toEqual([]);
  });

  it('refuses a table whose bands do not join up, naming the band', () => {
    const broken = readFileSync(FACTS_FILE, 'utf8').replace('base: 13614, rate: 0.06', 'base: 13000, rate: 0.06');
    expect(() => parseFacts(broken)).toThrow(FactsError);
    expect(() => parseFacts(broken)).toThrow(/band above 1663800 has base 13000, the table gives 13614/);
  });

  it('refuses a decision whose prime is not repo + 3.5 and a source it does not define', () => {
    const broken = readFileSync(FACTS_FILE, 'utf8')
      .replace(/(announced: "2026-01-29",\s+repo: 6\.75,\s+prime: )10\.25/, (_, head: string) => `${head}10.5`)
      .replace('sources: [sars-transfer-duty-2025]', 'sources: [no-such-source]');
    expect(() => parseFacts(broken)).toThrow(/policyRate 2026-01-29: prime 10.5 is not repo 6.75 \+ 3.5/);
    expect(() => parseFacts(broken)).toThrow(/unknown source "no-such-source"/);
  });

  it('refuses an unknown field, naming its path', () => {
    expect(() => parseFacts(readFileSync(FACTS_FILE, 'utf8').replace('checkedOn:', 'checkedOnn:'))).toThrow(
      /checkedOnn/,
    );
  });
});

describe('reviewed-at', () => {
  it('refuses an article without reviewed_at', () => {
    const file = article('A plain paragraph.', null);
    expectRefused(file, 'reviewed-at', /field "reviewedAt" is missing/);
  });

  it('refuses reviewed_at before published_at or after today', () => {
    const early = article('A plain paragraph.', '2024-01-01', '7');
    const late = article('A plain paragraph.', '2026-12-01', '8');
    expectRefused(early, 'reviewed-at', /reviewedAt 2024-01-01T09:00:00 is before publishedAt/);
    expectRefused(late, 'reviewed-at', /reviewedAt 2026-12-01T09:00:00 is after today/);
  });

  it('publishes reviewed_at in the article index for the reader', () => {
    article('A plain paragraph.');
    const articles = compileArticles({ articlesDir: dir, reference: reference() });
    expect(renderIndexModule(articles)).toContain('reviewed_at: "2026-11-23T09:00:00"');
  });
});

describe('time-of-writing and article-dates', () => {
  it('refuses "at the time of writing"', () => {
    const file = article('At the time of writing, a home inspection costs about R5,000.');
    expectRefused(file, 'time-of-writing', /says "at the time of writing".*R5,000/);
  });

  it('refuses a date later than the article’s own date', () => {
    const file = article('The repo rate was cut on 20 November 2025.', '2025-06-01');
    expectRefused(file, 'article-dates', /refers to 20 November 2025, after the article's own date 1 June 2025/);
  });
});

describe('policy-rates', () => {
  it('refuses a rate that does not match the rate in force on the date given', () => {
    const file = article("After the Reserve Bank's decision of 29 January 2026, prime was 11.25%.");
    expectRefused(file, 'policy-rates', /prime at 11\.25% for 29 January 2026; the reference gives 10\.25%/);
  });

  it('refuses a rate quoted without a date', () => {
    const file = article('On a R1,500,000 bond over 20 years, with prime at 11.00%, the repayment is R15,482.83.');
    expectRefused(file, 'policy-rates', /quotes prime at 11% without a date/);
  });

  it('refuses a rate presented as today’s beyond the verified decisions', () => {
    const file = article('Prime has been 10.25% since 20 November 2025.');
    expectRefused(
      file,
      'policy-rates',
      /presents prime at 10\.25% as the rate today, but the reference verifies rates only up to 26 March 2026/,
    );
  });

  it('reads a rate in the present tense as today’s, even with a date', () => {
    const file = article(
      "After the Reserve Bank's decision of 29 January 2026, the repo rate is 6.75% and prime 10.25%.",
    );
    expectRefused(file, 'policy-rates', /presents the repo rate at 6\.75% as the rate today/);
    expectRefused(file, 'policy-rates', /presents prime at 10\.25% as the rate today/);
  });

  it('refuses a "since" claim the history contradicts (within the verified decisions)', () => {
    const file = article('Prime has been 10.25% since 1 September 2025.', '2026-02-10');
    expectRefused(
      file,
      'policy-rates',
      /quotes prime at 10\.25% as current since 1 September 2025; the reference gives 10\.5%, then 10\.25%/,
      reference({ today: '2026-02-10' }),
    );
  });

  it('accepts dated rates, rate histories and what-ifs', () => {
    article(
      [
        "After the Reserve Bank's decision of 29 January 2026, the repo rate was 6.75% and prime 10.25%.",
        'Between late 2021 and mid-2023, prime rose from 7.00% to 11.75%.',
        'If prime rose to 12%, the repayment would go up.',
        'Banks offer rates such as prime minus 0.5% or prime plus 1%.',
      ].join(' '),
    );
    expectAccepted();
    rmSync(join(dir, '7-article-number-7.md'));
    article('Prime has been 10.25% since 20 November 2025.', '2026-02-10');
    expectAccepted(reference({ today: '2026-02-10' }));
  });
});

describe('inflation-target', () => {
  it('refuses the 3-6% range as current', () => {
    const file = article('The Reserve Bank targets consumer inflation within a range of 3 to 6 percent.');
    expectRefused(file, 'inflation-target', /describes the 3-6% inflation target range as current/);
  });

  it('refuses the 3% target in an article dated before it was announced', () => {
    const file = article('The inflation target is 3%, with a tolerance band of one percentage point.', '2025-06-01');
    expectRefused(
      file,
      'inflation-target',
      /3% inflation target, announced on 12 November 2025, after the article's date 1 June 2025/,
    );
  });

  it('accepts the current target and the old range marked as old', () => {
    article(
      'Since 12 November 2025 the inflation target has been 3%, with a tolerance band of one percentage point either side. It replaced the previous target range of 3 to 6 percent.',
    );
    expectAccepted();
  });
});

describe('transfer-duty', () => {
  it('refuses a duty figure that does not match the table in force', () => {
    const file = article('On a R1,800,000 home the transfer duty is R19,000.');
    expectRefused(file, 'transfer-duty', /transfer duty on R1,800,000 as R19,000/);
  });

  it('refuses the old exemption threshold as current', () => {
    const file = article('Homes up to R1,100,000 pay no transfer duty.');
    expectRefused(file, 'transfer-duty', /R1,100,000 from an older transfer duty table as current/);
  });

  it('refuses the 2025 table in an article dated before 1 April 2025', () => {
    const file = article('A R1,800,000 home pays R21,786 in transfer duty.', '2024-12-01');
    expectRefused(file, 'transfer-duty', /R21,786, which applies only from 1 April 2025/);
  });

  it('checks duty tables row by row and accepts the current figures', () => {
    const file = article('| Price | Transfer duty |\n|---|---|\n| R1,500,000 | R9,000 |');
    expectRefused(file, 'transfer-duty', /transfer duty on R1,500,000 as R9,000/);
    rmSync(join(dir, file));
    article(
      'Homes up to R1,210,000 pay no transfer duty; a R1,800,000 home pays R21,786. Until 31 March 2025 the old table exempted homes up to R1,100,000.\n\n| Price | Transfer duty |\n|---|---|\n| R1,500,000 | R8,700 |',
    );
    expectAccepted();
  });
});

describe('deeds-office-fees', () => {
  it('refuses a fee that is not the band’s fee of the schedule in force', () => {
    const file = article('The Deeds Office fee to register a bond of R1,500,000 is R2,767.');
    expectRefused(
      file,
      'deeds-office-fees',
      /gives R2,767 as the Deeds Office bond fee for R1,500,000; .* gives R1,646/,
    );
  });

  it('refuses a figure the schedule does not have (the old three-band guide)', () => {
    const file = article(
      '| Bond amount | Deeds Office bond fee |\n|---|---|\n| R500,000 to just under R1,000,000 | R1,679 |',
    );
    expectRefused(
      file,
      'deeds-office-fees',
      /R1,679 as a Deeds Office fee, which is not a fee of the Schedule of Fees of Office/,
    );
  });

  it('refuses a wrong lodgement fee and schedule figures in an article dated before the schedule', () => {
    const lodgement = article('The Deeds Office charges a lodgement fee of R100 per deed.', '2026-11-23', '7');
    const old = article('The Deeds Office charges R1,646 to register a bond of R1,500,000.', '2025-02-01', '8');
    expectRefused(lodgement, 'deeds-office-fees', /R100 as a Deeds Office lodgement fee/);
    expectRefused(
      old,
      'deeds-office-fees',
      /R1,646 as a Deeds Office fee, but the schedule the reference holds applies from 1 April 2025/,
    );
  });

  it('accepts the schedule in force', () => {
    article(
      'The Deeds Office charges R1,646 to register a bond of R1,500,000, plus a lodgement fee of R50 per deed.\n\n| Bond amount | Deeds Office fee |\n|---|---|\n| R1,000,001 to R2,000,000 | R1,646 |',
    );
    expectAccepted();
  });
});

describe('first-home-finance', () => {
  it('refuses the old subsidy range', () => {
    const file = article('First Home Finance pays a once-off subsidy of R30,000 to R130,000.');
    expectRefused(
      file,
      'first-home-finance',
      /subsidy as R30,000 to R130,000; since 1 April 2023 it is about R38,911 to about R169,625/,
    );
  });

  it('refuses a wrong income band', () => {
    const file = article('First Home Finance is for households earning R3,501 to R15,000 a month.');
    expectRefused(file, 'first-home-finance', /income band as R3,501 to R15,000; it is R3,501 to R22,000/);
  });

  it('accepts the NHFC figures', () => {
    article(
      'First Home Finance is for households earning R3,501 to R22,000 a month; the subsidy runs from about R38,900 to about R169,000.',
    );
    expectAccepted();
  });
});

describe('tax-limits, credit-costs, cooling-off and vat-rate', () => {
  const cases: Array<[string, CheckId, RegExp]> = [
    [
      'You can put up to R36,000 a year into a tax-free savings account.',
      'tax-limits',
      /tax-free savings .* as R36,000 as current; from 1 March 2026 it is R46,000/,
    ],
    [
      'The R2 million primary-residence exclusion applies to the home you live in.',
      'tax-limits',
      /primary residence as R2 million as current; from 1 March 2026 it is R3,000,000/,
    ],
    [
      'A parent can donate up to R100,000 a year without donations tax.',
      'tax-limits',
      /donations by an individual as R100,000 as current; from 1 March 2026 it is R150,000/,
    ],
    [
      'Retirement annuity contributions are tax-deductible up to R350,000 a year.',
      'tax-limits',
      /retirement-fund contribution deduction .* as R350,000 as current; from 1 March 2026 it is R430,000/,
    ],
    [
      'The capital gains tax annual exclusion is R40,000.',
      'tax-limits',
      /annual exclusion for individuals as R40,000 as current; from 1 March 2026 it is R50,000/,
    ],
    [
      'Individuals under 65 have an interest exemption of R20,000 a year.',
      'tax-limits',
      /R20,000 as the interest exemption; the reference gives R23,800 \(under 65\)/,
    ],
    [
      'The bank’s initiation fee is about R5,700.',
      'credit-costs',
      /initiation fee .* as R5,700; the reference gives R5,250/,
    ],
    ['Banks charge a monthly service fee of R80.', 'credit-costs', /service fee .* as R80/],
    [
      'Give your bank 60 days’ notice before you cancel your bond.',
      'credit-costs',
      /60 days as the bond cancellation notice; the National Credit Act sets 90 days/,
    ],
    ['The cooling-off right applies to purchases of R500,000 or less.', 'cooling-off', /cooling-off .* as R500,000/],
    ['New homes are sold with 15.5% VAT included.', 'vat-rate', /VAT rate as 15\.5%/],
  ];

  it.each(cases)('refuses "%s"', (text, check, figure) => {
    const file = article(text);
    expectRefused(file, check, figure);
  });

  it('refuses a 2026 limit in an article dated before it applied', () => {
    const file = article('You can put up to R46,000 a year into a tax-free savings account.', '2025-06-01');
    expectRefused(
      file,
      'tax-limits',
      /as R46,000, which applies only from 1 March 2026, after the article's date 1 June 2025/,
    );
  });

  it('accepts the figures in force, and an old figure named as the old one', () => {
    article(
      [
        'The tax-free savings limit rose from R36,000 to R46,000 a year on 1 March 2026, and the lifetime limit is R500,000.',
        'The primary-residence exclusion is R3 million.',
        'An individual can donate up to R150,000 a year free of donations tax.',
        'The initiation fee is capped at R6,037.50 including VAT, and the monthly service fee at about R69.',
        'The cooling-off right applies to purchases of R250,000 or less.',
        'Give your bank 90 days’ notice before you cancel your bond.',
        'New homes include 15% VAT.',
      ].join(' '),
    );
    expectAccepted();
  });
});

describe('sheriff-commission', () => {
  it('refuses a commission rate outside the tariff', () => {
    const file = article("At a sheriff's auction the buyer pays commission of 5% plus VAT on the day.");
    expectRefused(file, 'sheriff-commission', /Sheriff's commission at 5%/);
  });

  it('refuses a worked example that does not follow the tariff', () => {
    const file = article(
      "A house is knocked down to you at a sheriff's auction for R1,050,000.\n\n| Item | Amount |\n|---|---|\n| Purchase price | R1,050,000 |\n| Sheriff's commission plus VAT | R60,375 |",
    );
    expectRefused(
      file,
      'sheriff-commission',
      /commission on R1,050,000 as R60,375; the tariff gives R26,250 plus VAT \(R30,187\.50\)/,
    );
  });

  it('accepts the tariff and a worked example that follows it', () => {
    article(
      "The sheriff's commission is 6% of the first R100,000, 3.5% up to R400,000 and 1.5% on the rest, at most R40,000 plus VAT. A house is knocked down to you at a sheriff's auction for R1,050,000.\n\n| Item | Amount |\n|---|---|\n| Purchase price | R1,050,000 |\n| Sheriff's commission plus VAT | R30,187.50 |",
    );
    expectAccepted();
  });
});

describe('e-signatures, not-advice-note, contact-details and marketing-claims', () => {
  const cases: Array<[string, CheckId, RegExp]> = [
    [
      'Electronic signatures are a grey area for the sale of land.',
      'e-signatures',
      /electronically signed sale of land as possibly valid/,
    ],
    [
      'An offer to purchase signed electronically is valid and binding.',
      'e-signatures',
      /Electronic Communications and Transactions Act/,
    ],
    ['This article is general information, not financial advice.', 'not-advice-note', /repeats the not-advice note/],
    ['Call us on 010 500 4400 for help.', 'contact-details', /contact detail "010 500 4400"/],
    [
      'E-mail naledi.khumalo@bondbridge.example for help.',
      'contact-details',
      /contact detail "naledi\.khumalo@bondbridge\.example"/,
    ],
    [
      'We have arranged 10,000+ bonds with a 95% approval rate.',
      'marketing-claims',
      /marketing claim "10,000\+ bonds"/,
    ],
  ];

  it.each(cases)('refuses "%s"', (text, check, figure) => {
    const file = article(text);
    expectRefused(file, check, figure);
  });

  it('accepts the rule stated correctly and ordinary figures', () => {
    article(
      'An offer to purchase signed electronically is not valid: sign the deed of sale in ink. A bond of R1,000,000 at 10.5% over 20 years costs R9,983.80 a month.',
    );
    expectAccepted();
  });
});

describe('the allow-list', () => {
  it('passes over a listed problem, counts it, and still refuses the unlisted ones', () => {
    const listed = article('At the time of writing, a home inspection costs about R5,000.', '2026-11-23', '7');
    const unlisted = article('At the time of writing, a home inspection costs about R5,000.', '2026-11-23', '8');
    const allowList: AllowList = { 'time-of-writing': { '7': 'waiting for review' } };
    const analysis = analyseArticles({ articlesDir: dir, reference: reference({ allowList }) });
    expect(analysis.allowed.map((p) => p.file)).toEqual([listed]);
    expect(analysis.problems.map((p) => p.file)).toEqual([unlisted]);
  });

  it('refuses an entry whose article now passes, and one naming no article', () => {
    article('A plain paragraph.');
    const allowList: AllowList = { 'time-of-writing': { '7': 'fixed since', '99': 'gone' } };
    expect(problems(undefined, reference({ allowList }))).toEqual([
      'allow-list.yaml: time-of-writing: article 7 (7-article-number-7.md) passes this check now: remove it from the allow-list',
      'allow-list.yaml: time-of-writing: no article has id "99"',
    ]);
  });

  it('refuses an unknown check id or an entry without a reason', () => {
    expect(() => parseAllowList('rates:\n  "7": "x"\n')).toThrow(/unknown check "rates"/);
    expect(() => parseAllowList('time-of-writing:\n  "7": ""\n')).toThrow(/must say what is wrong/);
  });

  it('is empty: every published article passes every check', () => {
    expect(parseAllowList(readFileSync(new URL('../content/allow-list.yaml', import.meta.url), 'utf8'))).toEqual({});
  });

  it('names only known checks', () => {
    const ids = Object.keys(
      parseAllowList(readFileSync(new URL('../content/allow-list.yaml', import.meta.url), 'utf8')),
    );
    for (const id of ids) expect(CHECK_IDS).toContain(id);
  });
});

describe('FAQ answers', () => {
  it('are checked like articles, as of today, naming the FAQ', () => {
    const found = faqProblems(
      [
        { id: 'educate-rates', answer: 'Prime is 11.00%, so a R1,000,000 bond costs R10,321.88 a month.' },
        { id: 'educate-ok', answer: 'Homes up to R1,210,000 pay no transfer duty.' },
      ],
      { facts, today: TODAY },
    );
    expect(found.map((p) => `${p.file}: ${p.message}`)).toEqual([
      expect.stringMatching(/^faqs\.ts \(educate-rates\): \[policy-rates\] presents prime at 11% as the rate today/),
    ]);
  });
});
