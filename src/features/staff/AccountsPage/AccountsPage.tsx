import { keepPreviousData, useInfiniteQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Form } from 'react-aria-components';
import { ROLES, type Role } from '../../../domain/accounts.ts';
import { SCOPES } from '../../../domain/scopes.ts';
import type { GetBackOfficeUsersQuery } from '../../../graphql/__generated__/graphql.ts';
import { AppError } from '../../../graphql/client.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { userMetadataQueryOptions } from '../../../platform/session/index.ts';
import { useVenueSelection } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { useConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { CheckboxGroupInput } from '../../../ui/FormControls.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { TableScroll } from '../../../ui/TableScroll.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import * as styles from '../StaffPage/StaffPage.css.ts';
import {
  InviteUserDocument,
  RemoveUserDocument,
  ResendInvitationDocument,
  RevokeInvitationDocument,
  UpdateUserPermissionsDocument,
} from '../staff.gql.ts';
import { accountsQueryOptions, staffKeys } from '../staff.queries.ts';
import { RemoveUserButton } from './RemoveUserButton.tsx';

type UserRow = GetBackOfficeUsersQuery['backOfficeUsersPage']['results'][number];

const LANGUAGES = ['sv', 'no', 'da', 'en', 'es', 'tr', 'ar'] as const;
const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  sv: 'Svenska',
  no: 'Norsk',
  da: 'Dansk',
  en: 'English',
  es: 'Español',
  tr: 'Türkçe',
  ar: 'العربية',
};

interface Draft {
  email: string;
  name: string;
  language: (typeof LANGUAGES)[number];
  role: Role;
  scopes: string[];
  venueIds: string[];
}

/** The server's words for each field, and its message for the rest. */
function errorsOf(error: unknown): { fields: Record<string, string>; message: string } {
  if (!(error instanceof AppError)) return { fields: {}, message: String(error) };
  const fields: Record<string, string> = {};
  for (const entry of error.fieldErrors) fields[entry.field.split('.')[0] ?? entry.field] ??= entry.message;
  return { fields, message: error.message };
}

function AccountForm({
  initial,
  invite,
  onDone,
  onCancel,
  userId,
}: {
  initial: Draft;
  invite: boolean;
  userId?: string;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { LL } = useI18nContext();
  const words = LL.staff.accounts;
  const { venues } = useVenueSelection();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<{ fields: Record<string, string>; message: string } | null>(null);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const submit = async () => {
    try {
      if (invite) {
        await mutation.send(InviteUserDocument, { ...draft });
        showToast({ type: 'success', title: words.invited({ email: draft.email.trim().toLowerCase() }) });
        setDraft(initial);
      } else if (userId) {
        await mutation.send(UpdateUserPermissionsDocument, {
          userId,
          role: draft.role,
          scopes: draft.scopes,
          venueIds: draft.venueIds,
        });
        showToast({ type: 'success', title: words.saved() });
      }
      setErrors(null);
      onDone();
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };
  return (
    <Form
      aria-label={invite ? words.invite() : `${words.edit()} ${draft.name}`}
      className={styles.step}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {invite && (
        <>
          <TextField
            label={words.email()}
            type="email"
            value={draft.email}
            onChange={set('email')}
            isRequired
            errorMessage={errors?.fields.email}
          />
          <TextField
            label={words.name()}
            value={draft.name}
            onChange={set('name')}
            isRequired
            errorMessage={errors?.fields.name}
          />
          <Select
            label={words.language()}
            name="language"
            options={LANGUAGES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }))}
            value={draft.language}
            onChange={set('language')}
          />
        </>
      )}
      <Select
        label={words.role()}
        name="role"
        options={ROLES.map((id) => ({ id, label: words.roles[id]() }))}
        value={draft.role}
        onChange={set('role')}
        errorMessage={errors?.fields.role}
      />
      <CheckboxGroupInput
        name="scopes"
        label={words.scopes()}
        value={draft.scopes}
        onChange={set('scopes')}
        error={errors?.fields.scopes}
        options={SCOPES.map((id) => ({ id, label: words.scopeNames[id]() }))}
      />
      <CheckboxGroupInput
        name="venueIds"
        label={words.venues()}
        value={draft.venueIds}
        onChange={set('venueIds')}
        error={errors?.fields.venueIds}
        options={venues.map((venue) => ({ id: venue.id, label: venue.name }))}
      />
      {errors && Object.keys(errors.fields).length === 0 && <p role="alert">{errors.message}</p>}
      {errors?.fields.id && <p role="alert">{errors.fields.id}</p>}
      <div className={styles.actions}>
        <Button type="submit" tone="primary">
          {invite ? words.invite() : words.save()}
        </Button>
        {onCancel && (
          <Button tone="secondary" onPress={onCancel}>
            {words.cancel()}
          </Button>
        )}
      </div>
    </Form>
  );
}

