import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserRegistry } from '../../scripts/areas-generate.ts';
import { AREAS } from './areas.ts';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the area manifests', () => {
  it('are found on disk: every `src/features/*/*.area.ts` manifest is registered', () => {
    // Stale? Run `npm run gen:areas` (a new area needs no hand-written line).
    expect(readFileSync(join(ROOT, 'src', 'features', 'areas.gen.ts'), 'utf8')).toBe(browserRegistry(ROOT));
  });

  it('names each area once', () => {
    const names = AREAS.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('pim');
  });
});
