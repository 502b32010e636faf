/**
 * What the lead forms check with: their schemas and `check`, without the analytics and article
 * contracts they never use (every schema a module defines is built when it loads). The browser
 * loads this, and zod with it, only when a visitor starts using a form.
 */
// First: configures zod before any schema below is built.
import './zod-config.ts';

export { check } from './errors.ts';
export * from './leads.ts';
