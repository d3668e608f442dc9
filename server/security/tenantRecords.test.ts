import { getNamedType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operations } from './schemaWalk.ts';
import { CREATED_KINDS, SEEDED_KINDS } from './tenantRecords.ts';

/**
 * The tenancy and fuzz sweeps read one record of every kind a tenant can create. The kinds come
 * from the schema: every `create…` mutation that answers a record with an id must be seeded or
 * made by createTenantRecords, so a new area's records are swept the day its mutation exists.
 */
describe('tenant records cover every creatable kind of the schema', () => {
  it('seeds or creates one record of each', () => {
    const creatable = operations()
      .filter((op) => op.type === 'mutation' && op.name.startsWith('create'))
      .filter((op) => {
        const named = getNamedType(op.field.type);
        return isObjectType(named) && 'id' in named.getFields();
      })
      .map((op) => op.name);
    expect(creatable.length).toBeGreaterThan(3);
    const covered = new Set([...SEEDED_KINDS, ...CREATED_KINDS]);
    expect(creatable.filter((name) => !covered.has(name))).toEqual([]);
  });
});
