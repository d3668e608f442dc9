// One server process of the crash test: started on a free port, killed with SIGKILL.
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../server/platform/devtools/freePort.ts';

export interface RunningServer {
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** SIGKILL: no shutdown handler, no flush, no close. Resolves once the process is gone. */
  kill: () => Promise<void>;
  /** SIGTERM, the ordinary shutdown. */
  stop: () => Promise<void>;
}

const READY = /Ordna is running on http:\/\/localhost:(\d+)/;

/** A server process that has loaded its modules and waits to be told to start (see standby.ts). */
export interface StandbyServer {
  /** Runs server/index.ts; resolves when it listens, rejects with its output if it dies. */
  start: () => Promise<RunningServer>;
  /** Ends a standby that was never started. */
  discard: () => Promise<void>;
}

export async function spawnServer(
  entry: string,
  env: Record<string, string>,
  options: { cwd: string; timeoutMs?: number },
): Promise<StandbyServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: options.cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // A standby that died early must not take the test down with an EPIPE.
  child.stdin?.on('error', () => {});
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const running: RunningServer = {
    url: `http://127.0.0.1:${port}/graphql`,
    output: () => output,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
  // Generous: on a machine busy with other work a start has taken over 30 s.
  const timeoutMs = options.timeoutMs ?? 120_000;
  return {
    discard: () => end('SIGKILL'),
    start: async () => {
      const ready = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`)),
          timeoutMs,
        );
        const check = () => {
          if (!READY.test(output)) return;
          clearTimeout(timer);
          resolve();
        };
        child.stdout?.on('data', check);
        child.once('exit', (code, signal) => {
          clearTimeout(timer);
          reject(new Error(`server exited (${signal ?? code}) before it was ready:\n${output}`));
        });
        check();
      });
      child.stdin?.end('start\n');
      try {
        await ready;
      } catch (error) {
        await end('SIGKILL');
        throw error;
      }
      return running;
    },
  };
}
