/**
 * The gate and the areas' manifests, a chunk of their own: fetched only by a signed-in page (the
 * `_app` route's beforeLoad, and src/main.tsx, which starts it beside the entry), never by a public one.
 */
export const loadAccess = () => import('./access.ts');
