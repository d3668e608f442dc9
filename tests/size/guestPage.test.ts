import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureWidgetSizes } from '../../bench/widget-size.ts';

/**
 * The tableside guest page (issue 19 item 5) is its own small entry: ≤ 90 KB gzip for its HTML,
 * script, stylesheet and the largest language's strings, read from the built dist/widget. Run
 * alone without a build it skips and says so.
 */
const manifest = join(import.meta.dirname, '..', '..', 'dist', 'widget', '.vite', 'manifest.json');
const built = existsSync(manifest);
if (!built) console.warn('tests/size: dist/widget is missing, run `npm run build` first: skipped');

describe.skipIf(!built)('the guest page budget (gzip)', () => {
  it('stays within 90 KB', { timeout: 120_000 }, () => {
    const { guest, guestLanguage } = measureWidgetSizes();
    const kb = guest.gzip / 1024;
    expect(kb, `guest page with ${guestLanguage} strings: ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(90);
  });
});
