import pino, { type LoggerOptions } from 'pino';

/**
 * Personal data and secrets never reach a log line: these paths are censored wherever a request,
 * a response or a lead is logged.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.name',
  '*.fullName',
  '*.email',
  '*.phone',
  '*.mobile',
  '*.message',
  '*.payload',
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // Pretty output only for a person at a terminal; JSON lines for everything else.
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
}

export const createLogger = (level: string) => pino(loggerOptions(level));
