/**
 * `npm run bench:widget`: the gzip (and brotli) size of what a partner's page loads for the
 * widgets, from the built dist/widget (built first when missing). Budgets (DESIGN.md section 8):
 * loader ≤ 5 KB gzip, iframe app ≤ 90 KB gzip. Figures are printed, not asserted.
 *
 *   loader      /widget/loader.js, the one script partners include;
 *   iframe app  /embed/signup: its HTML, entry script, stylesheet and the strings of one language
 *               (auth + widget namespaces; the largest language is counted).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANGUAGES } from '../src/domain/locales.ts';

const root = resolve(import.meta.dirname, '..');
const widgetDir = join(root, 'dist', 'widget');
const manifestFile = join(widgetDir, '.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

function sizeOf(files: string[]): Size {
  return files.reduce<Size>(
    (sum, file) => {
      const bytes = readFileSync(join(widgetDir, file));
      return {
        raw: sum.raw + bytes.length,
        gzip: sum.gzip + gzipSync(bytes, { level: 9 }).length,
        brotli:
          sum.brotli + brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

const kb = (bytes: number) => (bytes / 1024).toFixed(2);

/** The files of a chunk and its static imports (what loads with it), without repeats. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    chunk.file,
    ...(chunk.css ?? []),
    ...(chunk.imports ?? []).flatMap((imported) => staticClosure(manifest, imported, seen)),
  ];
}

export interface WidgetSizes {
  loader: Size;
  app: Size;
  appLanguage: string;
  /** The tableside guest page /order/{venue}/{table}: HTML, JS, CSS and one language's strings. */
  guest: Size;
  guestLanguage: string;
}

/** The entry and its static imports plus the largest language's strings of the given namespaces. */
function pageSize(manifest: Manifest, html: string, namespaces: string): { size: Size; language: string } {
  const entryKey = Object.keys(manifest).find((key) => key.endsWith(html));
  if (!entryKey) throw new Error(`${html} is not in the widget manifest`);
  const entry = [...new Set([html, ...staticClosure(manifest, entryKey)])];
  const perLanguage = LANGUAGES.map((language) => {
    const keys = Object.keys(manifest).filter((key) =>
      new RegExp(`i18n/${language}/(${namespaces})/index\\.ts$`).test(key),
    );
    const files = [...new Set(keys.flatMap((key) => staticClosure(manifest, key)))];
    return {
      language,
      size: sizeOf([...entry, ...files].filter((file, index, all) => all.indexOf(file) === index)),
    };
  }).sort((a, b) => b.size.gzip - a.size.gzip);
  const largest = perLanguage[0];
  if (!largest) throw new Error('no languages');
  return largest;
}

export function measureWidgetSizes(): WidgetSizes {
  if (!existsSync(manifestFile) || !existsSync(join(widgetDir, 'loader.js'))) {
    console.log('dist/widget is missing: running vite build -c vite.widget.config.ts …');
    const built = spawnSync('npx', ['vite', 'build', '-c', 'vite.widget.config.ts'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the widget build failed');
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => key.endsWith('signup.html'));
  if (!entryKey) throw new Error('signup.html is not in the widget manifest');
  const entry = [...new Set(['signup.html', ...staticClosure(manifest, entryKey)])];
  // The strings of one language, loaded right after the entry: the largest language counts.
  const perLanguage = LANGUAGES.map((language) => {
    const keys = Object.keys(manifest).filter((key) =>
      new RegExp(`i18n/${language}/(auth|widget)/index\\.ts$`).test(key),
    );
    const files = [...new Set(keys.flatMap((key) => staticClosure(manifest, key)))];
    return {
      language,
      size: sizeOf([...entry, ...files].filter((file, index, all) => all.indexOf(file) === index)),
    };
  }).sort((a, b) => b.size.gzip - a.size.gzip);
  const largest = perLanguage[0];
  if (!largest) throw new Error('no languages');
  const guest = pageSize(manifest, 'order.html', 'onlineOrdering');
  return {
    loader: sizeOf(['loader.js']),
    app: largest.size,
    appLanguage: largest.language,
    guest: guest.size,
    guestLanguage: guest.language,
  };
}

export function printWidgetSizes(): void {
  const { loader, app, appLanguage, guest, guestLanguage } = measureWidgetSizes();
  console.log(
    `widget loader  /widget/loader.js: ${kb(loader.gzip)} KB gzip, ${kb(loader.brotli)} KB brotli, ${kb(loader.raw)} KB raw (budget ≤ 5 KB gzip)`,
  );
  console.log(
    `widget iframe  /embed/signup (HTML, JS, CSS, ${appLanguage} strings): ${kb(app.gzip)} KB gzip, ${kb(app.brotli)} KB brotli, ${kb(app.raw)} KB raw (budget ≤ 90 KB gzip)`,
  );
  console.log(
    `guest page     /order/{venue}/{table} (HTML, JS, CSS, ${guestLanguage} strings): ${kb(guest.gzip)} KB gzip, ${kb(guest.brotli)} KB brotli, ${kb(guest.raw)} KB raw (budget ≤ 90 KB gzip)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) printWidgetSizes();
