import { useState } from 'react';
import type { LedgerBreakReason } from '../../../domain/ledger/verification.ts';
import type { VerifyLedgerQuery } from '../../../graphql/__generated__/graphql.ts';
import { execute } from '../../../graphql/client.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Button } from '../../../ui/Button.tsx';
import * as styles from '../FinanceDashboard/FinanceDashboard.css.ts';
import { VerifyLedgerDocument } from '../ledger.gql.ts';

type Result = VerifyLedgerQuery['verifyLedger'];

/**
 * "Verify the chain" on the Z-reports page (issue 40 item 4): the server recomputes the venue's
 * SHA-256 chains over every order and Z-report and names the first broken link.
 */
export function VerifyLedger({ venueId }: { venueId: string }) {
  const { LL } = useI18nContext();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const verify = async () => {
    setBusy(true);
    setFailed(null);
    try {
      setResult((await execute(VerifyLedgerDocument, { venueId })).verifyLedger);
    } catch (error) {
      setResult(null);
      setFailed(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const first = result?.firstBreak;
  const subject = first
    ? [
        first.kind === 'order' && first.number != null
          ? LL.finance.ledger.order({ number: first.number })
          : first.kind === 'z' && first.number != null
            ? LL.finance.ledger.z({ number: first.number })
            : null,
        first.sequence != null ? LL.finance.ledger.link({ seq: first.sequence }) : null,
        first.register ? LL.finance.ledger.register({ name: first.register }) : null,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  return (
    <>
      <Button tone="secondary" isDisabled={!venueId || busy} onPress={() => void verify()}>
        {busy ? LL.finance.ledger.verifying() : LL.finance.ledger.verify()}
      </Button>
      <p role="status" className={styles.muted} data-testid="ledger-verification">
        {failed}
        {result?.ok && LL.finance.ledger.ok({ links: result.links, records: result.records })}
        {result && !result.ok && (
          <>
            {LL.finance.ledger.broken({ count: result.breakCount })}{' '}
            {first &&
              LL.finance.ledger.firstBreak({
                subject,
                reason: LL.finance.ledger[first.reason as LedgerBreakReason](),
              })}
          </>
        )}
      </p>
    </>
  );
}
