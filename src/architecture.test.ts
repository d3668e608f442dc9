import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layering of docs/architecture.md, checked on every import of src/: the domain imports no
 * app code; a feature reaches another feature only through its public surface (`index.ts`) or its
 * manifest (`<area>.area.ts`); no feature imports the routes.
 */
const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

/** Every relative import of src/, as paths relative to src/. */
const edges = sourceFiles(SRC).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => ({
    from: relative(SRC, file).replaceAll('\\', '/'),
    to: relative(SRC, resolve(dirname(file), match[1] ?? '')).replaceAll('\\', '/'),
  }));
});

/** A business area (`features/<area>`) or a platform module (`platform/<module>`), by its folder. */
const featureOf = (path: string) => /^((?:features|platform)\/[^/]+)\//.exec(path)?.[1] ?? null;

/**
 * A feature's public surface: its index.ts, its manifest, and its `<feature>.route.ts` — the light
 * part route options need at startup (search validation), kept apart from the barrel so a route
 * file does not put the feature's screens in the entry chunk.
 */
function isPublic(path: string): boolean {
  const folder = featureOf(path);
  const name = folder?.split('/')[1];
  return [`${folder}/index.ts`, `${folder}/${name}.area.ts`, `${folder}/${name}.route.ts`].includes(path);
}

/**
 * Imports into another feature's internals that predate the rule, to be moved behind an index.ts
 * when their files are next touched. The list only shrinks: a new one fails the test.
 */
const KNOWN: readonly string[] = [];

