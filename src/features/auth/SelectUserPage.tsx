import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { mutation } from '../../graphql/mutation.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { storedTokens } from '../../platform/session/index.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';
import { Button } from '../../ui/Button.tsx';
import { TableSkeleton } from '../../ui/Skeleton.tsx';
import { Table } from '../../ui/Table.tsx';
import { Alert } from './AuthLayout.tsx';
import { SwitchUserDocument } from './auth.gql.ts';
import { organizationQueryOptions } from './auth.queries.ts';

interface Row {
  id: string;
  name: string;
  username: string;
  company: string;
}

/** "Select user": an organization admin picks a user of one of its companies to act as. */
export function SelectUserPage() {
  const { LL } = useI18nContext();
  const { session } = useRouteContext({ from: '__root__' });
  const { token, adminToken } = storedTokens();
  // The picker always speaks as the admin, even while acting as someone else.
  const adminCredential = adminToken ?? token;
  const organization = useQuery(organizationQueryOptions(adminCredential));
  const switchUser = useMutation({
    mutationFn: (userId: string) => mutation.sendWithToken(adminCredential, SwitchUserDocument, { userId }),
    onSuccess: ({ switchUser: result }) => {
      if (result.success && result.token) {
        session.send({ type: 'SWITCH_USER', token: result.token, refreshToken: result.refreshToken });
      }
    },
  });
  const s = LL.auth.selectUser;
  const rows: Row[] =
    organization.data?.organization?.companies.flatMap((company) =>
      company.users.map((user) => ({
        id: user.id,
        name: user.name,
        username: user.username,
        company: company.name,
      })),
    ) ?? [];
  return (
    <section className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}>
      <h1>{s.title()}</h1>
      <p className={sprinkles({ color: 'muted' })}>{s.body()}</p>
      {adminToken && (
        <div className={sprinkles({ display: 'flex', gap: 'md', alignItems: 'center', flexWrap: 'wrap' })}>
          <Alert tone="info">{s.actingAs()}</Alert>
          <Button tone="secondary" onPress={() => session.send({ type: 'LEAVE_ADMIN' })}>
            {s.leave()}
          </Button>
        </div>
      )}
      {switchUser.data && !switchUser.data.switchUser.success && (
        <Alert>{switchUser.data.switchUser.error}</Alert>
      )}
      {organization.isPending ? (
        <TableSkeleton rows={4} />
      ) : (
        <Table<Row>
          label={s.title()}
          rows={rows}
          empty={() => s.empty()}
          columns={[
            { id: 'name', label: LL.auth.fields.name(), isRowHeader: true, render: (row) => row.name },
            { id: 'username', label: LL.auth.fields.email(), render: (row) => row.username },
            { id: 'company', label: s.company(), render: (row) => row.company },
            {
              id: 'act',
              label: s.title(),
              render: (row) => (
                <Button
                  size="sm"
                  tone="secondary"
                  onPress={() => switchUser.mutate(row.id)}
                  isDisabled={switchUser.isPending}
                >
                  {s.actAs({ name: row.name })}
                </Button>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
