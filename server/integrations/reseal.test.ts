import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { integrationConnections } from '../platform/db/schema/index.ts';
import { isCurrent, keyringOf, seal, unseal } from '../platform/secrets.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany } from '../test/fixtures.ts';
import { resealCredentials } from './reseal.ts';

/** `npm run reseal` (issue 42 item 4): rotating INTEGRATIONS_KEY re-seals what is stored. */
describe.each(testDatabaseKinds())('re-sealing integration credentials on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('seals every row with the new first key, after which the old key can go', async () => {
    const { company } = await createCompany(database.db, { name: 'Sealed', email: 'sealed@reseal.test' });
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    await database.db.insert(integrationConnections).values({
      companyId: company.id,
      provider: 'fortnox',
      status: 'connected',
      credentials: seal({ accessToken: 'kept' }, keyringOf([oldKey])),
    });
    const ring = keyringOf([newKey, oldKey]);
    expect(await resealCredentials(database.db, ring)).toEqual({ resealed: 1, unreadable: 0 });
    expect(await resealCredentials(database.db, ring)).toEqual({ resealed: 0, unreadable: 0 });
    const [row] = await database.db.select().from(integrationConnections);
    expect(isCurrent(row?.credentials ?? '', ring)).toBe(true);
    expect(unseal(row?.credentials ?? '', keyringOf([newKey]))).toEqual({ accessToken: 'kept' });
  });
});
