import os from 'node:os';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from './config.ts';

/** Keys that hold personal data or secrets: their values are censored at any depth of a log line. */
export const PERSONAL_KEYS = new Set([
  'name',
  'fullName',
  'email',
  'phone',
  'mobile',
  'message',
  'payload',
  'body',
  'cookie',
  'cookies',
  'set-cookie',
  'authorization',
  'password',
]);

/**
 * Paths censored by pino's redaction after serialisation: the headers (also caught by key), and an
 * error's `detail`, where PostgreSQL puts the row values of a failed statement.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'err.detail',
];

const CENSOR = '[redacted]';

/**
 * The logged object with every value under a personal key censored, at any depth (copies only what
 * changes). Errors are left to pino's error serialiser and REDACT_PATHS. One walk of a small object:
 * far cheaper than a long list of wildcard redaction paths on every request's line.
 */
export function censorPersonalData(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object' || value instanceof Error) return value;
  let copy: Record<string, unknown> | unknown[] | undefined;
  for (const key of Object.keys(value)) {
    const current = (value as Record<string, unknown>)[key];
    const next = PERSONAL_KEYS.has(key) ? CENSOR : censorPersonalData(current, depth + 1);
    if (next !== current) {
      copy ??= Array.isArray(value) ? [...value] : { ...value };
      (copy as Record<string, unknown>)[key] = next;
    }
  }
  return copy ?? value;
}

/** What every line says about its writer (service, version, instance) and the level it starts at. */
export type LoggerSettings = Pick<Config, 'LOG_LEVEL' | 'SERVICE_VERSION'>;

/** The name of this service on every log line (and, with tracing, on its spans). */
export const SERVICE_NAME = 'bff';

/**
 * Personal data and secrets never reach a log line: see censorPersonalData and REDACT_PATHS. Each
 * line names the service, its version and the instance (the host name: the container's in
 * docker-compose), so lines from several replicas and releases can be told apart in one place.
 */
export function loggerOptions(settings: LoggerSettings, pretty = Boolean(process.stdout.isTTY)): LoggerOptions {
  return {
    level: settings.LOG_LEVEL,
    base: { service: SERVICE_NAME, version: settings.SERVICE_VERSION, instance: os.hostname(), pid: process.pid },
    formatters: { log: (object) => censorPersonalData(object) as Record<string, unknown> },
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    // Pretty output only for a person at a terminal; JSON lines for everything else.
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
}

/**
 * The BFF's logger; with a destination (tests capture lines this way) it writes JSON lines there.
 * `mixin` adds fields to every line (tracing's trace and span ids; nothing is called without it).
 */
export function createLogger(
  settings: LoggerSettings,
  destination?: DestinationStream,
  mixin?: () => Record<string, unknown>,
) {
  const options = {
    ...loggerOptions(settings, !destination && Boolean(process.stdout.isTTY)),
    ...(mixin ? { mixin } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
