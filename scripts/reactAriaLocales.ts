import optimizeLocales from '@react-aria/optimize-locales-plugin';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../src/domain/locales.ts';

/**
 * react-aria bundles its own strings (close, clear search, "n items selected"…) for 34 locales in
 * every component that has any; we ship seven. Adobe's plugin resolves the other locales' string
 * files to an empty module at build time. Norwegian is `nb` in react-aria, `no` in our URLs;
 * `en` stays because react-aria falls back to en-US for a browser language we do not ship.
 */
export function reactAriaLocales(): Plugin {
  return optimizeLocales.vite({ locales: [...LANGUAGES, 'nb'] }) as Plugin;
}
