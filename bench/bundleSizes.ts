/**
 * What each back-office page loads, read from the app build's manifest (dist/.vite/manifest.json):
 * the entry with its static imports, then for each route of the page the chunks the router loads
 * for it (`?tsr-split=` component and loader parts, with their static imports), then the
 * language's dictionary and the namespaces the page shows. Sizes are gzip level 9 of the files
 * on disk, the same as the .gz copies the server sends. Used by tests/size (budgets) and
 * bench/web.ts (printed beside Lighthouse).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageLoad {
  /**
   * A front-door page (vite.front.config.ts): its HTML entry in dist/front's manifest, which is
   * what the page loads instead of the app's entry and routes.
   */
  front?: string;
  /** Route files of the matched routes, from the root down (the app's pages). */
  routes: string[];
  /** Dictionary namespaces the page renders. */
  namespaces: string[];
}

/** The pages with budgets (DESIGN.md section 8); routes are the matched route files. */
export const PUBLIC_PAGES: Record<string, PageLoad> = {
  login: { front: 'login.html', routes: [], namespaces: ['auth'] },
  register: { front: 'register.html', routes: [], namespaces: ['auth'] },
  'create-company': { front: 'create-company.html', routes: [], namespaces: ['auth'] },
  'check-email': { front: 'check-email.html', routes: [], namespaces: ['auth'] },
  'reset-password': { front: 'reset-password.html', routes: [], namespaces: ['auth'] },
  activate: { front: 'activate.html', routes: [], namespaces: ['auth'] },
};

export const SIGNED_IN_PAGES: Record<string, PageLoad> = {
  '/': { routes: ['src/routes/_app.tsx', 'src/routes/_app/index.tsx'], namespaces: ['finance'] },
  '/pim/products': {
    routes: ['src/routes/_app.tsx', 'src/routes/_app/pim/products.tsx'],
    namespaces: ['crud', 'pim'],
  },
  '/menus': { routes: ['src/routes/_app.tsx', 'src/routes/_app/menus/index.tsx'], namespaces: ['menus'] },
  '/orders': { routes: ['src/routes/_app.tsx', 'src/routes/_app/orders.tsx'], namespaces: ['orders'] },
};

/** The shell every signed-in page shares: what a route chunk's budget is counted on top of. */
export const SHELL: PageLoad = { routes: ['src/routes/_app.tsx'], namespaces: [] };

/** DESIGN.md section 8 (gzip KB). */
export const BUDGETS_KB = { publicPage: 90, shellAndFirstScreen: 170, routeChunk: 40 } as const;

/**
 * Where each page stands today (gzip KB, measured 2026-11-24 with a little headroom): the size
 * check holds every page at or under this (a public page under its budget at its ceiling, not at
 * the budget), so the front door can only shrink. Lower a figure when a change makes a page smaller.
 */
