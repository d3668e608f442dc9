/** The generic list-and-edit screen's public surface (docs/architecture.md). */
export * as crudStyles from './crud.css.ts';
export { type ResourceSearch, validateResourceSearch } from './crud.route.ts';
export { failureText, saveOutcomeOf } from './errors.ts';
export { ensureListData, loadListRoute } from './listLoader.ts';
export { textCompare } from './listModel.ts';
export { listCountOptions, listPagesOptions, listQueryOf } from './listQuery.ts';
export {
  chosenIds,
  type NamedPageAnswer,
  type NamedPageVariables,
  namedDetail,
  namedLookup,
  namedPages,
} from './namedPages.ts';
export { ResourceRoutePage } from './ResourceRoutePage.tsx';
export { ResourceScreen, ResourceScreenSuspense } from './ResourceScreen.tsx';
export * from './resource.ts';
export { useResourceEnvBase } from './useEnvBase.ts';
export { useResource } from './useResource.ts';
