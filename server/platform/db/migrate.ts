// `npm run migrate`: migrates the configured database and exits, for deploy pipelines that migrate
// before rolling the instances (MIGRATE_ON_START=0; docs/deploy.md). On PostgreSQL it takes the
// same advisory lock as a starting instance, so it is safe beside running ones.
import { resolve } from 'node:path';
import { readConfig } from '../env.ts';
import { log } from '../log.ts';
import { openDatabase } from './client.ts';

const config = readConfig();
const started = performance.now();
const database = await openDatabase(config.databaseUrl ?? resolve(config.dataDir, 'db'), { migrate: true });
log.info({ database: database.kind, ms: Math.round(performance.now() - started) }, 'migrated');
await database.close();
