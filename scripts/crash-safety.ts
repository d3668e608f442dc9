// `npm run test:crash`: SIGKILLs the real server in the middle of a stream of acknowledged writes,
// restarts it on the same data and checks that every acknowledged write is there and that nothing
// is half-written; 100 times on PGlite and, when DATABASE_URL is set, 100 times on PostgreSQL (the
// two run side by side). CRASH_CYCLES, CRASH_SEED and CRASH_KINDS (pglite,postgres) change the run;
// `--json <file>` writes the figures for scripts/test.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { bundleServer } from './crash/bundle.ts';
import { type KindSummary, runCycles } from './crash/cycles.ts';
import type { DatabaseKind } from './crash/databases.ts';

const root = resolve(import.meta.dirname, '..');
const cycles = Number(process.env.CRASH_CYCLES ?? 100);
const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const adminUrl = process.env.DATABASE_URL || undefined;
const kinds = (process.env.CRASH_KINDS ?? (adminUrl ? 'pglite,postgres' : 'pglite'))
  .split(',')
  .filter((kind): kind is DatabaseKind => kind === 'pglite' || kind === 'postgres');
const jsonIndex = process.argv.indexOf('--json');
const jsonFile = jsonIndex > 0 ? process.argv[jsonIndex + 1] : undefined;

const started = performance.now();
console.log(`crash safety: ${cycles} cycles on ${kinds.join(' and ')}, seed ${seed}`);
const entry = await bundleServer(root);
const summaries: KindSummary[] = await Promise.all(
  kinds.map((kind, index) =>
    runCycles(kind, {
      cycles,
      seed: seed + index,
      entry,
      cwd: root,
      adminUrl,
      log: (line) => console.log(line),
    }),
  ),
);

console.log(
  '\nkind       cycles  failed  writes sent  acknowledged checked  in flight whole / absent  refunds  restart  time',
);
for (const s of summaries) {
  console.log(
    `${s.kind.padEnd(9)}  ${String(s.cycles).padStart(6)}  ${String(s.failedCycles).padStart(6)}  ${String(s.writesSent).padStart(11)}  ${String(s.acknowledgedChecked).padStart(20)}  ${`${s.inFlightWhole} / ${s.inFlightAbsent}`.padStart(24)}  ${String(s.refundsChecked).padStart(7)}  ${`${s.meanRestartMs} ms`.padStart(7)}  ${s.seconds} s`,
  );
}
const problems = summaries.flatMap((s) => s.problems.map((problem) => `${s.kind}: ${problem}`));
if (problems.length > 0) {
  console.error(`\n✘ ${problems.length} problems (seed ${seed}):\n  ${problems.slice(0, 50).join('\n  ')}`);
}
// One test per database kind: it passes when all its cycles ran and none lost or tore a write.
const passed = summaries.filter((s) => s.failedCycles === 0 && s.cycles === cycles).length;
const failed = summaries.length - passed;
console.log(`\n${passed} passed, ${failed} failed (${Math.round((performance.now() - started) / 1000)} s)`);
if (jsonFile) {
  mkdirSync(dirname(jsonFile), { recursive: true });
  writeFileSync(jsonFile, JSON.stringify({ seed, cycles, passed, failed, summaries }, null, 2));
}
process.exit(failed > 0 ? 1 : 0);