export const CEILINGS_KB: Record<string, number> = {
  // 2026-12-03 (issue 45, decision 0115): Suppliers, the first declared kind: its page in the route
  // tree and its entry under Inventory in the base dictionary (its documents, calls and form words
  // load with its page): shell 139.4 → 139.6, login 84.3 → 84.4, `/` 149.2 → 149.3, /pim/products
  // 168.9 → 169.2 (the generic screen's namespace gained the declared kinds' field words), /menus
  // 146.2 → 146.4, /orders 148 → 148.2 (all within budgets).
  // 2026-12-03 (issue 45 item 4, decision 0113): the one formatter (domain/formats.ts, through
  // platform/formats) in the shell's What's new, the finance home, the orders list and the menus'
  // pages, and the money field's error in the base dictionary: shell 139.1 → 139.4, `/` 148.2 →
  // 149.2, /pim/products 168.6 → 168.9, /menus 145.9 → 146.2, /orders 147.2 → 148, register 86 →
  // 86.1, create-company 87.1 → 87.2, check-email 84.4 → 84.5, reset-password 84.2 → 84.3 (all
  // within budgets).
  // 2026-12-03 (session 27, merged): the shared errors' words (record missing, conflict, a choice
  // outside the list) in the base dictionary, and the settings' Invoice customers entry:
  // /pim/products 168.4 → 168.6 (within its 170 KB budget).
  // 2026-12-03 (issue 47 item 3): the settings page "Invoice customers" in the navigation table and
  // its page title (base dictionary), the orders dictionary's four invoice-payment errors: shell
  // 139.0 → 139.1, `/` 148.1 → 148.2, /pim/products 168.3 → 168.4, /menus 145.8 → 145.9, /orders
  // 147.0 → 147.2 (all within budgets).
  // 2026-12-02 (session 26, merged): the sidebar's Inventory entry and the INVENTORY module's gate,
  // and the bell's dead mails with "Send again" (base dictionary): shell 138.5 → 139.0, login 84.1
  // → 84.3, create-company 87 → 87.1, reset-password 84.1 → 84.2, `/` 147.4 → 148.1,
  // /pim/products 167.8 → 168.3, /menus 145.3 → 145.8, /orders 146.5 → 147.0 (all within budgets).
  // 2026-12-02 (issue 47 item 2, merged with the Billing standing): the orders' dictionary names the
  // company's own payment methods' error, and the shell's Billing words: /orders 146.4 → 146.5.
  // 2026-12-02 (issue 44 item 3): the sidebar's Billing item reads the billing account's standing
  // and words it ("Payment overdue", "Subscription ended" in the base dictionary): shell 138.4 →
  // 138.5, reset-password 84 → 84.1, /pim/products 167.7 → 167.8, /menus 145.2 → 145.3 (all
  // within their budgets).
  // 2026-12-02 (session 24, merged): the gates read the fifteen modules and their features
  // (domain/licences.ts), the bell lists connections to reconnect, the sidebar gained Payment
  // methods and the user menu's label its company: shell 138.0 → 138.4, `/` 147.0 → 147.4,
  // /pim/products 167.3 → 167.7, /menus 144.8 → 145.2, /orders 146.0 → 146.4 (within budgets).
  // 2026-12-02 (issue 47 items 9 and 10): the colour theme is applied before the first render (the
  // stored choice, the system's preference, `<html data-theme>`: ui/colorTheme.ts in the startup
  // file) and the base dictionary gained the theme and print words: shell 137.7 → 138.0, login
  // 84 → 84.1, `/` 146.3 → 146.7, /pim/products 166.7 → 167.1, /menus 144.4 → 144.8, /orders
  // 145.7 → 146.0 (all within their budgets). The print stylesheet is CSS, not JavaScript.
  // 2026-12-02 (issue 41 item 6, session 21): tables scroll inside their own box (TableScroll) and
  // the orders' filters fold behind one button on phones, so no page scrolls sideways at 390 px:
  // `/` 145.7 → 146.1, /menus 143.8 → 144.2, /orders 145.0 → 145.5 (all within their budgets).
  // 2026-12-02 (issues 40–44, session 20): the sidebar's sub-items and the language switch in the
  // shell, the shared confirmation dialog, the refund form's key, the streamed export's progress on
  // /orders, the business name at sign-up and the length-only password rule: shell 137.0 → 137.5,
  // `/` 144 → 145.7, /pim/products 166 → 166.4, /menus 143 → 143.8, /orders 143 → 145.0, register
  // 85.5 → 85.7, check-email 84 → 84.1 (all within their budgets).
  // 2026-11-29 (issue 15, session 19): fewer files on the signed-in path. The app's CSS is one file
  // (the vanilla-extract modules' empty JS parts went with it), money, metadataKeys and the logout
  // call ride in the shell's file, React DOM is a file of its own beside the startup file: shell
  // 136.7 → 136.2, `/` 144.4 → 143.3, /pim/products 166.8 → 165.2, /menus and /orders 143.4 → 142.5
  // (docs/decisions.md, "The gate's queries leave with the document").
  // 2026-11-29 (issue 15, session 18): /menus and /orders join the size check. Their lists are
  // native controls and tables; the menu editor, the list's dialogs and the POS preview, and the
  // order's detail dialog and the CSV writer load on use; the route files import the page modules,
  // not the area's barrel (which carried the editor, its machine and zod); the orders' input
  // shapes (zod) moved to domain/orderSchemas.ts: /menus 298.5 → 143.2, /orders 264.3 → 143.5
  // (docs/decisions.md, "The menus and orders lists under 170 KB").
  '/menus': 146.4,
  '/orders': 148.2,
  // 2026-11-28 (issue 15, session 15): the signed-in shell's modules are one file (it was ~30 of
  // 0.6–5 KB) and so is the generic list's first screen; a route's loader is in its screen's file;
  // the sidebar's open flag is the shell's own state (Jotai left the shell). `/` and /pim/products
  // now count the dictionary namespaces they read (finance; crud and pim), which they did not:
  // shell 147.8 → 138.0, `/` 152.7 → 145.1, /pim/products 180.1 → 169.2, under the 170 KB budget
  // (docs/decisions.md, "Fewer files on the signed-in path"). The register page +0.06 KB: the
  // front door's text field gained the list filter's search type (one field, not two). Then
  // react-aria's I18nProvider at the root (its language and direction follow the user's, +0.9 KB)
  // and React's own useSyncExternalStore for the pre-18 shim (−0.2): shell 138.7, `/` 146.0,
  // /pim/products 169.7.
  // 2026-11-28 (issue 15, session 14): the generic list's checkboxes, sort and toolbar buttons and
  // filter are native (react-aria's press layer, Checkbox and SearchField left the list's first
  // screen): /pim/products 208.0 → 180.1 (docs/decisions.md, "The list's controls native").
  // 2026-11-28 (issue 15, session 13): react-aria's strings for the 27 locales we do not ship are
  // left out at build time (@react-aria/optimize-locales-plugin); every toast goes through
  // ui/toastHost.ts, which loads the toast region and its machine (XState) with the first toast;
  // the product rules (zod) load with the editor's first check; the list's facet and bulk choices
  // (react-aria Select and ComboBox, popovers, collections) load after the rows: /pim/products
  // 312.8 → 208.0 (docs/decisions.md, "The products list without zod, XState and its choices").
  // 2026-11-28 (issue 15, branch `products`): the products list loads the editor (ResourceForm, its
  // machine and form controls), the list's delete flow (machine and dialog), the product's side
  // panels (removable ingredients, history) and the CSV import dialog (its machine, file trigger,
  // progress bar) on first use: /pim/products 328.4 → 312.8 (docs/decisions.md, "The products list
  // without its editor and dialogs").
  // 2026-11-28 (issue 15, branch `shell`): the shell's always-present buttons are native, the toast
  // region loads with the first screen that shows a toast (or the shell's first toast), the
  // accounting day and report ranges use Intl instead of date-fns-tz, venue selection runs the
  // machine's rules without XState and the search palette's machine loads on first use: the shell
  // 193.5 → 147.5. The finance home's filters are native selects and its tables native tables:
  // `/` 277.8 → 152.5, under the 170 KB budget (its ceiling is now below the budget, so it cannot
  // creep back up to it unnoticed); /pim/products 336.5 → 328.4 (docs/decisions.md, "The shell and
  // the finance home under 170 KB").
  shell: 139.6,
  // 2026-11-25 (issue 15, helper "front"): create-company and check-email are front-door pages too
  // (native controls; the company form's machine and XState load on the first touch, its zod rules
  // on focus or send): create-company 268 → 85.9, check-email (an app page) → 83.3. The shell's
  // popups (user menu, venue switcher, notification bell, search palette) load on use: the shell
  // alone is 193 KB (`shell` below), but `/` and /pim/products keep the same react-aria parts in
  // their first screens (Select, Table, Modal), now cut into more files: 275.5 → 277.5 and
  // 329.3 → 335.1 (docs/decisions.md, "The shell's popups on use").
  // 2026-11-25 (issue 15, helper "frontdoor", second pass): login, reset-password and activate are
  // the front door's own build (vite.front.config.ts: no router, no Query, no app startup code):
  // 130 → 82–83 KB each, under the 90 KB budget; then register too (native selects and consent,
  // zod and the phone rules on first focus): 254 → 84.5. A public page's ceiling below the budget
  // is its limit, so they cannot creep back up to it unnoticed.
  // 2026-11-25 (session 9): login 129.0 → 129.02 KB after six merges (the GraphQL client in the
  // entry gained `fetchAuthorized` for the server-streamed CSV download): ceiling 130.
  // 2026-11-25, merged with issue 13's one mutation path: activation, reset-password, register and
  // create-company now send through the logged wrapper (src/graphql/mutation.ts, +0.8–1.3 KB), and
  // the products page's named-list pages +0.3 KB.
  // 2026-11-25 (issue 15, helper "frontdoor"): XState, the gate and the areas' manifests, the
  // support chat's query observer and the root's not-found page left the entry; everything the
  // entry imports statically is one file (vite.config.ts); login, activation and check-email use
  // native controls (ui/PlainControls.tsx, no react-aria), so does reset-password, which loads its
  // zod rule on submit; the top bar reads onboarding's light surface: login 196 → 129, activate
  // 198 → 129, reset-password 251 → 130, `/` 317 → 276, /pim/products 358 → 332.
  // What is left of the login page is the startup chunk (React DOM 63, the router 21, Query 8).
  // 2026-11-24 (session 7): seven branches merged (billing page and capture, payments forms, menus'
  // history slot in the product editor, new manifests in the entry): login +1.3, `/` +1.4,
  // /pim/products +2.8 KB; raised to what they load (docs/decisions.md).
  // 2026-11-24: route files name their descriptor inside inline options again (the router plugin
  // splits only those), so the generic screen and react-aria's overlays left the entry; and each
  // area's documents are built into its own chunk (scripts/graphqlDocuments.ts), not one map.
  // 2026-11-24 (session 5): four areas merged at once (tables, finance, staff, integrations) put
  // their manifests and strings in the entry (+4–5 KB everywhere) and the finance home on `/`
  // (react-aria Select and Table beside the metrics): raised to what they load, to undo next.
  // 2026-11-25 (session 11): the product editor's lookups became server-search pickers (lists
  // merge): /pim/products +0.4 KB.
  // Issue 24: the sign-up form's consent checkbox (react-aria Checkbox) and its capture call,
  // in the chunk the register and create-company pages share: +4 KB each.
  login: 84.4,
  register: 86.1,
  'create-company': 87.2,
  'check-email': 84.5,
  'reset-password': 84.3,
  activate: 84,
  // 2026-12-02 (session 23, merged): the dark theme set before the first render and the print
  // button's words (+0.3), the staff editor's PIN proposal and the dashboard's sales over time
  // (+0.2): `/` 146.9, /pim/products 167.2.
  '/': 149.3,
  '/pim/products': 169.2,
};

