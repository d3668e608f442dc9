import cluster from 'node:cluster';
import { runPrimary } from './app/cluster.ts';
import { demoLine, prepareDatabase, serve } from './app/serve.ts';
import { ConfigError } from './platform/config.ts';
import { readConfig, type ServerConfig } from './platform/env.ts';
import { log } from './platform/log.ts';

const started = performance.now();
let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  // Every problem at once, readable in a terminal and as one JSON line in a log collector.
  if (!(error instanceof ConfigError)) throw error;
  log.fatal({ problems: error.problems }, 'the configuration has problems');
  process.stderr.write(`${error.message}\n`);
  process.exit(78);
}
const url = `http://localhost:${config.port}`;

if (!config.databaseUrl && Number(process.env.WEB_CONCURRENCY ?? 1) > 1)
  log.warn('WEB_CONCURRENCY is ignored on PGlite: the embedded database lives in one process');

function ready(kind: string, seeded: boolean) {
  const ms = Math.round(performance.now() - started);
  log.info({ database: kind, readyMs: ms }, `Ordna is running on ${url} (${kind}, ready in ${ms} ms)`);
  if (config.seedDemo) log.info(demoLine(seeded));
}

if (cluster.isWorker) {
  await serve(config, { prepare: false, onListening: () => undefined });
} else if (config.webConcurrency > 1) {
  // Migrations and the demo seed run once, in the primary, before any worker serves.
  const { seeded } = await prepareDatabase(config);
  runPrimary(config.webConcurrency, () => ready(`postgres, ${config.webConcurrency} workers`, seeded));
} else {
  await serve(config, { prepare: true, onListening: ready });
}
