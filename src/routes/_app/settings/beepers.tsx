import { createFileRoute } from '@tanstack/react-router';
import { beepersResource } from '../../../features/settings/beepers.resource.tsx';
import { SettingsRoutePage } from '../../../features/settings/SettingsPage/SettingsRoutePage.tsx';
import { loadSettingsRoute } from '../../../features/settings/SettingsPage/settingsData.ts';
import { settingsRouteOptions } from '../../../features/settings/SettingsPage/settingsRoute.ts';

export const Route = createFileRoute('/_app/settings/beepers')({
  ...settingsRouteOptions,
  loader: ({ context, location }) => loadSettingsRoute(context, beepersResource, location.search),
  component: () => <SettingsRoutePage descriptor={beepersResource} />,
});
