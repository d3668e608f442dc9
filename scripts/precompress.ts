import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Brotli and gzip copies beside every text file of a build, compressed once at build time at the
 * highest levels; server/app/static.ts sends the one the browser accepts. Used by the app and widget
 * builds (a Vite plugin) and by the prerender step.
 */

const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|xml|txt|webmanifest|ico)$/;

/** Writes `file.br` and `file.gz` beside a file. */
export function compressFile(path: string, content: Buffer = readFileSync(path)): void {
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
}

/** Writes a file and its compressed copies. */
export function writeCompressed(path: string, content: Buffer | string): void {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  writeFileSync(path, buffer);
  compressFile(path, buffer);
}

/** Every compressible file under `dir` (dot folders, such as the build manifest, left out). */
export function compressDir(dir: string): void {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) compressDir(path);
    else if (COMPRESSIBLE.test(name)) compressFile(path);
  }
}

/** The Vite plugin: compresses the output directory (public files included) after it is written. */
export function precompress(): Plugin {
  return {
    name: 'ordna:precompress',
    apply: 'build',
    writeBundle(options) {
      if (options.dir) compressDir(options.dir);
    },
  };
}
