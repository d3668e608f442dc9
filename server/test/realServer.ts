import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import { freePort } from '../platform/devtools/freePort.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface RealServer {
  child: ChildProcess;
  base: string;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves when `text` has appeared in its output (or rejects when it exits first). */
  printed: (text: string) => Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  dispose: () => Promise<void>;
}

let bundled: string | null = null;

/**
 * The server bundled as `npm run build` bundles it (scripts/build-server.mjs), once per test
 * worker, under node_modules/.cache so its packages resolve: a start under tsx transforms some
 * 1,000 files (minutes on a busy machine), the bundle loads in about a second.
 */
export function serverBundle(): string {
  if (!bundled) {
    const outdir = join(ROOT, 'node_modules/.cache', `ordna-test-server-${process.pid}`);
    execFileSync(process.execPath, ['scripts/build-server.mjs', outdir], { cwd: ROOT, stdio: 'ignore' });
    bundled = join(outdir, 'index.js');
  }
  return bundled;
}

/**
 * The real server process (the bundle of server/index.ts) on a copy of the migrated PGlite
 * template, resolved once it says it is running.
 */
export async function startRealServer(env: Record<string, string> = {}): Promise<RealServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ordna-real-'));
  cpSync(inject('pgliteTemplate'), join(dataDir, 'db'), { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, [serverBundle()], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters) waiter();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const printed = (text: string) =>
    new Promise<void>((done, fail) => {
      const check = () => {
        if (!output.includes(text)) return;
        waiters.delete(check);
        done();
      };
      waiters.add(check);
      void exited.then(() => {
        if (!output.includes(text)) fail(new Error(`server exited before printing ${text}:\n${output}`));
      });
      check();
    });
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await printed('Ordna is running');
  } catch (error) {
    await dispose();
    throw error;
  }
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, printed, exited, dispose };
}
