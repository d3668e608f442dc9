import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  browserRegistry,
  generatedKindFiles,
  generatedRouteFiles,
  kindClientFiles,
  kindTables,
  routeFiles,
} from '../../scripts/areas-generate.ts';
import { AREAS } from './areas.ts';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the area manifests', () => {
  it('are found on disk: every `src/features/*/*.area.ts` manifest is registered', () => {
    // Stale? Run `npm run gen:areas` (a new area needs no hand-written line).
    expect(readFileSync(join(ROOT, 'src', 'features', 'areas.gen.ts'), 'utf8')).toBe(browserRegistry(ROOT));
  });

  it('write the route file of every list-and-edit page and alias (stale? `npm run gen:areas`)', async () => {
    const routes = await routeFiles(ROOT);
    for (const { file, text } of routes) expect(readFileSync(join(ROOT, file), 'utf8'), file).toBe(text);
    // No generated route file is left over from a page that no longer asks for it.
    expect(generatedRouteFiles(ROOT)).toEqual(routes.map((route) => route.file));
  });

  it("write each declared kind's table and browser calls (stale? `npm run gen:areas`)", () => {
    const tables = join(ROOT, 'server', 'platform', 'db', 'schema', 'kinds.gen.ts');
    expect(readFileSync(tables, 'utf8')).toBe(kindTables(ROOT));
    const files = kindClientFiles(ROOT);
    for (const { file, text } of files) expect(readFileSync(join(ROOT, file), 'utf8'), file).toBe(text);
    expect(generatedKindFiles(ROOT)).toEqual(files.map((file) => file.file));
    expect(files.map((file) => file.file)).toContain(
      join('src', 'features', 'inventory', 'suppliers.kind.gql.ts'),
    );
  });

  it('route each list-and-edit page to the descriptor its manifest names', async () => {
    const routes = new Map((await routeFiles(ROOT)).map((route) => [route.file, route.text]));
    const tree = readFileSync(join(ROOT, 'src', 'routeTree.gen.ts'), 'utf8');
    const lists = AREAS.flatMap((area) => Object.values(area.pages)).filter((page) => page.resource);
    expect(lists.length).toBeGreaterThanOrEqual(12);
    for (const page of lists) {
      const text = [...routes.values()].find((route) =>
        [`'/_app${page.path}'`, `'/_app${page.path}/'`].some((id) =>
          route.includes(`createFileRoute(${id})`),
        ),
      );
      expect(text, page.path).toContain(`descriptor={${page.resource}Resource}`);
      expect(tree).toContain(`'/_app${page.path}`);
    }
  });

  it('names each area once', () => {
    const names = AREAS.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('pim');
  });
});
