import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyRequests, GATE_EARLY_REQUESTS } from './scripts/earlyRequests.ts';
import { graphqlDocuments } from './scripts/graphqlDocuments.ts';
import { precompress } from './scripts/precompress.ts';
import { reactAriaLocales } from './scripts/reactAriaLocales.ts';
import { routeDocuments } from './scripts/routeDocuments.ts';
import { staticClosureGroup } from './scripts/staticClosureGroup.ts';
import { LANGUAGES } from './src/domain/locales.ts';
import { namespacesByPath } from './src/domain/navigation.ts';
import { AREAS } from './src/features/areas.ts';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  resolve: {
    // React 19 has useSyncExternalStore: the router's store and react-aria ask for the pre-18 shim
    // (its fallback implementation rode in the startup file), which React's own answers instead.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  plugins: [
    // must come before react()
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too (the default splits components only): a route's data code must not ride in the
      // entry. Loader and component are one file: src/main.tsx fetches the first page's while the
      // gate's query runs, so its loader starts as soon as the gate answers, not a file later.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent', 'notFoundComponent'],
        ],
      },
      routeFileIgnorePattern: '\\.(test|css)\\.',
    }),
    graphqlDocuments(),
    reactAriaLocales(),
    react(),
    vanillaExtractPlugin(),
    // The gate's queries leave with a signed-in document, beside its scripts (docs/decisions.md).
    earlyRequests(GATE_EARLY_REQUESTS),
    routeDocuments({ namespaces: namespacesByPath(AREAS), languages: LANGUAGES }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    // A dynamic import names its CSS only. Each <link rel=modulepreload> the preload helper adds
    // cost 3-5 ms of main thread (4x that on a phone) while the startup file ran, ~60 ms for the
    // products page; a signed-in page's own document names its files instead (routeDocuments), and
    // a later page's chunks load on hover (the router's intent preload).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    chunkSizeWarningLimit: 600,
    // One stylesheet for the app (9 KB gzip for every area): a page asked for 3-4 of 1-2 KB, each
    // a request holding one of HTTP/1.1's six connections while the big scripts waited for one.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one file beside it: without this rolldown
          // made ~50 files of 0.1–3 KB (each shared with some route chunk), each its own request
          // and gzip stream on the login page.
          // The entry module stays the entry (the manifest's `isEntry`, which tests/size reads).
          groups: [
            // React DOM, the startup file's largest part, is a file of its own beside it: two
            // downloads side by side ramp up in half the round trips one of ~100 KB took.
            {
              name: 'react-dom',
              test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
              priority: 4,
            },
            {
              name: 'startup',
              tags: ['$initial'],
              test: (id) => !/[\\/](index\.html|src[\\/]main\.tsx)/.test(id),
              priority: 3,
            },
            // The signed-in shell (sidebar, top bar, gate) and what it imports: one file, fetched
            // with the page's chunks (docs/decisions.md, "Fewer files on the signed-in path"), with
            // three small modules most pages share, which were files of 0.7 KB of their own.
            {
              ...staticClosureGroup('shell', 'src/routes/_app.tsx', '?tsr-split=component---loader', [
                'src/domain/money.ts',
                'src/domain/metadataKeys.ts',
                'src/platform/shell/logout.ts',
              ]),
              priority: 2,
            },
            // The generic list-and-edit screen's first screen (grid, list model, its queries), which
            // every list page loads whole; its editor, choices and dialogs stay their own chunks.
            { ...staticClosureGroup('crud', 'src/platform/crud/index.ts'), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: `http://127.0.0.1:${apiPort}`, ws: true },
      '/export': { target: `http://127.0.0.1:${apiPort}` },
      // A provider's OAuth consent comes back to the API server (server/integrations/oauthCallback.ts).
      '/integrations/oauth': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});
