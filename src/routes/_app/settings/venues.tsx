import { createFileRoute } from '@tanstack/react-router';
import { SettingsRoutePage } from '../../../features/settings/SettingsPage/SettingsRoutePage.tsx';
import { loadSettingsRoute } from '../../../features/settings/SettingsPage/settingsData.ts';
import { settingsRouteOptions } from '../../../features/settings/SettingsPage/settingsRoute.ts';
import { venuesResource } from '../../../features/settings/venues.resource.tsx';

export const Route = createFileRoute('/_app/settings/venues')({
  ...settingsRouteOptions,
  loader: ({ context, location }) => loadSettingsRoute(context, venuesResource, location.search),
  component: () => <SettingsRoutePage descriptor={venuesResource} />,
});
