import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { serverDataDir } from './lane.ts';

/** The text of a MIME message with quoted-printable soft breaks and escapes undone. */
function decode(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Waits for the newest mail to `to` in the e2e server's outbox (or that of the server whose data
 * directory is given: a spec's own server, tests/e2e/own-server.ts) and returns the link in it.
 */
export async function linkInMail(to: string, pattern: RegExp, dataDir = serverDataDir()): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const safeTo = to.replace(/[^a-z0-9@._-]/gi, '_');
  let link = '';
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox)
            .filter((f) => f.endsWith(`${safeTo}.eml`))
            .sort();
        } catch {
          return '';
        }
        const newest = files.at(-1);
        if (!newest) return '';
        link = decode(readFileSync(join(outbox, newest), 'utf8')).match(pattern)?.[0] ?? '';
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}

/** The path and query of a link, to open it on the test server's own origin. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
