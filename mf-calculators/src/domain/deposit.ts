import { isFiniteNumber, isPositive, type NumericInput, roundCents, toCents } from '@hl/shared/finance';
import { DEFAULT_CURRENT_SAVINGS, DEPOSIT_SHARE } from './constants.ts';

export interface DepositInput {
  /** Purchase price, rand. */
  propertyValue: NumericInput;
  /** Saved so far, rand; blank, negative or not a number counts as 0 (the default). */
  currentSavings?: NumericInput;
  /** Saved each month, rand; must be positive. */
  monthlySavings: NumericInput;
  /** Target date as an ISO calendar date, yyyy-mm-dd; ignored when blank or not a real date. */
  targetDate?: string | null;
  /** "Today" for the target-date figures; defaults to now. A Date is read in local time. */
  today?: Date | string;
}

export interface DepositResult {
  /** 10% of the property value, rounded to cents. */
  required: number;
  /** max(0, required − current savings). */
  stillNeeded: number;
  /** ceil(stillNeeded / monthlySavings); 0 when nothing is needed. */
  monthsToSave: number;
  /** With a valid target date: monthsToSave ≤ monthsToTarget. */
  targetReached?: boolean;
  /** With a valid target date: whole calendar months from today to it (0 if it is past). */
  monthsToTarget?: number;
  /** With a valid target date: the monthly saving, rounded up to the cent, that reaches it. */
  monthlyNeededForTarget?: number;
}

/** A calendar date without time or zone. */
export interface CalendarDate {
  year: number;
  month: number; // 1–12
  day: number; // 1–31
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses yyyy-mm-dd into a calendar date; null unless it is a real date (2025-02-30 is not). */
export function parseIsoDate(text: string | null | undefined): CalendarDate | null {
  if (typeof text !== 'string') return null;
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function toCalendarDate(value: Date | string | undefined): CalendarDate | null {
  if (typeof value === 'string') return parseIsoDate(value);
  const date = value ?? new Date();
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/**
 * Whole calendar months from `from` to `to`: a month counts once its day-of-month is reached
 * (15 Jan → 15 Jul is 6, → 14 Jul is 5); the last day of a shorter month counts as reached
 * (31 Jan → 28 Feb is 1). Never below 0.
 */
export function wholeMonthsBetween(from: CalendarDate, to: CalendarDate): number {
  let months = (to.year - from.year) * 12 + (to.month - from.month);
  if (to.day < from.day && to.day < daysInMonth(to.year, to.month)) months -= 1;
  return Math.max(0, months);
}

/** ceil(a / b) for positive b, without binary noise pushing an exact quotient up by one. */
function ceilDivide(a: number, b: number): number {
  const quotient = a / b;
  const nearest = Math.round(quotient);
  if (Math.abs(quotient - nearest) <= 1e-9 * Math.max(1, quotient)) return nearest;
  return Math.ceil(quotient);
}

/** Deposit (docs/REQUIREMENTS.md#deposit). */
export function deposit(input: DepositInput): DepositResult {
  const { propertyValue, monthlySavings } = input;
  if (!isPositive(propertyValue) || !isPositive(monthlySavings)) {
    return { required: 0, stillNeeded: 0, monthsToSave: 0 };
  }
  const current =
    isFiniteNumber(input.currentSavings) && input.currentSavings > 0 ? input.currentSavings : DEFAULT_CURRENT_SAVINGS;
  const required = roundCents(propertyValue * DEPOSIT_SHARE);
  const stillNeeded = Math.max(0, roundCents(required - current));
  const monthsToSave = stillNeeded > 0 ? ceilDivide(stillNeeded, monthlySavings) : 0;
  const result: DepositResult = { required, stillNeeded, monthsToSave };

  const target = parseIsoDate(input.targetDate);
  const today = target ? toCalendarDate(input.today) : null;
  if (target && today) {
    const monthsToTarget = wholeMonthsBetween(today, target);
    result.monthsToTarget = monthsToTarget;
    result.targetReached = monthsToSave <= monthsToTarget;
    // With no whole month left, the whole amount is needed now.
    const neededCents = toCents(stillNeeded);
    result.monthlyNeededForTarget = monthsToTarget > 0 ? Math.ceil(neededCents / monthsToTarget) / 100 : stillNeeded;
  }
  return result;
}
