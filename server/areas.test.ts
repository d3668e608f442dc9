import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRegistry } from '../scripts/areas-generate.ts';
import { AREAS } from './areas.ts';

const ROOT = join(import.meta.dirname, '..');

describe('the area registry', () => {
  it('is generated from the folders: every `server/<area>/*.graphql.ts` is in the schema', () => {
    // Stale? Run `npm run gen:areas` (a new area needs no hand-written line).
    expect(readFileSync(join(ROOT, 'server', 'areas.gen.ts'), 'utf8')).toBe(serverRegistry(ROOT));
  });

  it('has one entry per area, each with its GraphQL modules', () => {
    const names = AREAS.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('pim');
    expect(Object.keys(AREAS.find((area) => area.name === 'pim')?.graphql ?? {})).toContain('products');
  });
});
