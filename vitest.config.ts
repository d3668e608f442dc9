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
      include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
      environment: 'node',
      globalSetup: ['server/test/global-setup.ts'],
      setupFiles: ['tests/unit/domTimeouts.ts'],
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
