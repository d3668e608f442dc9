import type { YogaLogger } from 'graphql-yoga';
import { log as serverLog } from './log.ts';

type Write = (line: string) => void;

/** A driver error names the failed statement's values ("params: …"): emails, hashes, ids. */
function scrubText(text: string): string {
  return text.replace(/\nparams: [^\n]*/g, '\nparams: [not logged]');
}

function describe(value: unknown): string {
  if (value instanceof Error) {
    const cause = (value as Error & { originalError?: unknown }).originalError;
    const stack = scrubText(value.stack ?? `${value.name}: ${value.message}`);
    return cause instanceof Error && cause !== value ? `${stack}\ncaused by ${describe(cause)}` : stack;
  }
  if (typeof value === 'string') return scrubText(value);
  try {
    return scrubText(JSON.stringify(value));
  } catch {
    return String(value);
  }
}

/**
 * The API's logger: warnings and errors only (a failure is masked for the caller, so the log is
 * where it is found), with statement values cut so no personal data or hash lands in the log.
 */
export function serverLogger(write: Write = (line) => serverLog.error(line)): YogaLogger {
  const log =
    (level: string) =>
    (...args: unknown[]) =>
      write(`${level} ${args.map(describe).join(' ')}`);
  const quiet = () => {};
  return { debug: quiet, info: quiet, warn: log('WARN'), error: log('ERR') };
}
