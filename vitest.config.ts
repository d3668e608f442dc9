import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    // Node loads graphql's CommonJS build for the server packages; tests must use the same copy
    // (graphql refuses to mix its .mjs and .js builds).
    resolve: {
      alias: { graphql: fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url)) },
    },
    test: {
      environment: 'node',
      // The in-process servers log warnings and worse; a spawned real server is given its own level.
      env: { LOG_LEVEL: 'warn' },
      setupFiles: ['tests/unit/domTimeouts.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'server',
            include: ['server/**/*.test.ts'],
            globalSetup: ['server/test/global-setup.ts'],
            // One module graph per worker, not one per file: importing the schema, the services and
            // their libraries again for each of ~100 API files was half the run's CPU time. Each
            // file opens its own database and server, so nothing else is shared.
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'web', include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'] },
        },
      ],
      testTimeout: 30_000,
      // Hang limits, not speed checks. A suite's beforeAll seeds the demo company into a fresh
      // PGlite; with three CI runs sharing the 2 cores (load 15-18) that took over 60 s
      // (translateErrors and seed-kitchen failed on it in session 13's run 9).
      hookTimeout: 180_000,
      pool: 'forks',
      // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine,
      // where the API tests spend much of their time waiting on PostgreSQL. Two workers there cut
      // the orders and menus API tests from 326 to 210 s (load 16); more cores, one per core.
      maxWorkers: Math.max(2, availableParallelism()),
    },
  }),
);
