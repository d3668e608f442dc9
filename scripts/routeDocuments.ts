import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * One document per signed-in page (issue 15): index.html with the page's files named in its head
 * (`modulepreload` for the shell's, the gate's and the page's chunks, `stylesheet` for their CSS),
 * so the browser fetches them beside the startup file instead of after it has run. Written to
 * `app/<page>.html` with `app/routes.json` (path pattern → document), which server/app/routeDocuments.ts
 * reads; any other path keeps index.html. Each document has a variant per language,
 * `app/<page>.<language>.html`, that also names that language's dictionary and the namespaces the
 * page reads (`namespaces`, from the areas' manifests): the server sends it to a browser whose
 * language cookie it has (domain/session.ts, LANGUAGE_COOKIE).
 */

/** The signed-in pages' route files: `src/routes/_app/<path>.tsx` (`$` alone is the not-found page). */
const APP_ROUTE = /\/src\/routes\/_app\/(.+)\.tsx\?tsr-split=(.+)$/;
const SHOWN = (split: string) => split.split('---').some((part) => part === 'component' || part === 'loader');

/** `pim/products` → `/pim/products`; `reports/index` → `/reports`; `index` → `/`. */
export function routePath(file: string): string | null {
  const segments = file.split('/').filter((segment) => segment !== 'index' && !segment.startsWith('_'));
  if (segments.at(-1) === '$') return null;
  return `/${segments.join('/')}`;
}

/** A file name for a path: `/integrations/$integration` → `integrations-_integration`. */
export function documentName(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replace(/\$/g, '_').replace(/\//g, '-');
}

export interface RouteDocument {
  path: string;
  document: string;
  /** The variant per language: `{ sv: 'app/home.sv.html', … }`. */
  languages: Record<string, string>;
}

export interface RouteDocumentOptions {
  /** The module whose chunk is the `_app` gate's. */
  gateModule?: string;
  /** The dictionary namespaces each page path reads (domain/navigation.ts, namespacesByPath). */
  namespaces?: ReadonlyMap<string, readonly string[]>;
  /** The dictionaries' languages (src/i18n/<language>/index.ts). */
  languages?: readonly string[];
}

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

function closure(byFile: Map<string, OutputChunk>, roots: readonly OutputChunk[]): Set<OutputChunk> {
  const seen = new Set<OutputChunk>();
  const todo = [...roots];
  for (let chunk = todo.pop(); chunk; chunk = todo.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) todo.push(next);
    }
  }
  return seen;
}

export function routeDocuments({
  gateModule = '/src/platform/shell/access.ts',
  namespaces = new Map(),
  languages = [],
}: RouteDocumentOptions = {}): Plugin {
  return {
    name: 'ordna:route-documents',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      const all = chunks(bundle);
      const byFile = new Map(all.map((chunk) => [chunk.fileName, chunk]));
      const entry = all.find((chunk) => chunk.isEntry);
      const gate = all.find((chunk) => chunk.facadeModuleId?.endsWith(gateModule));
      const layout = all.find((chunk) => {
        const id = chunk.facadeModuleId ?? '';
        return /\/src\/routes\/_app\.tsx\?tsr-split=/.test(id) && SHOWN(id.split('tsr-split=')[1] ?? '');
      });
      if (!entry || !gate || !layout) this.error('route documents: the entry, gate or _app chunk is missing');
      const inIndex = closure(byFile, [entry]);
      // The dictionaries' chunks by their module's path from src/i18n: `en/index.ts`, `en/pim/index.ts`.
      const dictionaries = new Map(
        all.flatMap((chunk) => {
          const path = /\/src\/i18n\/(.+\/index\.ts)$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return path ? [[path, chunk] as const] : [];
        }),
      );
      const dictionary = (language: string, namespace?: string) => {
        const path = `${language}/${namespace ? `${namespace}/` : ''}index.ts`;
        const found = dictionaries.get(path);
        if (!found) this.error(`route documents: no chunk for src/i18n/${path}`);
        return found;
      };
      const tags = (needed: readonly OutputChunk[]) => {
        const css = [...new Set(needed.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))];
        return [
          ...needed.map((c) => `<link rel="modulepreload" crossorigin href="/${c.fileName}">`),
          ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ];
      };
      const emit = (fileName: string, links: readonly string[]) =>
        this.emitFile({
          type: 'asset',
          fileName,
          source: html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        });
      const routes: RouteDocument[] = [];
      for (const chunk of all) {
        const match = APP_ROUTE.exec(chunk.facadeModuleId ?? '');
        if (!match || !SHOWN(match[2] ?? '')) continue;
        const path = routePath(match[1] ?? '');
        if (!path) continue;
        const needed = closure(byFile, [gate, layout, chunk]);
        const name = documentName(path);
        // `/a/b` and `/a-b` would share a file: the build fails rather than serve one for the other.
        const taken = routes.find((route) => route.document === `app/${name}.html`);
        if (taken) this.error(`route documents: ${path} and ${taken.path} both make app/${name}.html`);
        const document = `app/${name}.html`;
        emit(document, tags([...needed].filter((c) => !inIndex.has(c))));
        const variants: Record<string, string> = {};
        for (const language of languages) {
          const words = [
            dictionary(language),
            ...(namespaces.get(path) ?? []).map((ns) => dictionary(language, ns)),
          ];
          const more = [...closure(byFile, [...needed, ...words])].filter((c) => !inIndex.has(c));
          variants[language] = `app/${name}.${language}.html`;
          emit(variants[language], tags(more));
        }
        routes.push({ path, document, languages: variants });
      }
      routes.sort((a, b) => a.path.localeCompare(b.path));
      this.emitFile({ type: 'asset', fileName: 'app/routes.json', source: JSON.stringify(routes) });
    },
  };
}