function Accounts() {
  const { LL } = useI18nContext();
  const words = LL.staff.accounts;
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const list = useInfiniteQuery({
    ...accountsQueryOptions(deferredSearch),
    placeholderData: keepPreviousData,
  });
  const users = list.data?.pages.flatMap((page) => page.results) ?? [];
  const total = list.data?.pages[0]?.count ?? 0;
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const { venues } = useVenueSelection();
  const [editing, setEditing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useConfirmDialog();
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKeys.accounts });
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      setFailure(null);
      showToast({ type: 'success', title: done });
      await refresh();
    } catch (error) {
      const { fields, message } = errorsOf(error);
      setFailure(Object.values(fields)[0] ?? message);
    }
  };
  const venueNames = (row: UserRow) =>
    row.venueIds.length === 0
      ? words.allVenues()
      : row.venueIds.map((id) => venues.find((venue) => venue.id === id)?.name ?? '').join(', ');
  const scopeNames = (row: UserRow) =>
    row.scopes.length === 0
      ? words.fullAccess()
      : row.scopes
          .map((scope) =>
            scope in words.scopeNames ? words.scopeNames[scope as (typeof SCOPES)[number]]() : scope,
          )
          .join(', ');
  return (
    <section aria-labelledby="accounts-title">
      <h1 id="accounts-title">{words.title()}</h1>
      <p>{words.intro()}</p>
      {failure && <p role="alert">{failure}</p>}
      <TextField label={words.search()} type="search" value={search} onChange={setSearch} />
      {list.isPending ? (
        <TableSkeleton />
      ) : (
        <TableScroll>
          <table aria-label={words.tableLabel()}>
            <thead>
              <tr>
                <th scope="col">{words.name()}</th>
                <th scope="col">{words.email()}</th>
                <th scope="col">{words.role()}</th>
                <th scope="col">{words.scopes()}</th>
                <th scope="col">{words.venues()}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{words.edit()}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((row) => (
                <tr key={row.id}>
                  <td>
                    {row.name}
                    {row.id === metadata.userId ? ` (${words.you()})` : ''}
                    {row.pending ? ` · ${words.pending()}` : ''}
                  </td>
                  <td>{row.email}</td>
                  <td>{ROLES.includes(row.role as Role) ? words.roles[row.role as Role]() : row.role}</td>
                  <td>{scopeNames(row)}</td>
                  <td>{venueNames(row)}</td>
                  <td>
                    <div className={styles.actions}>
                      <Button
                        size="sm"
                        tone="secondary"
                        aria-label={`${words.edit()} ${row.name}`}
                        onPress={() => setEditing(row.id)}
                      >
                        {words.edit()}
                      </Button>
                      {row.pending && (
                        <>
                          <Button
                            size="sm"
                            tone="ghost"
                            aria-label={`${words.resend()} ${row.email}`}
                            onPress={() =>
                              void act(
                                () => mutation.send(ResendInvitationDocument, { userId: row.id }),
                                words.invited({ email: row.email }),
                              )
                            }
                          >
                            {words.resend()}
                          </Button>
                          <Button
                            size="sm"
                            tone="danger"
                            aria-label={`${words.revoke()} ${row.email}`}
                            onPress={() =>
                              confirm.ask({
                                title: LL.confirm.revokeInvitationTitle({ email: row.email }),
                                confirmLabel: LL.confirm.revoke(),
                                onConfirm: () =>
                                  act(
                                    () => mutation.send(RevokeInvitationDocument, { userId: row.id }),
                                    words.removed(),
                                  ),
                              })
                            }
                          >
                            {words.revoke()}
                          </Button>
                        </>
                      )}
                      {!row.pending && (
                        <RemoveUserButton
                          email={row.email}
                          onRemove={(apiKeys) =>
                            void act(
                              () => mutation.send(RemoveUserDocument, { userId: row.id, apiKeys }),
                              words.removed(),
                            )
                          }
                        />
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {list.data && <p aria-live="polite">{words.shown({ shown: users.length, total })}</p>}
      {confirm.dialog}
      {list.hasNextPage && (
        <Button
          tone="secondary"
          isDisabled={list.isFetchingNextPage}
          onPress={() => void list.fetchNextPage()}
        >
          {words.loadMore()}
        </Button>
      )}
      {editing &&
        (() => {
          const row = users.find((user) => user.id === editing);
          return row ? (
            <AccountForm
              key={row.id}
              invite={false}
              userId={row.id}
              initial={{
                email: row.email,
                name: row.name,
                language: 'en',
                role: row.role as Role,
                scopes: [...row.scopes],
                venueIds: [...row.venueIds],
              }}
              onDone={() => {
                setEditing(null);
                void refresh();
              }}
              onCancel={() => setEditing(null)}
            />
          ) : null;
        })()}
      <h2>{words.invite()}</h2>
      <AccountForm
        invite
        initial={{ email: '', name: '', language: 'en', role: 'CONTENT_ADMIN', scopes: [], venueIds: [] }}
        onDone={() => void refresh()}
      />
    </section>
  );
}

/** `/accounts`: the back office's users, their role, areas and venues, and invitations. */
export function AccountsPage() {
  return (
    <Namespace name="staff" fallback={<TableSkeleton />}>
      <Accounts />
    </Namespace>
  );
}
