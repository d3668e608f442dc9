// `npm run bench:start`: cold start to ready of the production artifact, `node dist/server/index.js`
// (built first when missing), from spawn to the first 200 of /readyz, on an already migrated
// database: the embedded PGlite and, when DATABASE_URL is set, PostgreSQL. BENCH_RUNS (default 5).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../server/platform/devtools/freePort.ts';
import { scratchPostgres } from '../server/platform/devtools/scratchPostgres.ts';

const root = resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 5);
if (!existsSync(join(root, 'dist/server/index.js')))
  spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });

async function startOnce(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const exited = new Promise((done) => child.once('exit', done));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited before it was ready');
      const status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return performance.now() - started;
      await new Promise((done) => setTimeout(done, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function bench(kind: string, env: Record<string, string>): Promise<void> {
  await startOnce(env); // the first start migrates (and creates PGlite's files): not counted
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await startOnce(env));
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `${kind.padEnd(10)} median ${Math.round(median)} ms, min ${Math.round(times[0] ?? 0)} ms, max ${Math.round(times.at(-1) ?? 0)} ms (${runs} starts)`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'ordna-bench-start-'));
try {
  await bench('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  if (process.env.DATABASE_URL) {
    const scratch = await scratchPostgres(process.env.DATABASE_URL, 'ordna_bench_start');
    try {
      await bench('postgres', { DATA_DIR: dataDir, DATABASE_URL: scratch.url, WEB_CONCURRENCY: '1' });
    } finally {
      await scratch.drop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
