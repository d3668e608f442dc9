// `npm run gen:paths` (part of `npm run gen`; `npm test` checks the output is committed): the
// browser specs generated from the machines' bindings, and the coverage line per machine.
// Keep it small: at most ~10 specs in all (the CI budget), shortest paths chosen for coverage.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPaths } from './paths.ts';

const OUT = join('tests', 'e2e', 'generated');

/** Machine, how many specs, and extra flags (see `npm run paths -- --help`). */
export const GENERATION: readonly { machine: string; limit: number; flags?: string[] }[] = [
  { machine: 'toast', limit: 2 },
  { machine: 'searchPalette', limit: 2 },
  { machine: 'menuEditing', limit: 2 },
  { machine: 'posLayout', limit: 2 },
  // Simple paths: the browser reaches a page's saving only through Continue, saved and recorded
  // (the binding accepts no facts a click cannot give), longer than the shortest path by Skip.
  { machine: 'onboarding', limit: 1, flags: ['--strategy', 'simple'] },
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
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  coverage.push(line);
  console.log(line);
}
writeFileSync(
  join(OUT, 'coverage.txt'),
  `States and transitions of each machine the generated browser tests visit (npm run gen:paths).\n${coverage.join('\n')}\n`,
);
if (failed) process.exitCode = 1;
