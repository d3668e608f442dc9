// `npm run reseal`: seals the stored integration credentials again with INTEGRATIONS_KEY's first key.
import { openDatabase } from '../platform/db/client.ts';
import { databaseTarget, readConfig } from '../platform/env.ts';
import { integrationsKey } from '../platform/secrets.ts';
import { resealCredentials } from './reseal.ts';

const config = readConfig();
const database = await openDatabase(databaseTarget(config));
try {
  const { resealed, unreadable } = await resealCredentials(database.db, integrationsKey());
  console.log(`resealed ${resealed} credential(s); ${unreadable} no listed key opens`);
  if (unreadable > 0) process.exitCode = 1;
} finally {
  await database.close();
}
