import {
  ATTORNEY_FEE_BANDS,
  type Band,
  BOND_FIXED_COSTS,
  DEEDS_OFFICE_FEES,
  TRANSFER_DUTY_BANDS,
  VAT_RATE,
} from './constants.ts';
import { isPositive, type NumericInput, roundCents } from './numbers.ts';

export interface TransferInput {
  /** Purchase price, rand. */
  propertyValue: NumericInput;
  /** Bond amount, rand; blank or not positive uses the property value. */
  bondAmount?: NumericInput;
  /** Changes no figure; the UI shows first-time-buyer tips. */
  isFirstTime?: boolean;
}

export interface TransferResult {
  transferDuty: number;
  /** Attorney (conveyancing) fee scale on the property value plus 15% VAT. */
  attorneyFees: number;
  /** Deeds Office fee on the bond amount + 6,038 + 2,200 + 2,200. */
  bondCosts: number;
  /** The three added. */
  total: number;
}

function applyBands(bands: readonly Band[], value: number): number {
  for (const band of bands) {
    if (value <= band.upTo) return band.base + band.rate * (value - band.over);
  }
  return 0; // unreachable: the last band is open-ended
}

/** Transfer duty on a property value, rounded to cents; 0 when the value is not positive. */
export function transferDuty(propertyValue: number): number {
  if (!isPositive(propertyValue)) return 0;
  return roundCents(applyBands(TRANSFER_DUTY_BANDS, propertyValue));
}

/** The attorney fee scale alone (excluding VAT), rounded to cents; 0 when not positive. */
export function attorneyFeesExVat(propertyValue: number): number {
  if (!isPositive(propertyValue)) return 0;
  return roundCents(applyBands(ATTORNEY_FEE_BANDS, propertyValue));
}

/** Attorney fees including 15% VAT, rounded to cents; 0 when the value is not positive. */
export function attorneyFees(propertyValue: number): number {
  return roundCents(attorneyFeesExVat(propertyValue) * (1 + VAT_RATE));
}

/** Deeds Office fee for a bond amount: 800 below 500,000; 1,679 from 500,000; 2,767 from 1,000,000. */
export function deedsOfficeFee(bondAmount: number): number {
  for (const { from, fee } of DEEDS_OFFICE_FEES) {
    if (bondAmount >= from) return fee;
  }
  return DEEDS_OFFICE_FEES[DEEDS_OFFICE_FEES.length - 1]?.fee ?? 0;
}

const FIXED_BOND_COSTS = BOND_FIXED_COSTS.reduce((sum, item) => sum + item, 0);

/** Bond registration costs for a bond amount: Deeds Office fee + 6,038 + 2,200 + 2,200. */
export function bondCosts(bondAmount: number): number {
  return deedsOfficeFee(bondAmount) + FIXED_BOND_COSTS;
}

/**
 * Transfer costs (docs/REQUIREMENTS.md#transfer-costs). All zeros when the property value is not
 * positive.
 */
export function transferCosts(input: TransferInput): TransferResult {
  const { propertyValue } = input;
  if (!isPositive(propertyValue)) {
    return { transferDuty: 0, attorneyFees: 0, bondCosts: 0, total: 0 };
  }
  const bond = isPositive(input.bondAmount) ? input.bondAmount : propertyValue;
  const duty = transferDuty(propertyValue);
  const fees = attorneyFees(propertyValue);
  const bondTotal = bondCosts(bond);
  return {
    transferDuty: duty,
    attorneyFees: fees,
    bondCosts: bondTotal,
    total: roundCents(duty + fees + bondTotal),
  };
}
