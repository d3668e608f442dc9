import { existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
// The second back-office lane's server (scripts/test.mjs picks a free one).
const port2 = Number(process.env.E2E_PORT_2 ?? port + 1);
// A fresh embedded database for every run and lane, so tests start from the demo seed. Set once in
// the runner and inherited by the workers, which read the mail outbox in it (lane.ts).
process.env.E2E_DATA_DIR ??= join(tmpdir(), `ordna-e2e-${process.pid}-${Date.now()}`);
process.env.E2E_DATA_DIR_2 ??= `${process.env.E2E_DATA_DIR}-2`;
// The demo seeded once per run, copied for each server (scripts/e2e-server.mjs, decision 0114).
process.env.E2E_DEMO_TEMPLATE ??= `${process.env.E2E_DATA_DIR}-demo`;
const dataDir = process.env.E2E_DATA_DIR;
const dataDir2 = process.env.E2E_DATA_DIR_2;

/**
 * Specs that share no data with the back office's: the widgets, the headers, and the specs that
 * start a server of their own (own-server.ts); and the back office's axe sweep, which only reads
 * (it opens editors and dialogs and saves nothing). Specs of that kind that run in the first lane
 * instead even out the run (issue 46): the first lane runs alone on one worker while the side lane
 * and then the second lane run on the other. Measured, the first lane took 884 s alone against
 * 701 s + 433 s; the marketing site's specs (`site-*`, prerendered pages only, 116 s) and the
 * mail outbox's own-server spec (about 70 s with its server's start) moved to the first lane.
 */
const SIDE = [
  /a11y-public\.spec\.ts$/,
  /a11y-backoffice\.spec\.ts$/,
  /security-csp\.spec\.ts$/,
  /widget-signup\.spec\.ts$/,
  /integrations-books\.spec\.ts$/,
  /payments-onboarding\.spec\.ts$/,
];

/**
 * The back-office specs of the second lane: its own server and demo company, so they run beside
 * the first lane's (each lane's specs one at a time, in order). Balanced by the specs' times in a
 * quiet run; a new spec runs in the first lane until moved here.
 */
const LANE_2 = [
  /pos-layout-[^/]*\.spec\.ts$/,
  /menus-[^/]*\.spec\.ts$/,
  /tables-[^/]*\.spec\.ts$/,
  /kds-[^/]*\.spec\.ts$/,
  /onlineOrdering-[^/]*\.spec\.ts$/,
  /orders-[^/]*\.spec\.ts$/,
  /staff-[^/]*\.spec\.ts$/,
  /discounts-[^/]*\.spec\.ts$/,
  /reports-[^/]*\.spec\.ts$/,
  /pim-ingredients\.spec\.ts$/,
];

/**
 * The newest modification time of the files under `path` the server bundle is made of (code,
 * dictionaries, migrations; not tests, nor anything a test run leaves beside them).
 */
function newest(path: string): number {
  const stat = statSync(path);
  if (stat.isDirectory()) return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
  return /\.(tsx?|json|sql|mjs)$/.test(path) && !/\.test\.tsx?$/.test(path) ? stat.mtimeMs : 0;
}

/**
 * The lanes run the built server (`npm run build`, as `npm test` does before this step): what
 * production runs, and it starts without compiling TypeScript. When dist/server is missing or
 * older than its sources (a developer who changed the server and did not build), the sources
 * through tsx instead, said once, so a run never tests a stale server (docs/decisions.md).
 */
const SERVER_SOURCES = ['server', 'src', 'package.json', 'scripts/build-server.mjs'];
const builtServer =
  existsSync('dist/server/index.js') &&
  Math.max(...SERVER_SOURCES.filter(existsSync).map(newest)) <= statSync('dist/server/index.js').mtimeMs;
if (!builtServer && !process.env.TEST_WORKER_INDEX)
  console.log(
    'dist/server is missing or older than the server sources: the lanes run server/index.ts through tsx',
  );
// Decided once in the runner, so the workers' own servers (tests/e2e/own-server.ts) run the same.
process.env.E2E_BUILT_SERVER ??= builtServer ? '1' : '';

/**
 * One lane's server: the real server on a fresh embedded database with the demo seed, a copy of
 * the run's seeded one (scripts/e2e-server.mjs: the first lane's start seeds it, the second's copies).
 */
function laneServer(lanePort: number, laneDir: string) {
  return {
    command: builtServer ? 'node scripts/e2e-server.mjs' : 'node --import tsx scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${lanePort}/healthz`,
    reuseExistingServer: false,
    // Generous: on a busy 2-core CI machine the first start (migrations, demo seed) can take minutes.
    timeout: 360_000,
    env: {
      PORT: String(lanePort),
      DATA_DIR: laneDir,
      SEED_DEMO: '1',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${lanePort}`,
      // The scheduled-report runner's test clock (never read in production): a spec writes a time
      // past a period's close into the file and the runner, polling every second, sends that run.
      SCHEDULE_CLOCK_FILE: join(laneDir, 'schedule-clock'),
      SCHEDULE_POLL_MS: '1000',
      // Warnings and errors only: a line per request would bury the specs' own output.
      LOG_LEVEL: 'warn',
      // The runner on this machine is the one proxy believed about X-Forwarded-For, so a spec can
      // put two browsers at two addresses (auth-account: a slowed guesser and the owner elsewhere).
      // Requests without the header keep the socket's address, as before.
      TRUST_PROXY: '127.0.0.1,::1',
    },
    stdout: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './tests/e2e',
  // Removes the run's seeded demo (decision 0114).
  globalTeardown: './tests/e2e/global-teardown.ts',
  // Hang detection, not speed checks: a 2-core CI machine running other work beside the suite
  // needs well over the 30 s default for the tests that run several axe scans and Tab walks.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  // Three lanes, two at a time (docs/decisions.md, "A ten-minute test loop"): the back office's
  // specs change their lane's demo company, so each back-office lane runs its specs one at a time
  // in order, against its own server and database; the "side" specs read only prerendered pages
  // and headers, or start a server of their own. Two workers on the 2-core machine, as before: the
  // lanes pack into them instead of one back-office chain being the run's length.
  // E2E_WORKERS=1 runs one lane at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'side', testMatch: SIDE, workers: 1, metadata: { dataDir } },
    { name: 'backoffice', testIgnore: [...SIDE, ...LANE_2], workers: 1, metadata: { dataDir } },
    {
      name: 'backoffice-2',
      testMatch: LANE_2,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${port2}` },
      metadata: { dataDir: dataDir2 },
    },
  ],
  // Per port, so runs on different ports (several people at once) never share artifacts.
  outputDir: `test-results/e2e-${port}`,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e-${port}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // Recorded on a retry only: recording every test's snapshots and screenshots (to throw them away
    // when it passes) took a good share of the 2-core machine's CPU, which the two lanes share.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [laneServer(port, dataDir), laneServer(port2, dataDir2)],
});
