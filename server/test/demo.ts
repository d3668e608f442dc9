import { DEMO_LOGIN, seedDemo } from '../demo/seed.ts';
import { testApi } from './api.ts';
import { openTestDatabase, type TestDatabaseKind } from './db.ts';
import { createCompany, FIXTURE_PASSWORD } from './fixtures.ts';

/** A fresh database with the demo company, and a client with the demo owner's token. */
export async function openDemo(kind: TestDatabaseKind) {
  const database = await openTestDatabase(kind);
  const { companyId } = await seedDemo(database.db);
  const client = testApi(database.db);
  const token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
  return { database, client, token, companyId };
}

/**
 * The demo (`openDemo`) and a second company (`createCompany`) with its owner's token: the start of
 * every API test that checks another company's ids answer like missing ones.
 */
export async function openDemoAndOther(kind: TestDatabaseKind, other: Parameters<typeof createCompany>[1]) {
  const demo = await openDemo(kind);
  const company = await createCompany(demo.database.db, other);
  const otherToken = await demo.client.login(other.email, FIXTURE_PASSWORD);
  return { ...demo, other: company, otherToken };
}
