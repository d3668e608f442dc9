import { createFileRoute } from '@tanstack/react-router';
import { MenusPage } from '../../../features/menus/MenusPage/MenusPage.tsx';
import { loadMenusRoute } from '../../../features/menus/menus.queries.ts';

function MenusRoute() {
  const { menu } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MenusPage menuId={menu} onOpen={(id) => void navigate({ search: id ? { menu: id } : {} })} />;
}

export const Route = createFileRoute('/_app/menus/')({
  validateSearch: (search: Record<string, unknown>): { menu?: string } =>
    typeof search.menu === 'string' ? { menu: search.menu } : {},
  loaderDeps: ({ search }) => ({ menu: search.menu }),
  loader: ({ context, deps }) => loadMenusRoute(context.queryClient, deps.menu),
  component: MenusRoute,
});
