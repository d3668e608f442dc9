import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ChangeFilter, ChangeRecordType } from '../../../graphql/__generated__/graphql.ts';
import { execute } from '../../../graphql/client.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { userMetadataQueryOptions } from '../../../platform/session/index.ts';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { ChangeActorsDocument } from '../history.gql.ts';
import * as styles from '../MenusPage/MenusPage.css.ts';
import { menusKeys } from '../menus.queries.ts';
import { HistoryList } from './HistoryList.tsx';

const ANY = 'ANY';
const TYPES = ['item', 'menu', 'menuEntry', 'metadata'] as const satisfies readonly ChangeRecordType[];

/** A local calendar day's first or last instant (the user's own clock), for the date filters. */
export function dayBound(date: string, end: boolean): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

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
  const [type, setType] = useState<string>(ANY);
  const [actor, setActor] = useState<string>(ANY);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const actors = useQuery({
    queryKey: [...menusKeys.all, 'historyActors'],
    queryFn: async () => (await execute(ChangeActorsDocument)).changeActors,
  });
  const recordType = TYPES.find((value) => value === type);
  const filter: ChangeFilter = {
    ...(recordType ? { recordType } : {}),
    ...(actor !== ANY ? { actorId: actor } : {}),
    ...(dayBound(from, false) ? { from: dayBound(from, false) } : {}),
    ...(dayBound(to, true) ? { to: dayBound(to, true) } : {}),
  };
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
        <Select
          label={H.filterUser()}
          value={actor}
          onChange={setActor}
          options={[
            { id: ANY, label: H.anyone() },
            ...(actors.data ?? []).map((user) => ({ id: user.id, label: user.name })),
          ]}
        />
        <TextField label={H.filterFrom()} type="date" value={from} onChange={setFrom} />
        <TextField label={H.filterTo()} type="date" value={to} onChange={setTo} />
      </div>
      <HistoryList filter={filter} currency={metadata.currency} label={H.pageTitle()} />
    </section>
  );
}
