import { createFileRoute } from '@tanstack/react-router';
import { VenueMenusPage } from '../../../features/menus/index.ts';

export const Route = createFileRoute('/_app/menus/manage-venues')({
  component: VenueMenusPage,
});
