import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/ComingSoon/ComingSoon.tsx';
import { optionalString } from '../../features/shell/search.ts';

export const Route = createFileRoute('/_app/pos-layout')({
  validateSearch: (search: Record<string, unknown>) => ({ layoutId: optionalString(search.layoutId) }),
  component: () => <ComingSoon page="posLayouts" />,
});
