import { defineConfig } from 'vite';

/** The second build: what partners embed. Built after the app build, into dist/widget. */
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    outDir: 'dist/widget',
    emptyOutDir: true,
    rolldownOptions: { output: { minify: true } },
    lib: {
      entry: { loader: 'src/widget/loader.ts' },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
  },
});
