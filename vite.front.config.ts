import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './scripts/graphqlDocuments.ts';
import { precompress } from './scripts/precompress.ts';
import { reactAriaLocales } from './scripts/reactAriaLocales.ts';

/**
 * The front door (issue 15): the public account pages as their own small build, without TanStack
 * Router, the back-office shell or its startup code. One HTML file per page
 * (src/front/*.html → dist/front/*.html and dist/front/assets/*), which server/app/frontDoor.ts sends
 * for the page's address; the single-page app keeps the same routes for in-app navigation, where
 * they reload the document (docs/decisions.md, "The front door, for real").
 * Runs after the app build (`npm run build`); empties dist/front only.
 */

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const FRONT_PAGES = [
  'login',
  'register',
  'create-company',
  'check-email',
  'reset-password',
  'activate',
] as const;

export default defineConfig({
  root: root('./src/front'),
  base: '/front/',
  publicDir: false,
  plugins: [graphqlDocuments(root('.')), reactAriaLocales(), react(), vanillaExtractPlugin(), precompress()],
  build: {
    outDir: root('./dist/front'),
    emptyOutDir: true,
    sourcemap: false,
    // dist/front/.vite/manifest.json: read by tests/size and bench/web.ts (never served).
    manifest: true,
    rolldownOptions: {
      input: Object.fromEntries(FRONT_PAGES.map((page) => [page, root(`./src/front/${page}.html`)])),
    },
  },
});
