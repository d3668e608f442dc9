/**
 * The front door's login page prerendered per language (issue 15), after `vite build -c
 * vite.front.config.ts`: src/front/render.tsx is built for Node (`vite build --ssr`) into
 * .tmp/front-ssr, and each language's markup is put into dist/front/login.html's root, with the
 * document's `lang`/`dir` and the language's dictionaries preloaded, as dist/front/login/<lang>.html
 * (brotli and gzip copies beside it). server/app/frontDoor.ts sends the file of the prefix's language;
 * src/front/login.tsx hydrates it. Run: `tsx scripts/prerenderFront.ts` (part of `npm run build`).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { directionOf, LANGUAGES, type Language } from '../src/domain/locales.ts';
import { graphqlDocuments } from './graphqlDocuments.ts';
import { writeCompressed } from './precompress.ts';

const root = resolve(import.meta.dirname, '..');
const frontDir = join(root, 'dist', 'front');
const ssrDir = join(root, '.tmp', 'front-ssr');
const BASE = '/front/';

interface RenderModule {
  renderLogin: (language: Language) => string;
}

async function main(): Promise<void> {
  const started = performance.now();
  await build({
    configFile: false,
    // The front door build's root (vite.front.config.ts): vanilla-extract names classes by the
    // file's path from the root, so the markup's classes are those of the client's stylesheet.
    root: join(root, 'src', 'front'),
    publicDir: false,
    logLevel: 'warn',
    plugins: [graphqlDocuments(root), react(), vanillaExtractPlugin()],
    build: { ssr: join(root, 'src/front/render.tsx'), outDir: ssrDir, emptyOutDir: true },
  });
  const { renderLogin } = (await import(pathToFileURL(join(ssrDir, 'render.js')).href)) as RenderModule;
  const template = readFileSync(join(frontDir, 'login.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(frontDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const fileOf = (suffix: string) => {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(suffix));
    if (!key) throw new Error(`${suffix} is missing from the front door's manifest`);
    return `${BASE}${manifest[key]?.file}`;
  };
  if (!template.includes('<div id="root"></div>')) throw new Error('login.html has no empty #root');
  mkdirSync(join(frontDir, 'login'), { recursive: true });
  for (const language of LANGUAGES) {
    // The dictionary and the `auth` namespace, fetched with the page's scripts instead of after them.
    const preloads = [`/i18n/${language}/index.ts`, `/i18n/${language}/auth/index.ts`]
      .map((suffix) => `<link rel="modulepreload" crossorigin href="${fileOf(suffix)}">`)
      .join('\n    ');
    const html = template
      .replace('<html lang="en" dir="ltr">', `<html lang="${language}" dir="${directionOf(language)}">`)
      .replace('</head>', `  ${preloads}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${language}">${renderLogin(language)}</div>`,
      );
    writeCompressed(join(frontDir, 'login', `${language}.html`), html);
  }
  console.log(
    `Prerendered the login page (${LANGUAGES.length} languages) in ${Math.round(performance.now() - started)} ms`,
  );
}

await main();
