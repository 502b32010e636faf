/**
 * The contracts of the BFF's endpoints: one zod schema per request body, used by the BFF to check
 * what it receives and by the browser remotes for their own checks and types. Browser-safe: zod
 * only, no Node imports.
 */
// First: configures zod before any schema below is built.
import './zod-config.ts';

export * from './analytics.ts';
export * from './analytics-values.ts';
export * from './article-index.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './leads.ts';
export * from './privacy.ts';
