import { stripPasswords } from '../domain/redact.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

export interface Logger {
  debug(message: string, data?: unknown): void;
  info(message: string, data?: unknown): void;
  warn(message: string, data?: unknown): void;
  error(message: string, data?: unknown): void;
}

export interface LoggerOptions {
  /** Development: debug level, console only. Otherwise: info level, console and the remote endpoint. */
  development: boolean;
  endpoint?: string | null;
  console?: Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;
  send?: (endpoint: string, body: string) => void;
}

function beacon(endpoint: string, body: string): void {
  if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(endpoint, body)) return;
  void fetch(endpoint, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'application/json' },
  }).catch(() => {});
}

/**
 * The browser's logger (spec section 7, DESIGN.md section 6): every entry has its password
 * fields stripped before it goes anywhere.
 */
export function createLogger(options: LoggerOptions): Logger {
  const out = options.console ?? console;
  const minimum: LogLevel = options.development ? 'debug' : 'info';
  const remote = options.development ? null : (options.endpoint ?? null);
  const send = options.send ?? beacon;
  function log(level: LogLevel, message: string, data?: unknown) {
    if (ORDER[level] < ORDER[minimum]) return;
    const clean = data === undefined ? undefined : stripPasswords(data);
    if (clean === undefined) out[level](message);
    else out[level](message, clean);
    if (remote) send(remote, JSON.stringify({ level, message, data: clean, at: new Date().toISOString() }));
  }
  return {
    debug: (message, data) => log('debug', message, data),
    info: (message, data) => log('info', message, data),
    warn: (message, data) => log('warn', message, data),
    error: (message, data) => log('error', message, data),
  };
}

export const logger: Logger = createLogger({
  development: import.meta.env.DEV,
  endpoint: import.meta.env.VITE_LOG_ENDPOINT ?? null,
});
