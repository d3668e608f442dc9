// One database kind's crash cycles: stream writes, SIGKILL, restart on the same data, check.
import { randomBytes } from 'node:crypto';
import { DEMO_LOGIN } from '../../server/demo/seed.ts';
import { startFakeAcquirer } from '../../server/platform/devtools/fakeAcquirer.ts';
import { login } from './api.ts';
import { createDataPlace, type DatabaseKind } from './databases.ts';
import { Model } from './model.ts';
import { Random } from './random.ts';
import { RefundPlanner } from './refunds.ts';
import { type RunningServer, type StandbyServer, spawnServer } from './server.ts';
import { randomStreamOptions, streamUntilKilled } from './stream.ts';
import { readSnapshot, WritePlanner } from './writes.ts';

export interface KindSummary {
  kind: DatabaseKind;
  cycles: number;
  failedCycles: number;
  writesSent: number;
  acknowledgedChecked: number;
  inFlightWhole: number;
  inFlightAbsent: number;
  /** Mean time from the kill to the restarted server answering. */
  meanRestartMs: number;
  firstStartMs: number;
  /** Refunds acknowledged (in-flight ones retried after the restart included) and checked. */
  refundsChecked: number;
  seconds: number;
  problems: string[];
}

export interface CycleOptions {
  cycles: number;
  seed: number;
  /** The bundled server (see bundle.ts). */
  entry: string;
  cwd: string;
  adminUrl: string | undefined;
  log: (line: string) => void;
}

export async function runCycles(kind: DatabaseKind, options: CycleOptions): Promise<KindSummary> {
  const started = performance.now();
  const random = new Random(options.seed);
  const place = await createDataPlace(kind, options.adminUrl);
  // The card acquirer outlives every kill; it answers after a random delay, so kills land between
  // a refund's stored row, the money moving and the answer being stored.
  const acquirer = await startFakeAcquirer();
  acquirer.delayMs = 20;
  // One process: the standby entry waits on stdin, which a cluster's forked workers would too.
  // Production starts only with both secrets set (issue 42): fresh ones per run.
  const env = {
    ...place.env,
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    SEED_DEMO: '1',
    WEB_CONCURRENCY: '1',
    ACQUIRER_URL: acquirer.url,
    REFUND_RECONCILE_MS: '1000',
    TOKEN_SECRET: randomBytes(48).toString('base64url'),
    INTEGRATIONS_KEY: randomBytes(32).toString('base64'),
  };
  // CRASH_START_TIMEOUT_MS: a machine busy with other work has needed more than the default.
  const timeoutMs = Number(process.env.CRASH_START_TIMEOUT_MS) || undefined;
  const spawnNext = () => spawnServer(options.entry, env, { cwd: options.cwd, timeoutMs });
  const summary: KindSummary = {
    kind,
    cycles: 0,
    failedCycles: 0,
    writesSent: 0,
    acknowledgedChecked: 0,
    inFlightWhole: 0,
    inFlightAbsent: 0,
    meanRestartMs: 0,
    firstStartMs: 0,
    refundsChecked: 0,
    seconds: 0,
    problems: [],
  };
  let server: RunningServer | null = null;
  let next: StandbyServer | null = null;
  let restartMs = 0;
  try {
    server = await (await spawnNext()).start();
    // The next process loads its modules while this one takes writes.
    next = await spawnNext();
    summary.firstStartMs = Math.round(performance.now() - started);
    // The token outlives every restart: its session is an acknowledged write too.
    const token = await login(server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
    const prefix = `crash-${options.seed.toString(36)}-`;
    const { demoCategoryIds } = await readSnapshot(server.url, token, prefix);
    const model = new Model();
    const catalogue = new WritePlanner(model, random, prefix, demoCategoryIds);
    const refunds = new RefundPlanner(random, prefix, acquirer);
    // A quarter of the writes are card refunds (issue 40 item 5).
    const planner = {
      next: () => (refunds.ready() && random.float() < 0.25 ? refunds.next() : catalogue.next()),
    };
    for (let cycle = 1; cycle <= options.cycles; cycle++) {
      const running: RunningServer = server;
      await refunds.stock(running.url, token);
      const stream = await streamUntilKilled(
        running.url,
        token,
        model,
        planner,
        randomStreamOptions(random),
        () => running.kill(),
      );
      const killedAt = performance.now();
      summary.writesSent += stream.sent;
      server = null;
      try {
        const standby: StandbyServer = next;
        next = null;
        server = await standby.start();
        next = await spawnNext();
      } catch (error) {
        summary.cycles = cycle;
        summary.failedCycles++;
        summary.problems.push(
          `cycle ${cycle}: the server did not restart after the kill: ${(error as Error).message}`,
        );
        break;
      }
      restartMs += performance.now() - killedAt;
      const problems = [...stream.problems];
      try {
        const { snapshot } = await readSnapshot(server.url, token, prefix);
        const result = model.verify(snapshot);
        problems.push(...result.problems);
        problems.push(...(await refunds.verify(server.url, token)));
        summary.refundsChecked = refunds.acknowledgedTotal;
        summary.acknowledgedChecked += result.acknowledgedChecked;
        summary.inFlightWhole += result.inFlightWhole;
        summary.inFlightAbsent += result.inFlightAbsent;
      } catch (error) {
        problems.push(`reading back failed: ${(error as Error).message}`);
      }
      summary.cycles = cycle;
      if (problems.length > 0) {
        summary.failedCycles++;
        for (const problem of problems) summary.problems.push(`cycle ${cycle}: ${problem}`);
        options.log(`${kind}: cycle ${cycle} failed:\n  ${problems.join('\n  ')}`);
      }
      if (cycle % 25 === 0 || cycle === options.cycles)
        options.log(
          `${kind}: ${cycle}/${options.cycles} cycles, ${summary.acknowledgedChecked} acknowledged writes checked, ${summary.failedCycles} failed (${Math.round((performance.now() - started) / 1000)} s)`,
        );
    }
  } catch (error) {
    summary.failedCycles++;
    summary.problems.push(`${kind}: ${(error as Error).message}`);
  } finally {
    await server?.stop();
    await next?.discard();
    await acquirer.close();
    await place.dispose();
  }
  summary.meanRestartMs = summary.cycles > 0 ? Math.round(restartMs / summary.cycles) : 0;
  summary.seconds = Math.round((performance.now() - started) / 100) / 10;
  return summary;
}
