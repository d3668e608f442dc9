import { createFileRoute } from '@tanstack/react-router';
import { VenueMenusPage } from '../../../features/menus/MenusPage/VenueMenusPage.tsx';

export const Route = createFileRoute('/_app/menus/manage-venues')({
  component: VenueMenusPage,
});
