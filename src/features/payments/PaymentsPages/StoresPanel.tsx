import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentsOverviewQuery } from '../../../graphql/__generated__/graphql.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import type { FieldMessages } from '../../../platform/forms/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { AddProviderStoreDocument } from '../payments.gql.ts';
import { paymentsKeys } from '../payments.queries.ts';
import * as styles from './PaymentsPages.css.ts';
import { runKeepingFailure } from './shared.tsx';

type Overview = PaymentsOverviewQuery['paymentsOverview'];

const STORE_STATUSES = ['active', 'inactive', 'closed'] as const;

/** A store status in the viewer's language; one the product has no words for, as the provider says it. */
function storeStatusWords(LL: ReturnType<typeof useI18nContext>['LL'], status: string): string {
  const key = STORE_STATUSES.find((known) => known === status.toLowerCase());
  return key ? LL.payments.storeStatuses[key]() : status;
}
type StoreVenue = Overview['venues'][number];

/** One venue: a store at the provider already, or the action to make it one (with its address when missing). */
function VenueRow({
  venue,
  accountHolderId,
  configured,
}: {
  venue: StoreVenue;
  accountHolderId: string | null;
  configured: boolean;
}) {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  // Payments-only companies have no venue settings: the address a store needs is typed here.
  const needsAddress = !venue.metadataComplete;
  const [typed, setTyped] = useState({ street: venue.street, zip: venue.zip, city: venue.city });
  const address = [venue.street, [venue.zip, venue.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const canAdd = configured && !venue.store && accountHolderId !== null;
  const add = async () => {
    if (!accountHolderId) return;
    setBusy(true);
    const result = await runKeepingFailure(AddProviderStoreDocument, {
      venueId: venue.id,
      accountHolderId,
      address: needsAddress ? typed : null,
    });
    setBusy(false);
    setError(result.error);
    setFieldErrors(result.fieldErrors);
    if (!result.success) return;
    showToast({ type: 'success', title: LL.payments.storeAdded({ venue: venue.name }) });
    await queryClient.invalidateQueries({ queryKey: paymentsKeys.overview() });
  };
  const field = (key: 'street' | 'zip' | 'city', label: string) => (
    <TextField
      label={label}
      value={typed[key]}
      onChange={(value) => setTyped((current) => ({ ...current, [key]: value }))}
      errorMessage={fieldErrors[key]}
      isRequired
      name={key}
    />
  );
  return (
    <li className={styles.holder} data-testid="store-venue">
      <span>
        <strong>{venue.name}</strong>
        {address && ` · ${address}`} ·{' '}
        <span data-testid="store-status">{venue.store ? LL.payments.isStore() : LL.payments.notStore()}</span>
        {/* The store's state at the provider, from its webhook events (none until one came). */}
        {venue.store?.status && (
          <span data-testid="store-provider-status">
            {' · '}
            {storeStatusWords(LL, venue.store.status)}
          </span>
        )}
      </span>
      {!venue.store && needsAddress && (
        <p className={styles.muted} data-testid="store-address-missing">
          {LL.payments.addressMissing()}
        </p>
      )}
      {canAdd && (
        <form
          noValidate
          aria-label={LL.payments.addStore({ venue: venue.name })}
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          {needsAddress && (
            <div className={styles.actions}>
              {field('street', LL.payments.street())}
              {field('zip', LL.payments.zip())}
              {field('city', LL.payments.city())}
            </div>
          )}
          <Button size="sm" isDisabled={busy} onPress={() => void add()}>
            {LL.payments.addStore({ venue: venue.name })}
          </Button>
        </form>
      )}
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/**
 * The venues as stores at the card provider (issue 24 item 1): which already are, and "Add …
 * as a store" for the others, or where to fill in the address a store needs.
 */
export function StoresPanel({ data }: { data: Overview }) {
  const { LL } = useI18nContext();
  const holders = data.accountHolders;
  const [chosen, setChosen] = useState<string | null>(null);
  const accountHolderId = chosen ?? holders[0]?.id ?? null;
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="payments-stores">
      <h2 id="payments-stores" className={styles.label}>
        {LL.payments.stores()}
      </h2>
      <p className={styles.muted}>{LL.payments.storesHint()}</p>
      {data.configured && holders.length === 0 && (
        <p className={styles.muted}>{LL.payments.needAccountHolder()}</p>
      )}
      {data.configured && holders.length > 1 && (
        <Select
          label={LL.payments.storeHolder()}
          value={accountHolderId}
          onChange={setChosen}
          options={holders.map((holder) => ({ id: holder.id, label: holder.legalName }))}
        />
      )}
      {data.venues.length === 0 && <p className={styles.muted}>{LL.payments.noVenues()}</p>}
      <ul className={styles.venueList}>
        {data.venues.map((venue) => (
          <VenueRow
            key={venue.id}
            venue={venue}
            accountHolderId={accountHolderId}
            configured={data.configured}
          />
        ))}
      </ul>
    </section>
  );
}