/**
 * Chunks loaded on demand that are over the route-chunk budget today, by a part of their name,
 * at what they weigh (gzip KB). Each is a known departure written in docs/decisions.md.
 */
export const LAZY_CEILINGS_KB: Record<string, number> = {
  // None: the dashboard's charts (visx, 21 KB) fit the route budget since recharts (111 KB) left.
};

export function readManifest(dist: string): Manifest | null {
  const path = join(dist, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

function closure(manifest: Manifest, keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/** Split parts the router fetches to show a route (not its error or not-found components). */
function shownParts(key: string): boolean {
  const split = /\?tsr-split=(.+)$/.exec(key)?.[1];
  return (split?.split('---') ?? []).some((part) => part === 'component' || part === 'loader');
}

/** Manifest keys of the JavaScript a page loads. */
export function pageChunks(manifest: Manifest, page: PageLoad, locale = 'en'): Set<string> {
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const routes = ['src/routes/__root.tsx', ...page.routes];
  const routeParts = Object.keys(manifest).filter(
    (key) => routes.some((route) => key.startsWith(`${route}?`)) && shownParts(key),
  );
  const dictionaries = [
    `src/i18n/${locale}/index.ts`,
    ...page.namespaces.map((name) => `src/i18n/${locale}/${name}/index.ts`),
  ];
  return closure(manifest, [...entry, ...routeParts, ...dictionaries]);
}

/** Manifest keys of the JavaScript a front-door page loads: its entry, the dictionary and namespaces. */
export function frontPageChunks(manifest: Manifest, page: PageLoad, locale = 'en'): Set<string> {
  const dictionaries = [
    `i18n/${locale}/index.ts`,
    ...page.namespaces.map((name) => `i18n/${locale}/${name}/index.ts`),
  ];
  const keys = Object.keys(manifest).filter((key) =>
    dictionaries.some((dictionary) => key.endsWith(`/${dictionary}`)),
  );
  return closure(manifest, [page.front ?? '', ...keys]);
}

/** Where a page's files are (dist, or dist/front for a front-door page), its manifest and its chunks. */
export function pageFiles(
  dist: string,
  page: PageLoad,
): { dir: string; manifest: Manifest; chunks: Set<string> } | null {
  const dir = page.front ? join(dist, 'front') : dist;
  const manifest = readManifest(dir);
  if (!manifest) return null;
  return { dir, manifest, chunks: page.front ? frontPageChunks(manifest, page) : pageChunks(manifest, page) };
}

/** gzip KB of the JavaScript a page loads (NaN without a build). */
export function pageKb(dist: string, page: PageLoad): number {
  const files = pageFiles(dist, page);
  return files ? kb(files.dir, files.manifest, files.chunks) : Number.NaN;
}

/** Keys of every route file's shown parts, by route file. */
export function routeFiles(manifest: Manifest): string[] {
  const files = Object.keys(manifest)
    .filter(shownParts)
    .map((key) => key.replace(/\?.*$/, ''));
  return [...new Set(files)].sort();
}

const sizes = new Map<string, number>();
/** gzip bytes of a built file. */
export function gzipBytes(dist: string, file: string): number {
  const path = join(dist, file);
  let size = sizes.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    sizes.set(path, size);
  }
  return size;
}

export function kb(dist: string, manifest: Manifest, keys: Iterable<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) bytes += gzipBytes(dist, file);
  }
  return bytes / 1024;
}

/** JavaScript files loaded only on demand (route parts, dictionaries, lazy modules), with their gzip KB. */
export function lazyChunks(dist: string, manifest: Manifest): { key: string; file: string; kb: number }[] {
  const entry = closure(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
  );
  return Object.keys(manifest)
    .filter((key) => !entry.has(key) && manifest[key]?.file.endsWith('.js'))
    .map((key) => ({ key, file: manifest[key]?.file ?? '', kb: kb(dist, manifest, [key]) }));
}

/** What entering a route adds to the shell already loaded. */
export function routeIncrement(manifest: Manifest, route: string): Set<string> {
  const shell = pageChunks(manifest, SHELL);
  const page = pageChunks(manifest, { routes: ['src/routes/_app.tsx', route], namespaces: [] });
  return new Set([...page].filter((key) => !shell.has(key)));
}
