import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/shell/ComingSoon/ComingSoon.tsx';
import { optionalString } from '../../../features/shell/search.ts';

export const Route = createFileRoute('/_app/staff/')({
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: () => <ComingSoon page="staff" />,
});
