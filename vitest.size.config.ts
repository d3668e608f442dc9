import { defineConfig } from 'vitest/config';

/** The size check (tests/size): run by scripts/test.mjs after the build, apart from the unit tests. */
export default defineConfig({
  test: { include: ['tests/size/**/*.test.ts'], environment: 'node' },
});
