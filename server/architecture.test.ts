import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { companyFilters } from '../scripts/companyFilters.ts';

/**
 * The server's side of docs/architecture.md, checked on every import of server/: no runtime import
 * circle between files (a circle makes module order decide which export is still undefined), and
 * from the browser's tree only what both sides share.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'server');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

// `import type` vanishes at run time, so it cannot make a circle; `import { type X }` still loads.
const IMPORT = /(?:^|\n)\s*(?:import|export)(\s+type\b)?[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

function target(file: string, specifier: string): string | null {
  const base = resolve(dirname(file), specifier);
  const found = [base, `${base}.ts`, join(base, 'index.ts')].find(
    (path) => path.endsWith('.ts') && existsSync(path),
  );
  return found ? relative(ROOT, found).replaceAll('\\', '/') : null;
}

const edges = sourceFiles(SERVER).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((match) => {
    const to = target(file, match[2] ?? '');
    return to ? [{ from: relative(ROOT, file).replaceAll('\\', '/'), to, typeOnly: Boolean(match[1]) }] : [];
  }),
);

/** What the server may take from src/: pure rules, dictionaries, page manifests, the widget's protocol, the order-status machine. */
const SHARED = [
  /^src\/domain\//,
  /^src\/i18n\//,
  /^src\/platform\/navigation\.ts$/,
  /^src\/widget\/protocol\.ts$/,
  // The order-status machine decides which status writes are allowed (xstate only, no app code).
  /^src\/machines\/orderStatus\/orderStatus\.machine\.ts$/,
  // The kitchen-ticket machine decides where a bump and a recall move a ticket (xstate only).
  /^src\/machines\/ticketStage\/ticketStage\.machine\.ts$/,
];

/**
 * Errors are worded once, at the edge: services and GraphQL modules throw `DomainError`s and put
 * `Wording`s in payloads; only these files read the request's dictionary (`ctx.t`), each for a
 * reason (server/platform/context.ts makes it, and words its one refusal with `translated`, before any
 * operation runs). A module that words its own error would read it too, and fail here.
 */
const READS_DICTIONARY: Record<string, string> = {
  'server/platform/api/translateErrors.ts': 'the edge: thrown DomainErrors in the viewer language',
  'server/platform/api/results.ts': 'the edge for failures carried as data (ActionResult and the like)',
  'server/search/search.graphql.ts': 'content, not errors: page and action titles',
  'server/changelog/changelog.graphql.ts': 'content, not errors: the entries',
  'server/onlineOrdering/onlineOrdering.graphql.ts': 'content, not errors: the QR sheet and allergen names',
};
const DICTIONARY_READ =
  /\b(?:ctx|context|contextValue)\.t\b|\{\s*t\s*\}\s*=\s*[\w.]*(?:ctx|context|contextValue)\b/;

/**
 * Only these make a GraphQL error with a message of their own: the edge that words DomainErrors
 * (a DomainError is a GraphQLError subclass with English until then) and the suggestion mask.
 */
const BUILDS_GRAPHQL_ERRORS = ['server/platform/api/translateErrors.ts', 'server/platform/clientErrors.ts'];

/**
 * A write goes through the area's service, which owns the company filter and the version checks
 * (docs/architecture.md, "One area's slice"): `db.insert(…)`, `tx.update(…)`, a chained
 * `.delete(…)` on its own line, or the same in SQL text, in a `*.graphql.ts` file fails.
 */
