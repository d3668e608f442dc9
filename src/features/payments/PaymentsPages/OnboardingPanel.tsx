import { useState } from 'react';
import type { PaymentsOverviewQuery } from '../../../graphql/__generated__/graphql.ts';
import { execute } from '../../../graphql/client.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { CheckoutLinkDocument, KycLinkDocument } from '../payments.gql.ts';
import { AccountHolderForm } from './AccountHolderForm.tsx';
import * as styles from './PaymentsPages.css.ts';

type Overview = PaymentsOverviewQuery['paymentsOverview'];
type Holder = Overview['accountHolders'][number];

async function openLink(load: () => Promise<string>, failed: string) {
  try {
    window.open(await load(), '_blank', 'noopener');
  } catch (error) {
    showToast({
      type: 'error',
      title: failed,
      subtitle: error instanceof Error ? error.message : String(error),
    });
  }
}

function HolderRow({ holder, configured }: { holder: Holder; configured: boolean }) {
  const { LL } = useI18nContext();
  const status = holder.status as keyof typeof LL.payments.statuses;
  return (
    <li className={styles.holder} data-testid="account-holder">
      <div className={styles.actions}>
        <span>
          <strong>{holder.legalName}</strong> ·{' '}
          <span data-testid="onboarding-status">{LL.payments.statuses[status]?.() || holder.status}</span>
        </span>
        {configured && holder.status !== 'VERIFIED' && (
          <Button
            size="sm"
            onPress={() =>
              void openLink(
                async () => (await execute(KycLinkDocument, { accountHolderId: holder.id })).kycLink,
                LL.payments.completeVerification(),
              )
            }
          >
            {LL.payments.completeVerification()}
          </Button>
        )}
        {configured && (
          <Button
            size="sm"
            tone="secondary"
            onPress={() =>
              void openLink(
                async () =>
                  (await execute(CheckoutLinkDocument, { accountHolderId: holder.id })).checkoutLink,
                LL.payments.openCheckout(),
              )
            }
          >
            {LL.payments.openCheckout()}
          </Button>
        )}
      </div>
      {holder.shareholders.length > 0 && (
        <span className={styles.muted}>
          {holder.email} · {LL.payments.shareholders()}:{' '}
          {holder.shareholders.map((s) => (s.jobTitle ? `${s.name} (${s.jobTitle})` : s.name)).join(', ')}
        </span>
      )}
    </li>
  );
}

/** One legal entity's account holders and its "Add account holder" form. */
function EntityGroup({
  id,
  name,
  holders,
  configured,
  showName,
}: {
  id: string | null;
  name: string;
  holders: readonly Holder[];
  configured: boolean;
  showName: boolean;
}) {
  const { LL } = useI18nContext();
  const [adding, setAdding] = useState(false);
  return (
    <div data-testid="legal-entity">
      {showName && (
        <h3 className={styles.label}>
          {LL.payments.legalEntity()}: {name}
        </h3>
      )}
      {holders.length === 0 && <p className={styles.muted}>{LL.payments.noAccountHolders()}</p>}
      <ul className={styles.venueList}>
        {holders.map((holder) => (
          <HolderRow key={holder.id} holder={holder} configured={configured} />
        ))}
      </ul>
      {configured &&
        (adding ? (
          <AccountHolderForm legalEntityId={id} defaultLegalName={name} onDone={() => setAdding(false)} />
        ) : (
          <div className={styles.more}>
            <Button tone="secondary" onPress={() => setAdding(true)}>
              {LL.payments.addAccountHolder()}
            </Button>
          </div>
        ))}
    </div>
  );
}

/**
 * The onboarding state at the card provider (issue 24 item 1): per legal entity its account
 * holders with their verification state and links, and the form to add one (with a provider).
 */
export function OnboardingPanel({ data }: { data: Overview }) {
  const { LL } = useI18nContext();
  const entities = data.legalEntities;
  const known = new Set(entities.map((entity) => entity.id));
  // Holders made before the company had its legal entities stored belong to the first group.
  const holdersOf = (id: string | null, index: number) =>
    data.accountHolders.filter((holder) =>
      index === 0
        ? holder.legalEntityId === id || !holder.legalEntityId || !known.has(holder.legalEntityId)
        : holder.legalEntityId === id,
    );
  const groups = entities.length > 0 ? entities : [{ id: null, name: LL.payments.noLegalEntity() as string }];
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="payments-onboarding">
      <h2 id="payments-onboarding" className={styles.label}>
        {LL.payments.onboarding()}
      </h2>
      {groups.map((entity, index) => (
        <EntityGroup
          key={entity.id ?? 'none'}
          id={entity.id}
          name={entity.name}
          holders={holdersOf(entity.id, index)}
          configured={data.configured}
          showName={groups.length > 1}
        />
      ))}
    </section>
  );
}
