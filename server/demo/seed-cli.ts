import { join } from 'node:path';
import { openDatabase } from '../platform/db/client.ts';
import { readConfig } from '../platform/env.ts';
import { DEMO_LOGIN, findUserByEmail, seedDemo } from './seed.ts';

/** `npm run seed`: adds the demo company unless it is already there. */
const config = readConfig();
const database = await openDatabase(config.databaseUrl ?? join(config.dataDir, 'db'));
if (await findUserByEmail(database.db, DEMO_LOGIN.email)) {
  console.log(`the demo company is already there: log in as ${DEMO_LOGIN.email} (password: see README.md)`);
} else {
  await seedDemo(database.db);
  console.log(`seeded Demo Bistro: log in as ${DEMO_LOGIN.email} (password: see README.md)`);
}
await database.close();
