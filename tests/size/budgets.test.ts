import { readFileSync } from 'node:fs';
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
  pageFiles,
  pageKb,
  readManifest,
  SHELL,
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
      const size = pageKb(dist, page);
      expect(size, `${name}: its build is missing`).not.toBeNaN();
      // Its ceiling: above the budget a known departure, below it where the page stands now.
      const limit = CEILINGS_KB[name] ?? BUDGETS_KB.publicPage;
      expect(size, `${name}: ${size.toFixed(1)} KB (budget ${BUDGETS_KB.publicPage} KB)`).toBeLessThanOrEqual(
        limit,
      );
    },
  );

  it.each(Object.entries(SIGNED_IN_PAGES))(
    'shell plus %s stays within its budget or its ceiling',
    (name, page) => {
      const size = kb(dist, built, pageChunks(built, page));
      // Its ceiling: above the budget a known departure, below it where the page stands now.
      const limit = CEILINGS_KB[name] ?? BUDGETS_KB.shellAndFirstScreen;
      expect(
        size,
        `${name}: ${size.toFixed(1)} KB (budget ${BUDGETS_KB.shellAndFirstScreen} KB)`,
      ).toBeLessThanOrEqual(limit);
    },
  );

  it('keeps the shell alone within its ceiling, without the popups it loads on use', () => {
    const chunks = pageChunks(built, SHELL);
    const size = kb(dist, built, chunks);
    expect(size, `shell: ${size.toFixed(1)} KB`).toBeLessThanOrEqual(
      CEILINGS_KB.shell ?? BUDGETS_KB.shellAndFirstScreen,
    );
    // The user menu, venue switcher, bell and search palette (react-aria's Menu, Select, Popover,
    // Dialog, list box) load when first used (ui/loadOnUse.ts), not with every signed-in page.
    const names = [...chunks].map((key) => `${key} ${built[key]?.file ?? ''}`).join('\n');
    expect(names).not.toMatch(/Popup|SearchPalette|Dialog-|Select-|Modal-|useLoadMoreSentinel|Autocomplete/);
    // Nor react-aria's press layer (its buttons are native), the toast region, XState (venue
    // selection runs without it, the search palette's machine loads on first use) or date-fns-tz.
    expect(names).not.toMatch(/_Button-|_Text-|_Toast-|xstate|fromZonedTime|date-fns/);
  });

  it('keeps react-aria and XState out of the finance home on / (native selects and tables)', () => {
    const chunks = pageChunks(built, SIGNED_IN_PAGES['/'] ?? SHELL);
    const names = [...chunks].map((key) => `${key} ${built[key]?.file ?? ''}`).join('\n');
    expect(names).not.toMatch(
      /_Table-|_Select-|_Dialog-|useLoadMoreSentinel|_Button-|_Toast-|xstate|fromZonedTime|date-fns/,
    );
  });

  it('keeps the editor and the dialogs out of the products list (they load on first use)', () => {
    const chunks = pageChunks(built, SIGNED_IN_PAGES['/pim/products'] ?? SHELL);
    const names = [...chunks].map((key) => `${key} ${built[key]?.file ?? ''}`).join('\n');
    expect(names).not.toMatch(/ResourceForm|DeleteDialog|ImportDialog|ProductHistory|RemovableIngredients/);
    // Nor zod (the rules load with the first check), the toast region and XState (with the first
    // toast) or the facet's Select and ComboBox with their popovers (after the rows).
    expect(names).not.toMatch(
      /zod|_Toast-|xstate|_Select-|_Dialog-|ChosenChips|SearchPicker|useLoadMoreSentinel/,
    );
    // Nor react-aria's press layer, Checkbox and SearchField: the list's controls are native.
    expect(names).not.toMatch(/_Button-|_Checkbox-|_Autocomplete-|useFormValidation|useTextField/);
  });

  it('keeps the menu editor, its machine, the dialogs and zod out of the menus list (they load on use)', () => {
    const chunks = pageChunks(built, SIGNED_IN_PAGES['/menus'] ?? SHELL);
    const names = [...chunks].map((key) => `${key} ${built[key]?.file ?? ''}`).join('\n');
    expect(names).not.toMatch(/OpenMenu|MenuEditor|MenuDialogs|PosPreview|HistoryPage|VenueMenusPage/);
    expect(names).not.toMatch(
      /zod|xstate|_Button-|_Select-|_Dialog-|_Modal-|_Table-|useLoadMoreSentinel|useTextField|FormControls/,
    );
  });

  it('keeps the order detail dialog, the CSV writer and zod out of the orders list (they load on use)', () => {
    const chunks = pageChunks(built, SIGNED_IN_PAGES['/orders'] ?? SHELL);
    const names = [...chunks].map((key) => `${key} ${built[key]?.file ?? ''}`).join('\n');
    expect(names).not.toMatch(/OrderDetailDialog|papaparse|ordersCsv/);
    expect(names).not.toMatch(
      /zod|xstate|_Button-|_Select-|_Dialog-|_Modal-|_Table-|useLoadMoreSentinel|useTextField/,
    );
  });

  it('keeps every chunk loaded on demand within the route chunk budget', () => {
    const ceiling = (key: string) =>
      Object.entries(LAZY_CEILINGS_KB).find(([part]) => key.includes(part))?.[1] ?? BUDGETS_KB.routeChunk;
    const over = lazyChunks(dist, built).filter(
      (chunk) => chunk.kb > Math.max(BUDGETS_KB.routeChunk, ceiling(chunk.key)),
    );
    expect(over.map((chunk) => `${chunk.key} ${chunk.kb.toFixed(1)} KB`)).toEqual([]);
  });

  it.each(Object.keys(PUBLIC_PAGES))(
    'keeps back-office screens, their overlays, zod, XState, react-aria, the router, the gate and the shell out of the %s page',
    (name) => {
      const files = pageFiles(dist, PUBLIC_PAGES[name] ?? { routes: [], namespaces: [] });
      expect(files, `${name}: its build is missing`).not.toBeNull();
      const chunks = [...(files?.chunks ?? [])];
      const sources = chunks.map((key) => `${key} ${files?.manifest[key]?.file ?? ''}`).join('\n');
      expect(sources).not.toMatch(
        /PimPage|Shell[-.]|zod|DashboardPage|\.resource|xstate|Modal|Select|(?<!Consent)Checkbox|libphonenumber|ResourceScreen|VirtualGrid|useFormValidation|_Button-|_Text-|navigation-|access-|OnboardingPage|routeTree|main\.tsx/,
      );
    },
  );

  it.each(Object.keys(PUBLIC_PAGES))(
    'builds the %s page without TanStack Router or the app entry',
    (name) => {
      const files = pageFiles(dist, PUBLIC_PAGES[name] ?? { routes: [], namespaces: [] });
      const code = [...(files?.chunks ?? [])]
        .map((key) => files?.manifest[key]?.file ?? '')
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(join(files?.dir ?? dist, file), 'utf8'))
        .join('\n');
      expect(code.length).toBeGreaterThan(0);
      // Strings only the router's runtime carries.
      expect(code).not.toMatch(/tsr-scroll-restoration|__TSR_/);
    },
  );
});
