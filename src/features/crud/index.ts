/** The generic list-and-edit screen's public surface (docs/architecture.md). */
export * as crudStyles from './crud.css.ts';
export { failureText, saveOutcomeOf } from './errors.ts';
export { textCompare } from './listModel.ts';
export { ResourceScreen } from './ResourceScreen.tsx';
export * from './resource.ts';
export { type ResourceSearch, useResource, validateResourceSearch } from './useResource.ts';
