import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Where a secret can sit in what we log: pino blanks these paths whatever the message (headers,
 * GraphQL variables, errors carrying a request). Values are never logged whole anyway: a
 * request's line names its operation, never its variables (docs/deploy.md, "Logs").
 */
export const REDACTED_PATHS = [
  'authorization',
  'cookie',
  'password',
  'token',
  'refreshToken',
  'secret',
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'variables',
  '*.password',
  '*.token',
  '*.refreshToken',
  '*.secret',
  '*.authorization',
];

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** JSON lines on stdout (or `destination`): time, level, message and the fields given. */
export function createLog(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

// vitest.config.ts sets LOG_LEVEL=warn: the API tests start hundreds of servers in-process.
export const log: Logger = createLog({ level: process.env.LOG_LEVEL || 'info' });
