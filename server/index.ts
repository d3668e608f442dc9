import cluster from 'node:cluster';
import { runPrimary } from './cluster.ts';
import { readConfig } from './env.ts';
import { demoLine, prepareDatabase, serve } from './serve.ts';

const started = performance.now();
const config = readConfig();
const url = `http://localhost:${config.port}`;

if (!config.databaseUrl && Number(process.env.WEB_CONCURRENCY ?? 1) > 1)
  console.warn('WEB_CONCURRENCY is ignored on PGlite: the embedded database lives in one process');

function ready(kind: string, seeded: boolean) {
  const ms = Math.round(performance.now() - started);
  console.log(`Ordna is running on ${url} (${kind}, ready in ${ms} ms)`);
  if (config.seedDemo) console.log(demoLine(seeded));
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
