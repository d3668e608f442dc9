import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUDGETS_KB,
  CEILINGS_KB,
  kb,
  LAZY_CEILINGS_KB,
  lazyChunks,
  PUBLIC_PAGES,
  pageChunks,
  readManifest,
  SIGNED_IN_PAGES,
} from '../../bench/bundleSizes.ts';

/**
 * The JavaScript budgets of DESIGN.md section 8, read from the built app (dist/.vite/manifest.json):
 * sizes, not timings, so this is a test. `npm test` runs it right after the build
 * (scripts/test.mjs, vitest.size.config.ts); run alone without a build it skips and says so.
 */
const dist = join(import.meta.dirname, '..', '..', 'dist');
const manifest = readManifest(dist);
if (!manifest)
  console.warn('tests/size: dist/.vite/manifest.json is missing, run `npm run build` first: skipped');

describe.skipIf(!manifest)('JavaScript budgets (gzip)', () => {
  const built = manifest ?? {};
  it.each(Object.entries(PUBLIC_PAGES))(
    'public page %s stays within its budget or its ceiling',
    (name, page) => {
      const size = kb(dist, built, pageChunks(built, page));
      const limit = Math.max(BUDGETS_KB.publicPage, CEILINGS_KB[name] ?? BUDGETS_KB.publicPage);
      expect(size, `${name}: ${size.toFixed(1)} KB (budget ${BUDGETS_KB.publicPage} KB)`).toBeLessThanOrEqual(
        limit,
      );
    },
  );

  it.each(Object.entries(SIGNED_IN_PAGES))(
    'shell plus %s stays within its budget or its ceiling',
    (name, page) => {
      const size = kb(dist, built, pageChunks(built, page));
      const limit = Math.max(
        BUDGETS_KB.shellAndFirstScreen,
        CEILINGS_KB[name] ?? BUDGETS_KB.shellAndFirstScreen,
      );
      expect(
        size,
        `${name}: ${size.toFixed(1)} KB (budget ${BUDGETS_KB.shellAndFirstScreen} KB)`,
      ).toBeLessThanOrEqual(limit);
    },
  );

  it('keeps every chunk loaded on demand within the route chunk budget', () => {
    const ceiling = (key: string) =>
      Object.entries(LAZY_CEILINGS_KB).find(([part]) => key.includes(part))?.[1] ?? BUDGETS_KB.routeChunk;
    const over = lazyChunks(dist, built).filter(
      (chunk) => chunk.kb > Math.max(BUDGETS_KB.routeChunk, ceiling(chunk.key)),
    );
    expect(over.map((chunk) => `${chunk.key} ${chunk.kb.toFixed(1)} KB`)).toEqual([]);
  });

  it.each(['login', 'activate', 'reset-password'])(
    'keeps back-office screens, their overlays, zod, XState, react-aria, the gate and the shell out of the %s page',
    (name) => {
      const chunks = [...pageChunks(built, PUBLIC_PAGES[name] ?? { routes: [], namespaces: [] })];
      const sources = chunks.map((key) => `${key} ${built[key]?.file ?? ''}`).join('\n');
      expect(sources).not.toMatch(
        /PimPage|Shell[-.]|zod|DashboardPage|\.resource|xstate|Modal|Select|Checkbox|ResourceScreen|VirtualGrid|useFormValidation|_Button-|_Text-|navigation-|access-|OnboardingPage/,
      );
    },
  );
});
