import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { reactAriaLocales } from './scripts/reactAriaLocales.ts';

/**
 * The second build: what partners embed (issue 7), after the app build, into dist/widget.
 *   client: the sign-up iframe app (src/widget/app/signup.html → dist/widget/signup.html and
 *           dist/widget/assets/*, served as /embed/signup and /widget/assets/* by server/app/embed.ts)
 *           and the demo host page (dist/widget/demo.html → /widget/demo.html);
 *   loader: src/widget/loader.ts as one classic script (IIFE, no React) → dist/widget/loader.js.
 * `vite build -c vite.widget.config.ts` runs both, in that order (the first empties dist/widget).
 */

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const outDir = root('./dist/widget');

/** The demo host page, copied as it is (it includes the loader by its public address). */
function demoPage(): Plugin {
  return {
    name: 'ordna:widget-demo-page',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'demo.html',
        source: readFileSync(root('./src/widget/demo.html'), 'utf8'),
      });
    },
  };
}

/** The loader must not put a stylesheet on the partner's page: its styles live in its shadow roots. */
function noLoaderCss(): Plugin {
  return {
    name: 'ordna:no-loader-css',
    applyToEnvironment: (environment) => environment.name === 'loader',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.keys(bundle)) if (file.endsWith('.css')) delete bundle[file];
      },
    },
  };
}

export default defineConfig({
  root: root('./src/widget/app'),
  base: '/widget/',
  publicDir: false,
  // Library builds do not replace it by themselves, and React must not ship its development build.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [reactAriaLocales(), react(), vanillaExtractPlugin(), demoPage(), noLoaderCss(), precompress()],
  build: { sourcemap: false },
  environments: {
    client: {
      build: {
        outDir,
        emptyOutDir: true,
        // dist/widget/.vite/manifest.json: bench/widget-size.ts reads what the iframe loads (never served).
        manifest: true,
        rolldownOptions: {
          input: {
            signup: root('./src/widget/app/signup.html'),
            // The tableside guest page (issue 19 item 5), served at /order/{venueId}/{tableCode}.
            order: root('./src/widget/app/order.html'),
          },
        },
      },
    },
    loader: {
      consumer: 'client',
      build: {
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        rolldownOptions: { output: { minify: true } },
        lib: {
          entry: root('./src/widget/loader.ts'),
          name: 'OrdnaLoader',
          formats: ['iife'],
          fileName: () => 'loader.js',
          cssFileName: 'loader',
        },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      const { client, loader } = builder.environments;
      if (!client || !loader) throw new Error('the widget build needs its client and loader environments');
      await builder.build(client);
      await builder.build(loader);
    },
  },
});
