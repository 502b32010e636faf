import type { InsightsTotals } from '@hl/shared/insights';
import { site } from '@hl/shared/site';
import type { AlertReport, DigestReport } from '../../reports/reports.ts';
import { SAST_OFFSET_MS } from '../../sast.ts';
import { receivedAt } from './common.ts';
import type { Block, EmailContent } from './render.ts';

/** Where the staff's messages point: the insights page (and the week's view of it). */
export interface StaffLinks {
  insights: string;
}

const count = (n: number) => new Intl.NumberFormat('en-ZA', { maximumFractionDigits: 0 }).format(n);
const share = (n: number) => new Intl.NumberFormat('en-ZA', { style: 'percent', maximumFractionDigits: 1 }).format(n);

/** "120 (last week 100, +20%)": a figure against the week before. */
function against(current: number, previous: number, format = count): string {
  const change =
    previous === 0
      ? ''
      : `, ${current >= previous ? '+' : '−'}${Math.round((Math.abs(current - previous) / previous) * 100)}%`;
  return `${format(current)} (the week before ${format(previous)}${change})`;
}

/** A South African date: 23 November 2026. */
const day = (iso: string, shiftMs = 0) =>
  new Intl.DateTimeFormat('en-ZA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.parse(iso) + SAST_OFFSET_MS + shiftMs),
  );

const footer = (links: StaffLinks): Block[] => [
  {
    p: [
      `Sent by the ${site.brandName} website to the staff accounts that chose the weekly digest; an admin changes that on `,
      { href: `${links.insights}/staff` },
      '.',
    ],
  },
];

/** The weekly digest: the week's visits, leads by type and source, top articles and calculators, the funnel. */
export function staffDigest(report: DigestReport, links: StaffLinks): EmailContent {
  const totals = (key: keyof InsightsTotals, format = count) =>
    against(report.totals.current[key], report.totals.previous[key], format);
  const types = [...new Set([...Object.keys(report.leads.current), ...Object.keys(report.leads.previous)])].sort();
  const leadsNow = Object.values(report.leads.current).reduce((a, b) => a + b, 0);
  const leadsBefore = Object.values(report.leads.previous).reduce((a, b) => a + b, 0);
  const period = `${day(report.from)} to ${day(report.to, -1)}`;
  return {
    subject: `${site.brandName} weekly digest: ${count(leadsNow)} leads, ${count(report.totals.current.visits)} visits (${period})`,
    blocks: [
      { p: [`The website’s week from ${period}, against the week before.`] },
      {
        rows: [
          ['Visits', totals('visits')],
          ['Visitors', totals('visitors')],
          ['Page views', totals('pageViews')],
          ['Bounce rate', totals('bounceRate', share)],
          ['Leads', against(leadsNow, leadsBefore)],
          ...types.map((t): [string, string] => [
            `  ${t}`,
            against(report.leads.current[t] ?? 0, report.leads.previous[t] ?? 0),
          ]),
          ['Spam, left out', count(report.leads.spam)],
        ],
      },
      { p: ['Where the leads came from:'] },
      report.sources.length
        ? { rows: report.sources.map((s): [string, string] => [s.source, count(s.leads)]) }
        : { p: ['No leads this week.'] },
      { p: ['Most opened articles:'] },
      report.articles.length
        ? { rows: report.articles.map((a): [string, string] => [a.title, `${count(a.opens)} opens`]) }
        : { p: ['None opened.'] },
      { p: ['Calculators used:'] },
      report.calculators.length
        ? { rows: report.calculators.map((c): [string, string] => [c.calculator, `${count(c.uses)} uses`]) }
        : { p: ['None used.'] },
      { p: ['The funnel, visits at each step:'] },
      { rows: report.funnel.map((f): [string, string] => [f.label, against(f.current, f.previous)]) },
      { button: { href: links.insights, label: 'Open the insights page' } },
    ],
    footer: footer(links),
  };
}

const ALERT_SUBJECT: Record<AlertReport['kind'], string> = {
  'no-lead': 'no lead has come in',
  'lead-posts': 'lead forms are failing',
  'team-mail': 'lead e-mails to the team are not going out',
};

/** An alert: what is wrong, since when, and where to look. */
export function staffAlert(report: AlertReport, links: StaffLinks): EmailContent {
  const what =
    report.kind === 'no-lead'
      ? `No lead has been stored since ${receivedAt(report.since)}: ${count(report.businessHours)} business hours or more. The forms may be broken, or the site unreachable: try one.`
      : report.kind === 'lead-posts'
        ? `The website could not store ${count(report.failures)} lead form posts in the last ${report.minutes} minutes (it answered with an error, so visitors were told to try again). The database or the server may be in trouble.`
        : report.state === 'dead'
          ? `A lead’s e-mail to the broker team was given up on (since ${receivedAt(report.since)}): the mail relay refuses it. The lead is stored: read it on the insights page, and check the outbox.`
          : `A lead’s e-mail to the broker team has been waiting since ${receivedAt(report.since)}: the mail relay does not take it. The lead is stored: read it on the insights page.`;
  return {
    subject: `${site.brandName} alert: ${ALERT_SUBJECT[report.kind]}`,
    blocks: [{ p: [what] }, { button: { href: links.insights, label: 'Open the insights page' } }],
    footer: [{ p: [`Sent by the ${site.brandName} website to ALERTS_TO, once for each thing that went wrong.`] }],
  };
}
