import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface OwnServer {
  base: string;
  /** Its data directory (its mail outbox is `outbox/` there: tests/e2e/mail.ts reads it). */
  dataDir: string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now (the system's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts a server of its own for a spec that needs other settings than the shared e2e server
 * (a provider key, say), on a free port and a fresh embedded database with the demo seed (a copy
 * of the run's, when playwright.config.ts names one in E2E_DEMO_TEMPLATE).
 *
 * Ready means this process said so: its own "Ordna is running on http://localhost:<port>" line,
 * printed once it listens (after migrations and the seed). Not "something answers /healthz on
 * the port": a fixed port (it was E2E_PORT + 7) can be another run's server, or one still
 * stopping, and a spec that waited for that ran against a server without its settings. A child
 * that exits before it is ready (the port taken after all) is started again on another port.
 */
export async function startOwnServer(env: Record<string, string>, timeoutMs = 280_000): Promise<OwnServer> {
  const deadline = Date.now() + timeoutMs;
  const dataDir = await mkdtemp(join(tmpdir(), 'ordna-e2e-own-'));
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // The built server when playwright.config.ts found it fresh (the lanes run it too): a start
    // without compiling the sources took 26 s instead of 35 s at load 9.
    // Through scripts/e2e-server.mjs: on a copy of the run's seeded demo (decision 0114), a start
    // of seconds instead of a migration and a seed of its own (30–40 s).
    const command = process.env.E2E_BUILT_SERVER
      ? ['scripts/e2e-server.mjs']
      : ['--import', 'tsx', 'scripts/e2e-server.mjs'];
    const child = spawn('node', command, {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        NODE_ENV: 'test',
        DATABASE_URL: '',
        PUBLIC_URL: base,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const outcome = await readiness(child, `Ordna is running on http://localhost:${port} `, deadline);
    if (outcome.ready) {
      return {
        base,
        dataDir,
        stop: async () => {
          await stopChild(child);
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    }
    await stopChild(child);
    if (Date.now() > deadline || attempt >= 3) {
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`the spec's own server did not start: ${outcome.reason}\n${outcome.output}`);
    }
  }
}

function readiness(
  child: ChildProcess,
  line: string,
  deadline: number,
): Promise<{ ready: true } | { ready: false; reason: string; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const done = (result: { ready: true } | { ready: false; reason: string; output: string }) => {
      clearTimeout(timer);
      child.stdout?.removeListener('data', onData);
      child.removeListener('exit', onExit);
      // Keep reading so a full pipe never blocks the server.
      child.stdout?.resume();
      child.stderr?.resume();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      if (output.includes(line)) done({ ready: true });
    };
    const onExit = (code: number | null) =>
      done({ ready: false, reason: `it exited (${code}) before it was ready`, output });
    const timer = setTimeout(
      () => done({ ready: false, reason: 'no ready line in time', output }),
      Math.max(0, deadline - Date.now()),
    );
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    });
    child.once('exit', onExit);
  });
}

/** SIGTERM, and wait until it is gone (SIGKILL after 10 s), so the next start finds the port free. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