describe('layering (docs/architecture.md)', () => {
  it('reads the imports', () => {
    expect(edges.length).toBeGreaterThan(300);
  });

  it('keeps src/domain free of app code', () => {
    const bad = edges.filter((edge) => edge.from.startsWith('domain/') && !edge.to.startsWith('domain/'));
    expect(bad).toEqual([]);
  });

  it('keeps ui, machines, graphql and i18n free of features and routes', () => {
    const low = ['ui/', 'machines/', 'graphql/', 'i18n/', 'styles/'];
    const bad = edges.filter(
      (edge) =>
        low.some((layer) => edge.from.startsWith(layer)) &&
        (edge.to.startsWith('features/') || edge.to.startsWith('platform/') || edge.to.startsWith('routes/')),
    );
    expect(bad).toEqual([]);
  });

  it('lets a feature reach another only through its index.ts or manifest', () => {
    const bad = edges
      .filter((edge) => {
        const from = featureOf(edge.from);
        const to = featureOf(edge.to);
        return from !== null && to !== null && from !== to && !isPublic(edge.to);
      })
      .map((edge) => `${edge.from} -> ${edge.to}`)
      .filter((edge) => !KNOWN.includes(edge));
    expect(bad).toEqual([]);
  });

  it('has no import circle between features', () => {
    const graph = new Map<string, Set<string>>();
    for (const edge of edges) {
      const from = featureOf(edge.from);
      const to = featureOf(edge.to);
      if (from && to && from !== to) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
    const circles: string[] = [];
    const walk = (node: string, path: string[]) => {
      if (path.includes(node)) {
        circles.push([...path.slice(path.indexOf(node)), node].join(' -> '));
        return;
      }
      for (const next of graph.get(node) ?? []) walk(next, [...path, node]);
    };
    for (const node of graph.keys()) walk(node, []);
    expect(circles).toEqual([]);
  });

  it('keeps src/features for business areas: each folder is an area with its manifest (issue 45)', () => {
    const folders = readdirSync(join(SRC, 'features'), { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    const withoutManifest = folders
      .map((entry) => entry.name)
      .filter((name) => !existsSync(join(SRC, 'features', name, `${name}.area.ts`)));
    expect(withoutManifest).toEqual([]);
  });

  // The shell is the frame that composes the areas (sidebar, top bar, user menu): it may reach an
  // area's public surface. Every other platform module sits below the areas.
  it('keeps the platform below the areas: platform modules import no area but its manifest (issue 45)', () => {
    const bad = edges
      .filter(
        (edge) =>
          edge.from.startsWith('platform/') &&
          !(edge.from.startsWith('platform/shell/') && isPublic(edge.to)) &&
          edge.to.startsWith('features/') &&
          !/^features\/areas(\.gen)?\.ts$/.test(edge.to) &&
          !/^features\/[^/]+\/[^/]+\.area\.ts$/.test(edge.to),
      )
      .map((edge) => `${edge.from} -> ${edge.to}`);
    expect(bad).toEqual([]);
  });

  it('keeps features out of the routes', () => {
    expect(
      edges.filter((edge) => edge.from.startsWith('features/') && edge.to.startsWith('routes/')),
    ).toEqual([]);
  });
});

/**
 * One browser mutation path (docs/architecture.md, "Conventions"): every mutation of src/ goes
 * through the wrapper (`graphql/mutation.ts`), never through `execute` / `executeWith`, which are
 * for queries only. The client (which defines them and renews tokens) and the wrapper are the only
 * files that pass a document they did not name.
 */
describe('one browser mutation path', () => {
  const MUTATION_DOCUMENT = /export const (\w+Document) = new TypedDocumentString\(`\s*mutation\b/g;
  const generated = readFileSync(join(SRC, 'graphql', '__generated__', 'graphql.ts'), 'utf8');
  const mutations = new Set([...generated.matchAll(MUTATION_DOCUMENT)].map((match) => match[1] ?? ''));
  const TRANSPORT = ['graphql/client.ts', 'graphql/mutation.ts'];
  /** Every `execute(…)` / `executeWith(token, …)` call of src/ (tests aside), with its document argument. */
  const calls = sourceFiles(SRC)
    .map((file) => relative(SRC, file).replaceAll('\\', '/'))
    .filter((path) => !/\.test\.tsx?$/.test(path) && !TRANSPORT.includes(path))
    .flatMap((path) =>
      [
        ...readFileSync(join(SRC, path), 'utf8').matchAll(
          /\b(execute|executeWith)\s*(?:<[^>]*>)?\(\s*([\w.]+)(?:\s*,\s*([\w.]+))?/g,
        ),
      ].map((match) => ({
        path,
        document: (match[1] === 'executeWith' ? match[3] : match[2]) ?? '',
      })),
    );

  it('knows the mutation documents and the calls', () => {
    expect(mutations.size).toBeGreaterThan(100);
    expect(calls.length).toBeGreaterThan(80);
  });

  it('sends no mutation through execute anywhere in src/', () => {
    const direct = calls
      .filter((call) => mutations.has(call.document))
      .map((call) => `${call.path}: ${call.document}`);
    expect(direct).toEqual([]);
  });

  it('names the document of every execute call (so a mutation cannot hide behind a variable)', () => {
    const unnamed = calls
      .filter((call) => !/^\w+Document$/.test(call.document))
      .map((call) => `${call.path}: ${call.document}`);
    expect(unnamed).toEqual([]);
  });

  it('does not rename execute on import', () => {
    const renamed = sourceFiles(SRC)
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => /\bexecute(?:With)?\s+as\s+\w+/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file).replaceAll('\\', '/'))
      .filter((path) => !TRANSPORT.includes(path));
    expect(renamed).toEqual([]);
  });
});

/**
 * One place for query keys (docs/architecture.md, "Conventions"): a key written out as a list of
 * words lives in a `*.queries.ts` key factory; elsewhere a key comes from one (`pimKeys.items`,
 * `[...tablesKeys.all, 'monitor']`), so invalidating through the factory reaches every query.
 */
describe('one place for query keys', () => {
  it('writes no literal query key outside a *.queries.ts', () => {
    const literal = sourceFiles(SRC)
      .map((file) => relative(SRC, file).replaceAll('\\', '/'))
      .filter((path) => !/\.test\.tsx?$/.test(path) && !path.endsWith('.queries.ts'))
      .flatMap((path) =>
        [...readFileSync(join(SRC, path), 'utf8').matchAll(/\bqueryKey:\s*\[\s*['"`]/g)].map(() => path),
      );
    expect(literal).toEqual([]);
  });
});

/**
 * One control kit (issue 45 item 4): screens take their inputs from src/ui (react-aria: labels,
 * keyboard, the shared styles), never a raw `<input>`, `<select>` or `<textarea>`. Two native
 * inputs are kept on purpose, each for the weight of its first screen, and render what the kit
 * renders (the label, the drawn box, the `data-*` states): the sign-up consent (the front door
 * has no react-aria) and the list grid's row checkbox (react-aria's Checkbox costs ~15 KB there).
 */
describe('one control kit', () => {
  const NATIVE_ON_PURPOSE = [
    'features/auth/ConsentCheckbox.tsx',
    'platform/crud/VirtualGrid/GridCheckbox.tsx',
  ];
  it('writes no raw input, select or textarea in src/features and src/platform', () => {
    const raw = sourceFiles(SRC)
      .map((file) => relative(SRC, file).replaceAll('\\', '/'))
      .filter((path) => /^(features|platform)\//.test(path) && !/\.test\.tsx?$/.test(path))
      .filter((path) => /<(input|select|textarea)\b/.test(readFileSync(join(SRC, path), 'utf8')));
    expect(raw).toEqual(NATIVE_ON_PURPOSE);
  });
});
