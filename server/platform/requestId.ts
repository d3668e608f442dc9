import { randomUUID } from 'node:crypto';

const SANE_ID = /^[\w.:@-]{1,128}$/;

/** The id a proxy gave (X-Request-Id) when it is sane, else a new one. */
export function saneRequestId(given: string | null | undefined): string {
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}
