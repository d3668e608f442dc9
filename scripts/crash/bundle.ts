// The real server (server/index.ts, behind standby.ts) compiled once into ES modules, so each of
// the crash test's 200 starts skips tsx's per-file transform (about 3 s of CPU a start on this
// machine against 1 s bundled). Packages are compiled in as in the production bundle (decision 0104).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { keepSome, REQUIRE_SHIM } from '../build-server.mjs';

/** Code that reads `import.meta.url` (migrations folder) must still see its own file. */
const ownFileUrls: Plugin = {
  name: 'own-file-urls',
  setup(context) {
    context.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/** Writes the bundle under node_modules/.cache (so packages resolve); returns the entry's path. */
export async function bundleServer(root: string): Promise<string> {
  const outdir = resolve(root, 'node_modules/.cache/ordna-crash');
  await build({
    absWorkingDir: root,
    entryPoints: { standby: 'scripts/crash/standby.ts' },
    bundle: true,
    // server/index.ts becomes its own chunk, evaluated only when the standby is told to start.
    splitting: true,
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    target: 'node24',
    format: 'esm',
    mainFields: ['module', 'main'],
    banner: { js: REQUIRE_SHIM },
    outdir,
    logLevel: 'warning',
    plugins: [keepSome, ownFileUrls],
  });
  return resolve(outdir, 'standby.mjs');
}
