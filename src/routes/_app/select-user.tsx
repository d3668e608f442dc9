import { createFileRoute } from '@tanstack/react-router';
import { SelectUserPage } from '../../features/auth/SelectUserPage.tsx';
import { Namespace } from '../../i18n/Namespace.tsx';

export const Route = createFileRoute('/_app/select-user')({
  component: () => (
    <Namespace name="auth">
      <SelectUserPage />
    </Namespace>
  ),
});
