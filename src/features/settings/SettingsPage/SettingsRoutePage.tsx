import {
  type ResourceDescriptor,
  type ResourceKey,
  ResourceRoutePage,
} from '../../../platform/crud/index.ts';
import { type SettingsEnv, useSettingsEnv } from '../settingsEnv.ts';

/** A settings list-and-edit page: the shared frame with the `settings` dictionary and env. */
export function SettingsRoutePage<R extends ResourceKey, Row extends { id: string }, F>({
  descriptor,
}: {
  descriptor: ResourceDescriptor<R, Row, F, SettingsEnv>;
}) {
  return <ResourceRoutePage descriptor={descriptor} useEnv={useSettingsEnv} namespace="settings" />;
}
