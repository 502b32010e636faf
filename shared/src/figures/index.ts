/**
 * Every figure that moves (rates, schedules, caps, subsidies, tax limits), each with its value, the
 * day it applies from, the day it was last confirmed, its sources and when to confirm it again.
 * The calculators, the articles, the FAQs and the tips all read them here; see README.md.
 */
export * from './confirm.ts';
export * from './credit.ts';
export * from './format.ts';
export * from './household.ts';
export * from './policy-rate.ts';
export * from './property-costs.ts';
export * from './registry.ts';
export type * from './types.ts';
