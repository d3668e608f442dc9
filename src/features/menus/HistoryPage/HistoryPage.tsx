import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { COUNTRIES, normalizeCountry } from '../../../domain/countries.ts';
import type { ChangeRecordType } from '../../../graphql/__generated__/graphql.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { userMetadataQueryOptions } from '../../session/index.ts';
import * as styles from '../MenusPage/MenusPage.css.ts';
import { HistoryList } from './HistoryList.tsx';

const ANY = 'ANY';
const TYPES = ['item', 'menu', 'menuEntry'] as const satisfies readonly ChangeRecordType[];

/** `/menus/history`: every change to products, menus and entries, filterable, with revert. */
export function HistoryPage() {
  return (
    <Namespace name="menus" fallback={<TableSkeleton />}>
      <HistoryScreen />
    </Namespace>
  );
}

function HistoryScreen() {
  const { LL } = useI18nContext();
  const H = LL.menus.history;
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const locale = COUNTRIES[normalizeCountry(metadata.country)].languageTag;
  const [type, setType] = useState<string>(ANY);
  const recordType = TYPES.find((value) => value === type);
  return (
    <section>
      <div className={styles.header}>
        <h1>{H.pageTitle()}</h1>
        <Link to="/menus" className={styles.link}>
          {LL.menus.title()}
        </Link>
      </div>
      <div className={styles.actions}>
        <Select
          label={H.filterRecord()}
          value={type}
          onChange={setType}
          options={[
            { id: ANY, label: H.any() },
            ...TYPES.map((value) => ({ id: value, label: H.types[value]() })),
          ]}
        />
      </div>
      <HistoryList
        filter={recordType ? { recordType } : {}}
        currency={metadata.currency}
        locale={locale}
        label={H.pageTitle()}
      />
    </section>
  );
}
