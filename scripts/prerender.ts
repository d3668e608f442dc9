/**
 * Builds the public marketing site (issue 3) after the app and widget builds:
 *   1. the client bundle of src/site/entry-client.tsx into dist/site/assets (React + the site,
 *      one chunk per page and per language, no back-office code);
 *   2. src/site/entry-server.tsx for Node (`vite build --ssr`) into .tmp/site-ssr;
 *   3. every marketing page in every language rendered to dist/site/<lang>/<page>.html with its
 *      title, description, canonical and hreflang links, the stylesheet inlined and the page's
 *      scripts preloaded; brotli and gzip copies beside every file the server sends;
 *   4. dist/sitemap.xml and dist/robots.txt; dist/site/pages.json lists what each page loads
 *      (bench/web.ts reads it).
 * Run: `tsx scripts/prerender.ts` (part of `npm run build`). SITE_ORIGIN sets the public origin.
 */

import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig } from 'vite';
import { LANGUAGES, type Language } from '../src/domain/locales.ts';
import { MARKETING_PAGE_SEGMENTS, MARKETING_PAGES, type MarketingPage } from '../src/domain/marketing.ts';
import { tokenStorageKeys } from '../src/domain/session.ts';
import { DEFAULT_SITE_ORIGIN } from '../src/site/company.ts';
import { renderDocument, robotsTxt, sitemapXml } from '../src/site/document.ts';
import { writeCompressed } from './precompress.ts';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const siteDir = join(distDir, 'site');
const ssrDir = join(root, '.tmp', 'site-ssr');
const origin = (process.env.SITE_ORIGIN ?? DEFAULT_SITE_ORIGIN).replace(/\/+$/, '');
/** URL path the site's assets are served under (server/app/site.ts serves /site/assets/*). */
const BASE = '/site/';
const CLIENT_ENTRY = 'src/site/entry-client.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RenderModule {
  renderPage: (
    language: Language,
    page: MarketingPage,
    year: number,
  ) => { html: string; title: string; description: string };
}

const shared: InlineConfig = {
  configFile: false,
  root,
  publicDir: false,
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
};

async function buildClient(): Promise<Manifest> {
  await build({
    ...shared,
    base: BASE,
    build: {
      outDir: siteDir,
      emptyOutDir: true,
      manifest: true,
      // One stylesheet for the whole site, inlined into every page.
      cssCodeSplit: false,
      rolldownOptions: { input: { site: join(root, CLIENT_ENTRY) } },
    },
  });
  return JSON.parse(readFileSync(join(siteDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

async function buildServer(): Promise<RenderModule> {
  await build({
    ...shared,
    build: { ssr: join(root, 'src/site/entry-server.tsx'), outDir: ssrDir, emptyOutDir: true },
  });
  return (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as RenderModule;
}

/** A chunk and everything it imports statically, as manifest keys, in load order. */
function withImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is missing from the site manifest`);
  return [key, ...(chunk.imports ?? []).flatMap((child) => withImports(manifest, child, seen))];
}

function url(manifest: Manifest, key: string): string {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is missing from the site manifest`);
  return `${BASE}${chunk.file}`;
}

function pageFile(language: Language, page: MarketingPage): string {
  return join(siteDir, language, `${MARKETING_PAGE_SEGMENTS[page] || 'index'}.html`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const manifest = await buildClient();
  const render = await buildServer();

  const assetsDir = join(siteDir, 'assets');
  const css = readdirSync(assetsDir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(join(assetsDir, name), 'utf8'))
    .join('\n');
  for (const name of readdirSync(assetsDir)) {
    if (name.endsWith('.js')) writeCompressed(join(assetsDir, name), readFileSync(join(assetsDir, name)));
  }

  const entryKeys = withImports(manifest, CLIENT_ENTRY);
  const year = new Date().getFullYear();
  const tokenStorageKey = tokenStorageKeys(false).token;
  const report: { language: Language; page: MarketingPage; html: string; scripts: string[] }[] = [];

  for (const language of LANGUAGES) {
    mkdirSync(join(siteDir, language), { recursive: true });
    for (const page of MARKETING_PAGES) {
      const rendered = render.renderPage(language, page, year);
      const seen = new Set(entryKeys);
      const lazyKeys = [
        ...withImports(manifest, `src/site/pages/${pageComponentFile(page)}`, seen),
        ...withImports(manifest, `src/i18n/${language}/marketing/index.ts`, seen),
      ];
      const scripts = [...entryKeys, ...lazyKeys].map((key) => url(manifest, key));
      const html = renderDocument({
        origin,
        language,
        page,
        title: rendered.title,
        description: rendered.description,
        body: rendered.html,
        css,
        entry: url(manifest, CLIENT_ENTRY),
        preloads: scripts.slice(1),
        tokenStorageKey,
        year,
      });
      const file = pageFile(language, page);
      writeCompressed(file, html);
      report.push({ language, page, html: file.slice(distDir.length), scripts });
    }
  }

  writeFileSync(join(siteDir, 'pages.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(distDir, 'sitemap.xml'), sitemapXml(origin));
  writeFileSync(join(distDir, 'robots.txt'), robotsTxt(origin));
  rmSync(ssrDir, { recursive: true, force: true });
  const ms = Math.round(performance.now() - started);
  console.log(`Prerendered ${report.length} marketing pages (${LANGUAGES.length} languages) in ${ms} ms`);
}

function pageComponentFile(page: MarketingPage): string {
  const names: Record<MarketingPage, string> = {
    home: 'HomePage.tsx',
    pos: 'PosPage.tsx',
    handheld: 'HandheldPage.tsx',
    kitchen: 'KitchenPage.tsx',
    ordering: 'OrderingPage.tsx',
  };
  return names[page];
}

await main();
