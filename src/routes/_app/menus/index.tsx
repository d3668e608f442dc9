import { createFileRoute } from '@tanstack/react-router';
import { MenusPage } from '../../../features/menus/index.ts';

function MenusRoute() {
  const { menu } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MenusPage menuId={menu} onOpen={(id) => void navigate({ search: id ? { menu: id } : {} })} />;
}

export const Route = createFileRoute('/_app/menus/')({
  validateSearch: (search: Record<string, unknown>): { menu?: string } =>
    typeof search.menu === 'string' ? { menu: search.menu } : {},
  component: MenusRoute,
});
