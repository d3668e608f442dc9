import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageChunks, readManifest, routeFiles, SIGNED_IN_PAGES } from '../../bench/bundleSizes.ts';
import { readRouteDocuments, routeDocument } from '../../server/app/routeDocuments.ts';

/**
 * The signed-in pages' own documents (scripts/routeDocuments.ts, server/app/routeDocuments.ts), read
 * from the build: each names every file its page loads but the dictionaries, so none of them waits
 * for the startup file to run before it is asked for; its variant in a language names that
 * language's dictionary and the page's namespaces too.
 */
const dist = join(import.meta.dirname, '..', '..', 'dist');
const manifest = readManifest(dist);

const named = (document: string, rel: string) =>
  [
    ...readFileSync(document, 'utf8').matchAll(new RegExp(`<link rel="${rel}"[^>]* href="/([^"]+)"`, 'g')),
  ].map((match) => match[1]);

describe.skipIf(!manifest)('route documents', () => {
  const built = manifest ?? {};
  const table = readRouteDocuments(dist);

  it.each(Object.entries(SIGNED_IN_PAGES))('%s names every file of its first screen', (path, page) => {
    const document = routeDocument(table, path);
    expect(document, `${path} has no document of its own`).not.toBeNull();
    const modules = new Set(named(document ?? '', 'modulepreload'));
    const sheets = new Set(named(document ?? '', 'stylesheet'));
    const dictionary = /^src\/i18n\//;
    for (const key of pageChunks(built, page)) {
      if (dictionary.test(key)) continue;
      const chunk = built[key];
      expect(modules.has(chunk?.file ?? '') || chunk?.isEntry, `${path}: ${key} is not named`).toBe(true);
      for (const css of (chunk as { css?: string[] } | undefined)?.css ?? [])
        expect(sheets.has(css), `${path}: ${css} is not named`).toBe(true);
    }
  });

  it.each(
    Object.entries(SIGNED_IN_PAGES).flatMap(([path, page]) =>
      ['en', 'ar'].map((language) => [path, page, language] as const),
    ),
  )('%s in %s names its dictionary and namespaces too', (path, page, language) => {
    const document = routeDocument(table, path, language);
    expect(document).toMatch(new RegExp(`\\.${language}\\.html$`));
    const modules = new Set(named(document ?? '', 'modulepreload'));
    for (const key of pageChunks(built, page, language)) {
      const chunk = built[key];
      expect(modules.has(chunk?.file ?? '') || chunk?.isEntry, `${path}: ${key} is not named`).toBe(true);
    }
    const words = [...modules].filter((file) =>
      [...pageChunks(built, page, language)].some(
        (key) => key.startsWith('src/i18n/') && built[key]?.file === file,
      ),
    );
    expect(words.length, `${path}: the dictionary and ${page.namespaces.join(', ')}`).toBe(
      1 + page.namespaces.length,
    );
  });

  it('gives every signed-in page a document, and a public or unknown path none', () => {
    const pages = routeFiles(built).filter(
      (file) => file.startsWith('src/routes/_app/') && !file.endsWith('/$.tsx'),
    );
    expect(pages.length).toBeGreaterThan(40);
    expect(table.length).toBe(pages.length);
    expect(routeDocument(table, '/integrations/fortnox/manage-configs')).toMatch(/manage-configs\.html$/);
    expect(routeDocument(table, '/en-gb/login')).toBeNull();
    expect(routeDocument(table, '/no-such-page')).toBeNull();
  });
});
