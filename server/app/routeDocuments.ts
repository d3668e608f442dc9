import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A signed-in page's own document (issue 15; written by scripts/routeDocuments.ts into dist/app):
 * index.html naming the page's files, so the browser fetches them beside the startup file.
 * `app/routes.json` lists `{ path, document, languages }` with the router's `$param` segments; a
 * path no entry matches (a public page, a typo) is null and gets index.html. `languages` are the
 * variants that also name the dictionary of the language the browser's cookie says.
 */

interface Entry {
  pattern: RegExp;
  params: number;
  document: string;
  languages: Record<string, string>;
}

function compile(path: string): { pattern: RegExp; params: number } {
  const segments = path.split('/').filter(Boolean);
  const source = segments
    .map((segment) =>
      segment.startsWith('$') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return {
    pattern: new RegExp(`^${source || '/'}/?$`),
    params: segments.filter((segment) => segment.startsWith('$')).length,
  };
}

/** The table of a build, or an empty one (a build without route documents). */
export function readRouteDocuments(distDir: string): Entry[] {
  const file = join(distDir, 'app', 'routes.json');
  if (!existsSync(file)) return [];
  const routes = JSON.parse(readFileSync(file, 'utf8')) as {
    path: string;
    document: string;
    languages?: Record<string, string>;
  }[];
  return (
    routes
      .map((route) => ({
        ...compile(route.path),
        document: join(distDir, route.document),
        languages: Object.fromEntries(
          Object.entries(route.languages ?? {})
            .map(([language, document]) => [language, join(distDir, document)])
            .filter(([, document]) => existsSync(document as string)),
        ) as Record<string, string>,
      }))
      .filter((entry) => existsSync(entry.document))
      // A path with fewer parameters is the more specific one: `/reports/z-report` before `/reports/$id`.
      .sort((a, b) => a.params - b.params)
  );
}

/** The document for a request path (in `language` when it has that variant), or null. */
export function routeDocument(
  table: readonly Entry[],
  pathname: string,
  language?: string | null,
): string | null {
  const entry = table.find((candidate) => candidate.pattern.test(pathname));
  if (!entry) return null;
  return (
    (language && Object.hasOwn(entry.languages, language) ? entry.languages[language] : null) ??
    entry.document
  );
}
