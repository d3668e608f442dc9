import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  accessLevelSchema,
  DEFAULT_ACCESS_LEVELS,
  pinCandidates,
  pinProblem,
  staffFieldErrors,
  staffMemberSchema,
  TERMINAL_PERMISSIONS,
} from './staff.ts';

describe('terminal PINs', () => {
  it('takes 4–6 digits that are not easily guessed', () => {
    for (const pin of ['2580', '1357', '90210', '481516']) expect(pinProblem(pin)).toBeNull();
  });
  it('refuses the wrong shape', () => {
    for (const pin of ['', '123', '1234567', '12a4', ' 2580', '25.80'])
      expect(pinProblem(pin)).toBe('pinFormat');
  });
  it('refuses repeated digits and runs up or down, wrapping at 9', () => {
    for (const pin of ['0000', '1111', '1234', '4321', '123456', '654321', '7890', '8901', '2109'])
      expect(pinProblem(pin)).toBe('pinWeak');
  });
});

describe('proposed PINs', () => {
  it('offers distinct PINs of the length asked, none weak, whatever the digits drawn', () => {
    let seed = 7;
    const digit = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % 10;
    };
    const pins = pinCandidates(20, 4, digit);
    expect(pins).toHaveLength(20);
    expect(new Set(pins).size).toBe(20);
    for (const pin of pins) {
      expect(pin).toMatch(/^\d{4}$/);
      expect(pinProblem(pin)).toBeNull();
    }
  });
  it('gives up rather than loop when the digits only make weak PINs', () => {
    expect(pinCandidates(5, 4, () => 3)).toEqual([]);
  });
});

describe('staff schemas', () => {
  it('names an unknown permission by its place', () => {
    const result = accessLevelSchema.safeParse({ name: 'Bar', permissions: ['REFUND', 'FLY'] });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(staffFieldErrors(result.error)).toEqual({ 'permissions.1': 'unknownPermission' });
  });
  it('words PIN problems with their own codes', () => {
    const result = staffMemberSchema.safeParse({ name: 'Ana', venueIds: ['v'], pin: '1111', email: 'x' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(staffFieldErrors(result.error)).toEqual({ pin: 'pinWeak', email: 'emailInvalid' });
  });
});

describe('default access levels', () => {
  it('gives the manager all 17 permissions', () => {
    expect(TERMINAL_PERMISSIONS).toHaveLength(17);
    expect(DEFAULT_ACCESS_LEVELS.manager).toEqual([...TERMINAL_PERMISSIONS]);
  });
  it('are the sets the sign-up trigger writes', () => {
    const sql = readFileSync(
      new URL('../../server/platform/db/migrations/0015_staff.sql', import.meta.url),
      'utf8',
    );
    for (const [key, permissions] of Object.entries(DEFAULT_ACCESS_LEVELS)) {
      const array = `ARRAY[${permissions.map((p) => `'${p}'`).join(',')}],\n     '${key}'`;
      expect(sql.replace(/,\s*\n\s+'/g, ",'")).toContain(array.replace(/,\s*\n\s+'/g, ",'"));
    }
  });
});
