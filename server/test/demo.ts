import { DEMO_LOGIN, seedDemo } from '../db/seed.ts';
import { testApi } from './api.ts';
import { openTestDatabase, type TestDatabaseKind } from './db.ts';

/** A fresh database with the demo company, and a client with the demo owner's token. */
export async function openDemo(kind: TestDatabaseKind) {
  const database = await openTestDatabase(kind);
  await seedDemo(database.db);
  const client = testApi(database.db);
  const token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
  return { database, client, token };
}
