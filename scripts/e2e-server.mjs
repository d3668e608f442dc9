// One end-to-end server (a lane's, or a spec's own: tests/e2e/own-server.ts) on a copy of the demo
// database seeded once per run (decision 0114). Migrating and seeding an embedded database took
// 30–40 s per server on the 2-core machine, and a run started two lanes one after the other and
// four specs' own servers; a copy of the seeded data directory opens in seconds.
//
// Env: DATA_DIR (this server's, made here), E2E_DEMO_TEMPLATE (the run's seeded directory: the
// first server to need it seeds it, under a lock, the others wait for it), E2E_BUILT_SERVER ('1':
// dist/server/index.js, else server/index.ts, this process started with `--import tsx`), and the
// server's own settings, passed on. Without E2E_DEMO_TEMPLATE the server seeds its own, as before.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = resolve(process.env.E2E_BUILT_SERVER ? 'dist/server/index.js' : 'server/index.ts');
/** Seeding at load 10 took minutes; the lanes' servers are given six (playwright.config.ts). */
const SEED_TIMEOUT_MS = 300_000;

/** A port nothing listens on right now (the system's choice). */
function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The real server, started on `dir` with the demo seed, stopped (SIGTERM: the embedded database
 * closes cleanly) once it says it is running, that is after migrations and the seed.
 */
async function seedInto(dir) {
  const port = await freePort();
  const child = spawn(process.execPath, [...process.execArgv, entry], {
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: '1',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      // Its ready line is an info line.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`seeding the e2e demo took over ${SEED_TIMEOUT_MS} ms`)),
      SEED_TIMEOUT_MS,
    );
    const read = (chunk) => {
      output = (output + chunk.toString()).slice(-4000);
      if (output.includes(`Ordna is running on http://localhost:${port} `)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the seeding server exited (${code}) before it was ready:\n${output}`));
    });
  }).catch((error) => {
    child.kill('SIGKILL');
    throw error;
  });
  child.removeAllListeners('exit');
  await new Promise((done) => {
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

/** The run's seeded directory: made by the first server that asks, waited for by the others. */
async function demoTemplate(template) {
  const ready = join(template, 'db');
  if (existsSync(ready)) return;
  const lock = `${template}.lock`;
  let mine = true;
  await mkdir(lock).catch((error) => {
    if (error.code !== 'EEXIST') throw error;
    mine = false;
  });
  if (mine) {
    const scratch = `${template}.seeding`;
    await rm(scratch, { recursive: true, force: true });
    await seedInto(scratch);
    // Whole or not at all: the others wait for the directory's name.
    await rename(scratch, template);
    return;
  }
  const deadline = Date.now() + SEED_TIMEOUT_MS + 30_000;
  while (!existsSync(ready)) {
    if (Date.now() > deadline) throw new Error(`no seeded e2e demo in ${template} in time`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

const dataDir = process.env.DATA_DIR;
const template = process.env.E2E_DEMO_TEMPLATE;
// A directory that has a database already (a server started again on it) keeps it, as the server would.
if (template && dataDir && !existsSync(join(dataDir, 'db'))) {
  await demoTemplate(template);
  await mkdir(dataDir, { recursive: true });
  // The database and the key its sealed credentials are read with, if it has one (the server makes
  // it when it first needs it). Not the token secret (each server makes its own), the mail outbox
  // or the schedule clock: this server's alone.
  await cp(join(template, 'db'), join(dataDir, 'db'), { recursive: true });
  if (existsSync(join(template, 'integrations-key')))
    await cp(join(template, 'integrations-key'), join(dataDir, 'integrations-key'));
}
await import(pathToFileURL(entry).href);
