/**
 * The browser's kit for declared kinds (src/domain/kind.ts, decision 0115): the generic screen's
 * descriptor from a declaration and its generated calls. Its own module, so what imports the
 * generic screen (the shell included) does not load the kinds' validation.
 */
export {
  type KindClient,
  type KindEnv,
  type KindForm,
  type KindRow,
  type KindScreen,
  kindResource,
} from './kindResource.tsx';
