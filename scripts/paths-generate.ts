// `npm run gen:paths` (part of `npm run gen`; `npm test` checks the output is committed): the
// browser specs generated from the machines' bindings, and the coverage line per machine.
// Keep it small: at most ~10 specs in all (the CI budget, a login each), paths chosen for coverage.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPaths } from './paths.ts';

const OUT = join('tests', 'e2e', 'generated');

/** Machine, how many specs, and extra flags (see `npm run paths -- --help`). */
export const GENERATION: readonly { machine: string; limit: number; flags?: string[] }[] = [
  { machine: 'toast', limit: 2, flags: ['--strategy', 'transitions'] },
  // Transitions: one long walk through every transition the binding drives (one login, not one per
  // path; docs/model-based-testing.md).
  { machine: 'searchPalette', limit: 1, flags: ['--strategy', 'transitions'] },
  { machine: 'menuEditing', limit: 1, flags: ['--strategy', 'transitions'] },
  { machine: 'posLayout', limit: 1, flags: ['--strategy', 'transitions'] },
  // Two walks: a skip needs an open page, and the first walk ends on the stations, done by the
  // station it added; each walk signs a new company up.
  { machine: 'onboarding', limit: 2, flags: ['--strategy', 'transitions'] },
];

mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(OUT)) if (file.endsWith('.spec.ts')) rmSync(join(OUT, file));
const coverage: string[] = [];
let failed = false;
for (const { machine, limit, flags = [] } of GENERATION) {
  const result = await runPaths([
    machine,
    '--format',
    'playwright',
    '--coverage',
    '--limit',
    String(limit),
    ...flags,
  ]);
  process.stderr.write(result.stderr);
  if (result.code !== 0) {
    failed = true;
    continue;
  }
  // The coverage line and the binding's reasons for what it does not drive (after the "wrote" lines).
  const lines = result.stdout
    .trimEnd()
    .split('\n')
    .filter((line) => !line.startsWith('wrote '));
  coverage.push(...lines);
  console.log(lines.join('\n'));
}
writeFileSync(
  join(OUT, 'coverage.txt'),
  `States and transitions of each machine the generated browser tests visit (npm run gen:paths).\n${coverage.join('\n')}\n`,
);
if (failed) process.exitCode = 1;
