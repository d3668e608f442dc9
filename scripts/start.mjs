// `npm start`: build what is missing or older than its sources (the web app and the server
// bundle), then run the built server as production does (`node dist/server/index.js`), passing
// SIGTERM and SIGINT on so it drains and exits gracefully. `npm start migrate`: the migrate command.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const WEB_STAMP = 'dist/.build-stamp';
const SERVER = 'dist/server/index.js';

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}
const newestOf = (paths) => Math.max(...paths.filter(existsSync).map(newest));
const olderThan = (file, sources) => !existsSync(file) || newestOf(sources) > statSync(file).mtimeMs;

const webSources = [
  'src',
  'index.html',
  'public',
  'vite.config.ts',
  'vite.front.config.ts',
  'vite.widget.config.ts',
];
const serverSources = ['server', 'src', 'package.json', 'scripts/build-server.mjs'];
const command = process.argv[2] === 'migrate' ? 'migrate' : 'serve';

if (command === 'serve' && olderThan(WEB_STAMP, webSources)) {
  console.log('Building the web app and the server…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(WEB_STAMP, new Date().toISOString());
} else if (olderThan(SERVER, serverSources)) {
  console.log('Building the server…');
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const child = spawn(process.execPath, [command === 'migrate' ? 'dist/server/migrate.js' : SERVER], {
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
