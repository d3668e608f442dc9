import { join } from 'node:path';
import { readConfig } from '../env.ts';
import { openDatabase } from './client.ts';

const config = readConfig();
const database = await openDatabase(config.databaseUrl ?? join(config.dataDir, 'db'));
console.log(`migrated the ${database.kind} database`);
await database.close();
