import { formatDay } from './format.ts';
import { MPC_SCHEDULE } from './policy-rate.ts';
import { ALL_FIGURES } from './registry.ts';
import type { Figure, IsoDay } from './types.ts';

/** A figure that must be checked against its source again: what the broker's staff should do. */
export interface ConfirmationDue {
  /** The figure's name ('prime'). */
  figure: string;
  lastConfirmed: IsoDay;
  /** One readable line: 'prime last confirmed 29 May 2026; the Reserve Bank has met since (…)'. */
  text: string;
}

/** '23 July, 23 September and 19 November 2026': the year once when every day shares it. */
const listDays = (days: readonly IsoDay[]) => {
  const oneYear = days.every((day) => day.slice(0, 4) === days[0]?.slice(0, 4));
  const names = days.map((day, index) =>
    oneYear && index < days.length - 1 ? formatDay(day).replace(/ \d{4}$/, '') : formatDay(day),
  );
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
};

/** The latest day on or before `today` that is the first of `month` (1-12). */
function lastStartOfMonth(month: number, today: IsoDay): IsoDay {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${String(month).padStart(2, '0')}-01`;
  return thisYear <= today ? thisYear : `${year - 1}-${String(month).padStart(2, '0')}-01`;
}

function dueItem(figure: Figure<unknown>, today: IsoDay, schedule: readonly IsoDay[]): ConfirmationDue | undefined {
  const rule = figure.confirmAgain;
  const head = `${figure.name} last confirmed ${formatDay(figure.lastConfirmed)}`;
  const item = (reason: string) => ({
    figure: figure.name,
    lastConfirmed: figure.lastConfirmed,
    text: `${head}; ${reason}`,
  });
  switch (rule.kind) {
    case 'replaced':
      return undefined;
    case 'mpc': {
      const since = schedule.filter((day) => day > figure.lastConfirmed && day <= today);
      return since.length > 0 ? item(`the Reserve Bank has met since (${listDays(since)})`) : undefined;
    }
    case 'yearly': {
      const checkpoint = lastStartOfMonth(rule.month, today);
      return figure.lastConfirmed < checkpoint
        ? item(`it is confirmed ${rule.when}, and has not been since ${formatDay(checkpoint)}`)
        : undefined;
    }
  }
}

/**
 * What is due for confirmation on `today` (YYYY-MM-DD), oldest first: each figure whose rule has
 * come round since it was last confirmed, and the Reserve Bank's meeting dates themselves once the
 * last one listed has passed.
 */
export function dueForConfirmation(
  today: IsoDay,
  figures: readonly Figure<unknown>[] = ALL_FIGURES,
  schedule: readonly IsoDay[] = MPC_SCHEDULE.days,
): ConfirmationDue[] {
  const due = figures.flatMap((figure) => dueItem(figure, today, schedule) ?? []);
  // Not schedule.at(-1): iOS Safari 15.0, which the site supports, lacks it.
  const lastMeeting = schedule[schedule.length - 1];
  if (lastMeeting === undefined || lastMeeting < today) {
    const year = lastMeeting ? Number(lastMeeting.slice(0, 4)) + 1 : Number(today.slice(0, 4));
    due.push({
      figure: 'the Reserve Bank’s meeting dates',
      lastConfirmed: lastMeeting ?? today,
      text: `the Reserve Bank’s meeting dates: none listed after ${lastMeeting ? formatDay(lastMeeting) : 'today'}; add the ${year} dates from its published schedule`,
    });
  }
  return due.sort((a, b) => a.lastConfirmed.localeCompare(b.lastConfirmed));
}
