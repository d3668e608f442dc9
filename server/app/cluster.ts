import cluster, { type Worker } from 'node:cluster';
import { log } from '../platform/log.ts';

/** A worker that dies this soon after it started is waited for longer before the next one. */
const QUICK_DEATH_MS = 5_000;

/**
 * The cluster's primary: forks `count` workers that share the one port (node:cluster hands the
 * connections round), replaces a worker that dies, and on SIGTERM or SIGINT passes the signal on
 * and exits once every worker has finished its graceful stop.
 */
export function runPrimary(count: number, onListening: () => void): void {
  let stopping = false;
  let listening = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());
  for (let i = 0; i < count; i += 1) fork();

  cluster.on('listening', () => {
    listening += 1;
    if (listening === count) onListening();
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log.warn({ worker: worker.process.pid, exit: signal ?? code }, 'worker exited; starting another');
    setTimeout(fork, lived < QUICK_DEATH_MS ? 5_000 : 100);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: startedAt.size }, 'shutting down the workers');
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