const DRIZZLE_WRITE =
  /\b(?:db|tx)\s*\.(?:insert|update|delete)\(|^\s*\.(?:insert|update|delete)\(|\b(?:insert\s+into|delete\s+from)\b|\bupdate\s+"?\w+"?\s+set\b/im;

describe('server layering (docs/architecture.md)', () => {
  it('reads the imports', () => {
    expect(edges.length).toBeGreaterThan(500);
  });

  it('has no runtime import circle between server files', () => {
    const graph = new Map<string, string[]>();
    for (const edge of edges) {
      if (!edge.typeOnly) graph.set(edge.from, [...(graph.get(edge.from) ?? []), edge.to]);
    }
    // Depth-first search with colours: a grey node met again closes a circle.
    const state = new Map<string, 'grey' | 'black'>();
    const circles: string[] = [];
    const visit = (node: string, path: string[]) => {
      state.set(node, 'grey');
      for (const next of graph.get(node) ?? []) {
        if (state.get(next) === 'grey')
          circles.push([...path.slice(path.indexOf(next)), node, next].join(' -> '));
        else if (!state.has(next)) visit(next, [...path, node]);
      }
      state.set(node, 'black');
    };
    for (const node of graph.keys()) if (!state.has(node)) visit(node, []);
    expect(circles).toEqual([]);
  });

  it('words errors only at the edge: no module reads the request dictionary or builds a worded error', () => {
    const sources = sourceFiles(SERVER).map((file) => ({
      file: relative(ROOT, file).replaceAll('\\', '/'),
      text: readFileSync(file, 'utf8'),
    }));
    const readers = sources.filter(({ text }) => DICTIONARY_READ.test(text)).map(({ file }) => file);
    expect(readers.sort()).toEqual(Object.keys(READS_DICTIONARY).sort());
    const builders = sources.filter(({ text }) => /new GraphQLError\(/.test(text)).map(({ file }) => file);
    expect(builders.sort()).toEqual([...BUILDS_GRAPHQL_ERRORS].sort());
  });

  it("writes only through an area's service: no GraphQL module inserts, updates or deletes", () => {
    const writers = sourceFiles(SERVER)
      .filter((file) => file.endsWith('.graphql.ts'))
      .filter((file) => DRIZZLE_WRITE.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file).replaceAll('\\', '/'));
    expect(writers).toEqual([]);
  });

  it("reads through services too: the GraphQL modules' own database reads only come down (issue 45)", () => {
    // A read in a GraphQL module is a query the area's service does not own (and its tests do not
    // see). The ceiling only comes down; per file: the `.select(` / `.execute(` calls of
    // server/**/*.graphql.ts. 2026-12-03: 49 in 26 modules, 42 once the kitchen's and inventory's actor name and five page loaders (ownRowsById) moved; 31 once Boost's reads and the orders' page, child rows and actor moved into their services, 25 once the menus' provider facts and the session's login and profile reads did, 22 with the organization admin's view, 16 with the company status, the dashboard's company and count, and the reports' author and currency, 10 with sign-up's, reset's and billing's reads and the Z-report's author.
    const CEILING = 10;
    const reads = sourceFiles(SERVER)
      .filter((file) => file.endsWith('.graphql.ts'))
      .reduce(
        (sum, file) => sum + (readFileSync(file, 'utf8').match(/\.(select|execute)\(/g)?.length ?? 0),
        0,
      );
    expect(reads).toBeLessThanOrEqual(CEILING);
  });

  it('keeps the layers apart: the platform below the areas, the areas below the app and the demo (issue 45)', () => {
    // server/platform: what every area stands on (the API kit, database, events, jobs, paging, mail,
    // the request context). server/<area>: one business area each. server/demo: the demo company's
    // seed, made through the areas' services. server/app and the root files: the process, HTTP and
    // the schema, which put the areas together. server/test: test support, free to reach anything.
    const layerOf = (path: string) => {
      const [, top, rest] = /^server\/([^/]+)(\/.*)?$/.exec(path) ?? [];
      if (!rest || top === 'app') return 'app';
      if (top === 'platform' || top === 'demo' || top === 'test') return top;
      return 'area';
    };
    const MAY_IMPORT: Record<string, readonly string[]> = {
      platform: ['platform'],
      area: ['platform', 'area'],
      demo: ['platform', 'area', 'demo'],
      app: ['platform', 'area', 'demo', 'app'],
      test: ['platform', 'area', 'demo', 'app', 'test'],
    };
    const bad = edges
      .filter((edge) => edge.to.startsWith('server/'))
      .filter((edge) => !MAY_IMPORT[layerOf(edge.from)]?.includes(layerOf(edge.to)))
      .map((edge) => `${edge.from} -> ${edge.to}`);
    expect(bad).toEqual([]);
  });

  it('has a root of areas and layers only: every other folder of server/ is an area with a GraphQL module', () => {
    const LAYERS = ['app', 'platform', 'demo', 'test'];
    const ROOT_FILES = [
      'architecture.test.ts',
      'areas.gen.ts',
      'areas.test.ts',
      'areas.ts',
      'index.ts',
      'print-schema.ts',
    ];
    const entries = readdirSync(SERVER, { withFileTypes: true });
    expect(
      entries
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(ROOT_FILES);
    const notAreas = entries
      .filter((entry) => entry.isDirectory() && !LAYERS.includes(entry.name))
      .filter((entry) => !readdirSync(join(SERVER, entry.name)).some((name) => name.endsWith('.graphql.ts')))
      .map((entry) => entry.name);
    expect(notAreas).toEqual([]);
  });

  it('takes from src/ only what both sides share', () => {
    const bad = edges
      .filter((edge) => edge.to.startsWith('src/') && !SHARED.some((rule) => rule.test(edge.to)))
      .map((edge) => `${edge.from} -> ${edge.to}`);
    expect(bad).toEqual([]);
  });

  it('writes the company filter in the tenant-scoped repository, not by hand (issue 45)', () => {
    // The ceiling only comes down: a change that adds a filter by hand fails here. Per file:
    // `npx tsx scripts/companyFilters.ts`. Two remain, neither a row filter: the billing
    // provider's customer is told its company, and the paging cursors' binding names it.
    const CEILING = 2;
    const total = companyFilters().reduce((sum, row) => sum + row.count, 0);
    expect(total).toBeLessThanOrEqual(CEILING);
  });
});
