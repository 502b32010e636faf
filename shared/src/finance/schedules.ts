import {
  conveyancingGuideline,
  deedsOfficeFees,
  type FeeBand,
  initiationFeeCap,
  type MarginalBand,
  type SteppedBand,
  serviceFeeCap,
  transferDutyTable,
  vatRate,
} from '../figures/index.ts';
import { isPositive, roundCents } from './numbers.ts';

/** The last item (Array.prototype.at is newer than iOS Safari 15.0, which the site supports). */
const last = <T>(items: readonly T[]): T | undefined => items[items.length - 1];

/** `base + rate × (value − over)` of the band `value` falls in (a band's upper value belongs to it). */
export function applyMarginal(bands: readonly MarginalBand[], value: number): number {
  const band = bands.find((candidate) => value <= candidate.upTo) ?? last(bands);
  return band ? band.base + band.rate * (value - band.over) : 0;
}

/** The fee of the band `amount` falls in, or undefined above the last band. */
export function feeFor(bands: readonly FeeBand[], amount: number): number | undefined {
  return bands.find((band) => amount <= band.upTo)?.fee;
}

/** `amount` plus VAT, to the cent. */
export function withVat(amount: number, vatPercent = vatRate.value): number {
  return roundCents(amount * (1 + vatPercent / 100));
}

/** Transfer duty on a price, to the cent; 0 when the price is not positive. */
export function transferDuty(price: number, table: readonly MarginalBand[] = transferDutyTable.value): number {
  return isPositive(price) ? roundCents(applyMarginal(table, price)) : 0;
}

/** The Deeds Office's fee for registering a transfer at `price`. */
export function deedsOfficeTransferFee(price: number): number {
  return feeFor(deedsOfficeFees.value.transfer, price) ?? 0;
}

/**
 * The Deeds Office's fee for registering a bond of `bond`. Above the bands that could be read the
 * last band's fee stands in, marked as an estimate.
 */
export function deedsOfficeBondFee(bond: number): { fee: number; estimate: boolean } {
  const bands = deedsOfficeFees.value.bond;
  const fee = feeFor(bands, bond);
  return fee === undefined ? { fee: last(bands)?.fee ?? 0, estimate: true } : { fee, estimate: false };
}

/** `base + step` for every `per` rand, or part of it, above `from`. */
function applyStepped(bands: readonly SteppedBand[], value: number): number {
  const band = bands.find((candidate) => value <= candidate.upTo) ?? last(bands);
  if (!band) return 0;
  return band.base + band.step * Math.max(0, Math.ceil((value - band.from) / band.per));
}

/** The conveyancing guideline's fee for a transfer at, or a bond of, `value`, before VAT. */
export function conveyancingFee(value: number): number {
  return isPositive(value) ? applyStepped(conveyancingGuideline.value, value) : 0;
}

/** The highest initiation fee the National Credit Act allows on a bond of `bond`, including VAT. */
export function initiationFee(bond: number): number {
  if (!isPositive(bond)) return 0;
  const { base, share, above, max } = initiationFeeCap.value;
  return withVat(Math.min(max, base + share * Math.max(0, bond - above)));
}

/** The highest monthly service fee the National Credit Act allows, including VAT. */
export function serviceFee(): number {
  return withVat(serviceFeeCap.value);
}
