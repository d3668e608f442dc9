import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../../demo/seed.ts';
import type { Database } from '../../platform/db/client.ts';
import { testApi } from '../api.ts';
import { sweepDatabaseKinds } from '../db.ts';
import { openDemoDatabase } from '../demo.ts';
import { createCompany, FIXTURE_PASSWORD } from '../fixtures.ts';
import { argsOf } from './arbitraries.ts';
import { licenseDeclaredKinds } from './declaredKinds.ts';
import { brokenInvariants } from './invariants.ts';
import { leaksIn } from './leaks.ts';
import { document, operations } from './schemaWalk.ts';
import { tenantIds } from './snapshot.ts';
import { createTenantRecords } from './tenantRecords.ts';

/**
 * Every operation of the schema called with arguments generated from its input types: huge and
 * odd strings, extreme numbers, wrong and foreign ids, nulls and wrong types. No answer may show
 * an internal error, a stack or SQL, the server must keep answering, and the database must stay
 * valid. FUZZ_RUNS sets the runs per operation; FUZZ_SEED replays a failure.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const FUZZER = 'fuzzer@fuzz.test';
// Requests come from another address than the test's own logins, so throttling that the fuzzer
// triggers (login, sign-up) never locks the test out.
const FUZZ_ADDRESS = '10.9.9.9';

describe.each(sweepDatabaseKinds())('fuzzing every operation on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let ids: string[];

  beforeAll(async () => {
    const demo = await openDemoDatabase(kind);
    database = demo.database;
    const { companyId } = demo;
    client = testApi(database.db);
    const fuzzer = await createCompany(database.db, { name: 'Fuzz', email: FUZZER, items: 5 });
    await licenseDeclaredKinds(database.db, fuzzer.company.id);
    await createTenantRecords(
      client,
      await client.login(FUZZER, FIXTURE_PASSWORD),
      fuzzer.venue.id,
      fuzzer.items.map((item) => item.id),
    );
    // Mostly the fuzzer's own ids (to reach the deep paths), some of another company's.
    const own = [...(await tenantIds(database.db, fuzzer.company.id)).keys()];
    const foreign = [...(await tenantIds(database.db, companyId)).keys()].slice(0, 20);
    ids = [...own, ...foreign];
  }, 120_000);
  afterAll(() => database.close());

  for (const op of operations()) {
    const query = document(op, op.field.args);
    it(
      `${op.type} ${op.name}: no internal error, stack or SQL for any input`,
      async () => {
        // A fresh session: the fuzzer may call logout or change its own permissions' data.
        const token = await client.login(FUZZER, FIXTURE_PASSWORD);
        await fc.assert(
          fc.asyncProperty(argsOf(op, ids), async (variables) => {
            const result = await client.request(query, variables, { token, address: FUZZ_ADDRESS });
            expect(leaksIn(result), JSON.stringify(variables).slice(0, 500)).toEqual([]);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      },
      30_000 + RUNS * 1_000,
    );
  }

  it('leaves the database valid and the API answering', async () => {
    expect(await brokenInvariants(database.db)).toEqual([]);
    const token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const answer = await client.request('{ items { count } categories { id } venues { id } }', {}, { token });
    expect(answer.errors).toBeUndefined();
  });
});
