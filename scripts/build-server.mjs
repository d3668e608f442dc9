// The server's one artifact: server/index.ts (and the migrate command) bundled by esbuild into
// dist/server/, run as plain `node dist/server/index.js` with the production dependencies only.
// Our own TypeScript, src/domain, the i18n dictionaries and most packages are compiled in; the few
// in KEEP_EXTERNAL load from node_modules (decision 0104). Run after the web build, which empties dist/.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = resolve(root, process.argv[2] ?? 'dist/server');

/** The package a bare import names (`pg`, `@pothos/core`), or null for a built-in. */
function packageOf(path) {
  if (path.startsWith('node:') || builtinModules.includes(path.split('/')[0])) return null;
  const parts = path.split('/');
  return path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Packages that stay in node_modules: native code or WebAssembly (PGlite, argon2), files read
 * beside their own code (pdfkit's fonts, pino's transport workers), and the driver of the queue
 * that loads its own SQL by path. Everything else is compiled into the bundle: a start resolves
 * and compiles one file instead of a few thousand (about a second of CPU; README, cold start).
 */
const KEEP_EXTERNAL = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'pdfkit',
  'pino',
  'pg',
  'pg-boss',
  'ioredis',
  'nodemailer',
  'stripe',
];

/** Optional native speed-ups a bundled package tries to load (ws): absent is fine. */
const OPTIONAL = ['bufferutil', 'utf-8-validate'];

/** esbuild plugin: the packages above stay imports; the rest is bundled. */
/** Bundled CommonJS packages still `require` Node's own modules (and the packages kept out). */
export const REQUIRE_SHIM =
  "import { createRequire as __ordnaRequire } from 'node:module';\nconst require = __ordnaRequire(import.meta.url);";

export const keepSome = {
  name: 'keep-some-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = packageOf(args.path);
      if (name === null || OPTIONAL.includes(name)) return { path: args.path, external: true };
      return KEEP_EXTERNAL.includes(name) ? { path: args.path, external: true } : undefined;
    });
  },
};

export async function buildServer(target = outdir) {
  const started = performance.now();
  rmSync(target, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { index: 'server/index.ts', migrate: 'server/platform/db/migrate.ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    plugins: [keepSome],
    mainFields: ['module', 'main'],
    outdir: target,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    banner: { js: `// Ordna server, bundled by scripts/build-server.mjs: do not edit.\n${REQUIRE_SHIM}` },
  });
  // server/platform/db/client.ts finds the migrations beside its own file: here, beside the bundle.
  cpSync(resolve(root, 'server/platform/db/migrations'), resolve(target, 'migrations'), { recursive: true });
  // What the bundle imports from node_modules: each must be a production dependency.
  const imports = new Set();
  for (const output of Object.values(result.metafile.outputs))
    for (const entry of output.imports)
      if (entry.external) {
        const name = packageOf(entry.path);
        if (name && !OPTIONAL.includes(name)) imports.add(name);
      }
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
  const undeclared = [...imports].filter((name) => !(name in (pkg.dependencies ?? {})));
  if (undeclared.length)
    throw new Error(
      `the server imports packages that are not production dependencies: ${undeclared.join(', ')}`,
    );
  mkdirSync(target, { recursive: true });
  writeFileSync(resolve(target, 'packages.json'), `${JSON.stringify([...imports].sort(), null, 2)}\n`);
  return { ms: Math.round(performance.now() - started), packages: [...imports].sort() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ms, packages } = await buildServer();
  console.log(`server bundled into ${outdir} in ${ms} ms (${packages.length} packages external)`);
}
