import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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

/** What the server may take from src/: pure rules, dictionaries, page manifests, the widget's protocol. */
const SHARED = [
  /^src\/domain\//,
  /^src\/i18n\//,
  /^src\/features\/navigation\.ts$/,
  /^src\/widget\/protocol\.ts$/,
];

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

  it('takes from src/ only what both sides share', () => {
    const bad = edges
      .filter((edge) => edge.to.startsWith('src/') && !SHARED.some((rule) => rule.test(edge.to)))
      .map((edge) => `${edge.from} -> ${edge.to}`);
    expect(bad).toEqual([]);
  });
});
