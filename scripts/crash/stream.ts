// A stream of concurrent writes that ends with a SIGKILL at a random moment.
import { RefusedError } from './api.ts';
import type { Model } from './model.ts';
import type { Random } from './random.ts';
import type { PlannedWrite } from './writes.ts';

export interface StreamOptions {
  /** Writes kept in flight at once. */
  concurrency: number;
  /** The kill comes after this many acknowledgements… */
  killAfterAcks: number;
  /** …plus this many milliseconds, so it lands anywhere in the writes then in flight. */
  killDelayMs: number;
}

export interface StreamResult {
  sent: number;
  acknowledged: number;
  /** Writes the server refused or failed before the kill: the test's own fault or a product bug. */
  problems: string[];
}

export function randomStreamOptions(random: Random): StreamOptions {
  return { concurrency: 4, killAfterAcks: random.int(1, 16), killDelayMs: random.int(0, 12) };
}

export async function streamUntilKilled(
  url: string,
  token: string,
  model: Model,
  planner: { next(): PlannedWrite },
  options: StreamOptions,
  kill: () => Promise<void>,
): Promise<StreamResult> {
  let killed = false;
  let sent = 0;
  let acknowledged = 0;
  const problems: string[] = [];
  let killing: Promise<void> | null = null;
  const killNow = () => {
    killing ??= (async () => {
      killed = true;
      await kill();
    })();
    return killing;
  };

  async function worker(): Promise<void> {
    while (!killed) {
      const planned = planner.next();
      for (const id of planned.items) model.busy.add(id);
      model.inFlight.add(planned.write);
      sent++;
      try {
        await planned.send(url, token);
      } catch (error) {
        // Cut off by the kill: it stays in flight, to be found whole or absent after the restart.
        if (killed && !(error instanceof RefusedError)) return;
        problems.push(`${planned.write.kind} failed before the kill: ${(error as Error).message}`);
        killNow();
        return;
      }
      model.inFlight.delete(planned.write);
      for (const id of planned.items) model.busy.delete(id);
      model.acknowledged++;
      acknowledged++;
      if (acknowledged === options.killAfterAcks) setTimeout(killNow, options.killDelayMs);
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, worker));
  await killNow();
  return { sent, acknowledged, problems };
}
