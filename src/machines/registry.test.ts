import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MACHINES } from './index.ts';
import { analyse } from './paths.ts';

const DIR = join(process.cwd(), 'src', 'machines');
/** Folders holding a `<name>.machine.ts`: each is a flow and must be in the registry. */
const FOLDERS = readdirSync(DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(DIR, entry.name, `${entry.name}.machine.ts`)))
  .map((entry) => entry.name)
  .sort();

describe('machine registry (src/machines/index.ts)', () => {
  it('registers every machine folder, once', () => {
    const names = MACHINES.map((model) => model.name);
    expect(new Set(names).size).toBe(names.length);
    const missing = FOLDERS.filter((folder) => !names.includes(folder));
    expect(missing, `not in src/machines/index.ts MACHINES: ${missing.join(', ')}`).toEqual([]);
    expect(names.filter((name) => !FOLDERS.includes(name))).toEqual([]);
  });

  // The flows the issue names, by their folder.
  it.each([
    'session',
    'venueSelection',
    'onboarding',
    'posLayout',
    'menuEditing',
    'toast',
    'searchPalette',
    'deleteFlow',
    'productImport',
    'resourceEditor',
    'floorPlan',
    'orderStatus',
  ])('has %s', (name) => expect(MACHINES.map((model) => model.name)).toContain(name));

  describe.each(MACHINES.map((model) => [model.name, model] as const))('%s', (name, model) => {
    it('has a model test walking it with xstate/graph', () => {
      const file = join(DIR, name, `${name}.test.ts`);
      expect(existsSync(file), `${file} missing`).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/from 'xstate\/graph'/);
    });

    it('reaches every state, and takes every event', () => {
      const analysis = analyse(model);
      expect(analysis.unreachableStates, 'states no path reaches').toEqual([]);
      expect(analysis.unusedEvents, 'events no walk takes (add a sample or a start)').toEqual([]);
      expect(analysis.states.length).toBeGreaterThan(1);
    });
  });
});
