import { isPositive, type NumericInput, type TransferBill, transferBill } from '@hl/shared/finance';

export interface TransferInput {
  /** Purchase price, rand. */
  propertyValue: NumericInput;
  /** Bond amount, rand; blank or not positive uses the property value. */
  bondAmount?: NumericInput;
  /** Changes no figure; the UI shows first-time-buyer tips. */
  isFirstTime?: boolean;
}

/**
 * The transfer calculator (docs/REQUIREMENTS.md#transfer-costs): the itemised upfront bill of
 * `@hl/shared/finance` for the property value, with the bond the visitor typed or, when that is
 * blank or not positive, a bond of the whole property value. Every line at zero when the value is
 * not positive.
 */
export function transferCosts(input: TransferInput): TransferBill {
  const price = isPositive(input.propertyValue) ? input.propertyValue : 0;
  const bond = isPositive(input.bondAmount) ? input.bondAmount : price;
  return transferBill({ price, bond });
}
