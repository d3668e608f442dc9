import { createFileRoute } from '@tanstack/react-router';
import { PosLayoutPage } from '../../features/posLayouts/PosLayoutPage/PosLayoutPage.tsx';
import { optionalString } from '../../platform/shell/search.ts';

function PosLayoutRoute() {
  const { layoutId } = Route.useSearch();
  return <PosLayoutPage layoutId={layoutId} />;
}

export const Route = createFileRoute('/_app/pos-layout')({
  validateSearch: (search: Record<string, unknown>) => ({ layoutId: optionalString(search.layoutId) }),
  component: PosLayoutRoute,
});
