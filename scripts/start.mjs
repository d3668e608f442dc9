// `npm start`: build the web app when it is missing or older than its sources, then serve.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.build-stamp';

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const sources = [
  'src',
  'index.html',
  'public',
  'vite.config.ts',
  'vite.front.config.ts',
  'vite.widget.config.ts',
].filter(existsSync);
const stale = !existsSync(STAMP) || Math.max(...sources.map(newest)) > statSync(STAMP).mtimeMs;
if (stale) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}

const server = spawnSync('node', ['--import', 'tsx', 'server/index.ts'], { stdio: 'inherit' });
process.exit(server.status ?? 0);
