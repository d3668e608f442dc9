import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChangeRecordType } from '../../../graphql/__generated__/graphql.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { userMetadataQueryOptions } from '../../../platform/session/index.ts';
import { Button } from '../../../ui/Button.tsx';
import * as styles from '../MenusPage/MenusPage.css.ts';
import { HistoryList } from './HistoryList.tsx';

/**
 * One record's History panel (a product in the product editor): the list of /menus/history
 * filtered to the record, opened on demand so the editor does not wait for it.
 */
export function RecordHistory(props: {
  /** Unset: every change recorded under the id (a product's own fields and its metadata). */
  recordType?: ChangeRecordType;
  recordId: string;
  name: string;
  /** After a revert, once the changed data is fetched again (the product editor reloads its panels). */
  onReverted?: () => void;
}) {
  return (
    <Namespace name="menus" fallback={null}>
      <RecordHistoryPanel {...props} />
    </Namespace>
  );
}

function RecordHistoryPanel({
  recordType,
  recordId,
  name,
  onReverted,
}: {
  recordType?: ChangeRecordType;
  recordId: string;
  name: string;
  onReverted?: () => void;
}) {
  const { LL } = useI18nContext();
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const [open, setOpen] = useState(false);
  const label = LL.menus.history.open({ name });
  return (
    <section aria-label={label} className={styles.recordHistory}>
      <Button tone="secondary" size="sm" aria-expanded={open} onPress={() => setOpen((shown) => !shown)}>
        {LL.menus.history.showHistory()}
      </Button>
      {open && (
        <HistoryList
          filter={recordType ? { recordType, recordId } : { recordId }}
          currency={metadata.currency}
          label={label}
          onReverted={onReverted}
        />
      )}
    </section>
  );
}
