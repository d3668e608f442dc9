import type { AreaManifest } from '../domain/navigation.ts';
import { AREA_MANIFESTS } from './areas.gen.ts';

/**
 * Every area of the back office, by its manifest (pure data: the server imports this too). The
 * list is generated from the `src/features/*\/*.area.ts` files (`npm run gen:areas`,
 * scripts/areas-generate.ts): adding an area is its manifest; the navigation table, the sidebar,
 * the router's gates, the search palette, the server's page search and the scope sweep follow
 * from it. `areas.test.ts` fails while the generated list is stale.
 */
export const AREAS = AREA_MANIFESTS;

type PagesOf<T extends readonly unknown[]> = T extends readonly [infer Head, ...infer Rest]
  ? (Head extends AreaManifest<infer P> ? P : never) & PagesOf<Rest>
  : unknown;

/** All pages of all areas, by page key. */
export type AreaPages = PagesOf<typeof AREAS>;
export type PageKey = keyof AreaPages & string;

/** The quick actions' keys, literal from the manifests. */
export type QuickActionKey = {
  [I in keyof typeof AREAS]: (typeof AREAS)[I] extends { quickActions?: readonly (infer Q)[] }
    ? Q extends { key: infer Key }
      ? Key
      : never
    : never;
}[number];
