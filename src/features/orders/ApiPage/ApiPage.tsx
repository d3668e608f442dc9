import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../domain/apiKeys.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { Table } from '../../../ui/Table.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { mutation, useVenueSelection } from '../../shell/index.ts';
import * as styles from '../OrdersPage/OrdersPage.css.ts';
import { useOrderFormats } from '../OrdersPage/useOrderFormats.ts';
import { CreateApiKeyDocument, RevokeApiKeyDocument } from '../orders.gql.ts';
import { apiKeysQueryOptions, ordersKeys } from '../orders.queries.ts';
import { apiKeyFactColumns, RotateKeyButton } from './ApiKeyFacts.tsx';

function ApiScreen() {
  const { LL } = useI18nContext();
  const { when } = useOrderFormats();
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
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['WRITE_ORDERS', 'READ_CATALOGUE']);
  const [created, setCreated] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const venueName = (id: string) => venues.find((venue) => venue.id === id)?.name ?? '';
  const refresh = () => queryClient.invalidateQueries({ queryKey: ordersKeys.apiKeys });
  return (
    <section>
      <h1>{LL.orders.api.title()}</h1>
      <p>{LL.orders.api.intro()}</p>
      <p>{LL.orders.api.docs()}</p>
      <form
        className={styles.form}
        onSubmit={async (event) => {
          event.preventDefault();
          if (!venueId) return;
          const result = await mutation.run(CreateApiKeyDocument, { name, venueId, scopes });
          if (!result.success || !result.data) {
            setError(result.error);
            return;
          }
          setError(null);
          setCreated(result.data.createApiKey.key);
          setName('');
          await refresh();
        }}
      >
        <h2>{LL.orders.api.create()}</h2>
        <TextField
          label={LL.orders.api.name()}
          value={name}
          onChange={setName}
          isRequired
          errorMessage={error}
        />
        <Select
          label={LL.orders.api.venue()}
          value={venueId}
          onChange={setVenueId}
          options={venues.map((venue) => ({ id: venue.id, label: venue.name }))}
        />
        <CheckboxGroup value={scopes} onChange={(value) => setScopes(value as ApiKeyScope[])}>
          <Label>{LL.orders.api.scopes()}</Label>
          {API_KEY_SCOPES.map((scope) => (
            <Checkbox key={scope} value={scope}>
              {LL.orders.api.scopeNames[scope]()}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <div className={styles.actions}>
          <Button type="submit" isDisabled={!venueId || scopes.length === 0}>
            {LL.orders.api.submit()}
          </Button>
        </div>
      </form>
      {created && (
        <div role="status" className={styles.section}>
          <p className={styles.strong}>{LL.orders.api.shownOnce()}</p>
          <TextField label={LL.orders.api.keyLabel()} value={created} isReadOnly data-testid="new-api-key" />
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
                    .map((scope) => LL.orders.api.scopeNames[scope as ApiKeyScope]?.() ?? scope)
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
                        onPress={async () => {
                          await mutation.run(RevokeApiKeyDocument, { id: key.id });
                          await refresh();
                        }}
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
