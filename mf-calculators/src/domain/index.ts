/**
 * The calculators' engine: pure TypeScript, numbers in and plain objects out, no React, no DOM. See
 * README.md in this folder for the rules and the choices made where
 * docs/REQUIREMENTS.md#calculators leaves room. The money functions and the figures they use are
 * `@hl/shared/finance` and `@hl/shared/figures`, shared with the articles.
 */
export * from './affordability.ts';
export * from './amortisation.ts';
export * from './constants.ts';
export * from './deposit.ts';
export * from './extra-payment.ts';
export * from './figures-used.ts';
export * from './format.ts';
export * from './prime.ts';
export * from './repayment.ts';
export * from './transfer.ts';
export * from './url-state.ts';
