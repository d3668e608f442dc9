import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../domain/apiKeys.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { useFormats } from '../../../platform/formats/index.ts';
import { type FieldMessages, serverFieldMessages } from '../../../platform/forms/index.ts';
import { mutation, useVenueSelection } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { useConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { CheckboxGroupInput } from '../../../ui/FormControls.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { Table } from '../../../ui/Table.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import * as styles from '../OrdersPage/OrdersPage.css.ts';
import { CreateApiKeyDocument, RevokeApiKeyDocument } from '../orders.gql.ts';
import { apiKeysQueryOptions, ordersKeys } from '../orders.queries.ts';
import { apiKeyFactColumns, RotateKeyButton } from './ApiKeyFacts.tsx';
import * as apiStyles from './ApiPage.css.ts';

function ApiScreen() {
  const { LL } = useI18nContext();
  const { dateTime } = useFormats();
  const when = (iso: string) => dateTime(iso);
  const queryClient = useQueryClient();
  const { venues, selected } = useVenueSelection();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery({
    ...apiKeysQueryOptions(deferredSearch.trim()),
    placeholderData: keepPreviousData,
  });
  const keys = data?.pages.flatMap((page) => page.results) ?? [];
  const [name, setName] = useState('');
  const [venueId, setVenueId] = useState<string | null>(selected?.id ?? venues[0]?.id ?? null);
  // Nothing ticked for the user (issue 41): the key gets exactly what is ticked here.
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [created, setCreated] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const confirm = useConfirmDialog();
  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      showToast({ type: 'success', title: LL.orders.api.copied() });
    } catch {
      showToast({ type: 'error', title: LL.orders.api.copyFailed() });
    }
  };
  const venueName = (id: string) => venues.find((venue) => venue.id === id)?.name ?? '';
  const refresh = () => queryClient.invalidateQueries({ queryKey: ordersKeys.apiKeys });
  return (
    <section>
      <h1>{LL.orders.api.title()}</h1>
      <p>{LL.orders.api.intro()}</p>
      <p>{LL.orders.api.docs()}</p>
      <form
        className={styles.form}
        aria-labelledby="api-key-form-title"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!venueId) return;
          // Checked here too so the refusal shows at once; the server refuses it the same way.
          if (scopes.length === 0) {
            setFields({ scopes: LL.orders.errors.scopesRequired() });
            setFormError(LL.orders.errors.checkFields());
            return;
          }
          try {
            const made = await mutation.send(CreateApiKeyDocument, { name, venueId, scopes });
            setFields({});
            setFormError(null);
            setCreated(made.createApiKey.key);
            setName('');
            setScopes([]);
            await refresh();
          } catch (failure) {
            setFields(serverFieldMessages(failure));
            setFormError(failure instanceof Error ? failure.message : String(failure));
          }
        }}
      >
        <h2 id="api-key-form-title">{LL.orders.api.create()}</h2>
        {formError && (
          <p role="alert" className={apiStyles.formError} data-testid="api-key-form-error">
            {formError}
          </p>
        )}
        <TextField
          label={LL.orders.api.name()}
          value={name}
          onChange={setName}
          isRequired
          errorMessage={fields.name ?? null}
        />
        <Select
          label={LL.orders.api.venue()}
          value={venueId}
          onChange={setVenueId}
          options={venues.map((venue) => ({ id: venue.id, label: venue.name }))}
          errorMessage={fields.venueId ?? null}
        />
        <CheckboxGroupInput
          name="scopes"
          label={LL.orders.api.scopes()}
          description={LL.orders.api.scopesHint()}
          isRequired
          value={scopes}
          onChange={(value) => setScopes(value as ApiKeyScope[])}
          error={fields.scopes ?? null}
          options={API_KEY_SCOPES.map((scope) => ({ id: scope, label: LL.orders.api.scopeNames[scope]() }))}
        />
        <div className={styles.actions}>
          <Button type="submit" isDisabled={!venueId}>
            {LL.orders.api.submit()}
          </Button>
        </div>
      </form>
      {created && (
        <div role="status" className={styles.section}>
          <p className={styles.strong}>{LL.orders.api.shownOnce()}</p>
          <TextField label={LL.orders.api.keyLabel()} value={created} isReadOnly data-testid="new-api-key" />
          <Button tone="secondary" onPress={() => void copy(created)}>
            {LL.orders.api.copy()}
          </Button>
        </div>
      )}
      <section className={styles.section}>
        <TextField label={LL.orders.api.search()} value={search} onChange={setSearch} />
        {isPending ? (
          <TableSkeleton rows={3} />
        ) : (
          <Table
            label={LL.orders.api.tableLabel()}
            rows={keys}
            empty={() => LL.orders.api.empty()}
            columns={[
              { id: 'name', label: LL.orders.api.name(), isRowHeader: true, render: (key) => key.name },
              { id: 'prefix', label: LL.orders.api.prefix(), render: (key) => `${key.prefix}_…` },
              { id: 'venue', label: LL.orders.api.venue(), render: (key) => venueName(key.venueId) },
              {
                id: 'scopes',
                label: LL.orders.api.scopes(),
                render: (key) =>
                  key.scopes
                    .map((scope) => LL.orders.api.scopeNames[scope as ApiKeyScope]?.() || scope)
                    .join(', '),
              },
              {
                id: 'lastUsed',
                label: LL.orders.api.lastUsedAt(),
                render: (key) => (key.lastUsedAt ? when(key.lastUsedAt) : LL.orders.api.never()),
              },
              ...apiKeyFactColumns<(typeof keys)[number]>(LL, when),
              {
                id: 'revoke',
                label: LL.orders.api.revoke(),
                render: (key) =>
                  key.revokedAt ? (
                    LL.orders.api.revoked()
                  ) : (
                    <>
                      <RotateKeyButton
                        LL={LL}
                        id={key.id}
                        onRotated={async (fresh) => {
                          setCreated(fresh);
                          await refresh();
                        }}
                      />
                      <Button
                        tone="secondary"
                        size="sm"
                        aria-label={`${LL.orders.api.revoke()} ${key.name}`}
                        onPress={() =>
                          confirm.ask({
                            title: LL.orders.api.revokeTitle({ name: key.name }),
                            body: <p>{LL.orders.api.revokeBody()}</p>,
                            confirmLabel: LL.orders.api.revoke(),
                            onConfirm: async () => {
                              const result = await mutation.run(RevokeApiKeyDocument, { id: key.id });
                              if (!result.success) return result.error ?? '';
                              await refresh();
                            },
                          })
                        }
                      >
                        {LL.orders.api.revoke()}
                      </Button>
                    </>
                  ),
              },
            ]}
          />
        )}
        {hasNextPage && (
          <Button tone="secondary" isDisabled={isFetchingNextPage} onPress={() => void fetchNextPage()}>
            {LL.orders.loadMore()}
          </Button>
        )}
      </section>
      {confirm.dialog}
    </section>
  );
}

/** `/api` (issue 18; the API_KEYS scope since issue 42): API keys for terminals and integrations. */
export function ApiPage() {
  return (
    <Namespace name="orders" fallback={<TableSkeleton />}>
      <ApiScreen />
    </Namespace>
  );
}
