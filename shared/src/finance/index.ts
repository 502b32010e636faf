/**
 * The money functions: the monthly rate, instalments and present values, the schedules' lookups,
 * the itemised transfer bill and the one money format. Pure TypeScript, no React; the figures come from
 * `@hl/shared/figures`. See README.md.
 */
export * from './money.ts';
export * from './numbers.ts';
export * from './rate.ts';
export * from './repay.ts';
export * from './schedules.ts';
export * from './transfer-bill.ts';
