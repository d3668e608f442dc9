import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentsOverviewQuery } from '../../../graphql/__generated__/graphql.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Select } from '../../../ui/Select.tsx';
import { showToast } from '../../../ui/Toast.tsx';
import { AddProviderStoreDocument } from '../payments.gql.ts';
import { paymentsKeys } from '../payments.queries.ts';
import * as styles from './PaymentsPages.css.ts';
import { runKeepingFailure } from './shared.tsx';

type Overview = PaymentsOverviewQuery['paymentsOverview'];
type StoreVenue = Overview['venues'][number];

/** One venue: a store at the provider already, or the action to make it one (or what to fix first). */
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
  const [busy, setBusy] = useState(false);
  const address = [venue.street, [venue.zip, venue.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const canAdd = configured && !venue.store && venue.metadataComplete && accountHolderId !== null;
  return (
    <li className={styles.holder} data-testid="store-venue">
      <span>
        <strong>{venue.name}</strong>
        {address && ` · ${address}`} ·{' '}
        <span data-testid="store-status">{venue.store ? LL.payments.isStore() : LL.payments.notStore()}</span>
      </span>
      {!venue.store && !venue.metadataComplete && (
        <p className={styles.muted} data-testid="store-address-missing">
          {LL.payments.addressMissing()}
        </p>
      )}
      {canAdd && accountHolderId && (
        <div>
          <Button
            size="sm"
            isDisabled={busy}
            onPress={async () => {
              setBusy(true);
              const result = await runKeepingFailure(AddProviderStoreDocument, {
                venueId: venue.id,
                accountHolderId,
              });
              setBusy(false);
              setError(result.error);
              if (!result.success) return;
              showToast({ type: 'success', title: LL.payments.storeAdded({ venue: venue.name }) });
              await queryClient.invalidateQueries({ queryKey: paymentsKeys.overview() });
            }}
          >
            {LL.payments.addStore({ venue: venue.name })}
          </Button>
        </div>
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
