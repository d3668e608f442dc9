import { readFileSync } from 'node:fs';

/**
 * The scheduled-report runner's clock: the wall clock, or — only when the server was started with a
 * clock file, which `readConfig` never allows in production — the ISO time written in that file.
 * The e2e test writes a time past a period's close into it, so the due run happens at the next poll
 * without waiting for midnight and without an HTTP door into the runner. A missing, empty or
 * unreadable file reads as the wall clock.
 */
export function scheduleClock(file: string | null): () => Date {
  if (!file) return () => new Date();
  return () => {
    let text = '';
    try {
      text = readFileSync(file, 'utf8').trim();
    } catch {
      return new Date();
    }
    const at = new Date(text);
    return text && !Number.isNaN(at.getTime()) ? at : new Date();
  };
}
