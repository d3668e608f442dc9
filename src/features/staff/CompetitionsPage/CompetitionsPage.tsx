import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { COUNTRIES, normalizeCountry } from '../../../domain/countries.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { CompetitionMetric } from '../../../graphql/__generated__/graphql.ts';
import { execute, subscribe } from '../../../graphql/client.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { failureText } from '../../../platform/crud/index.ts';
import { type FieldMessages, serverFieldMessages } from '../../../platform/forms/index.ts';
import { userMetadataQueryOptions } from '../../../platform/session/index.ts';
import { useVenueSelection } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxGroupInput } from '../../../ui/FormControls.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { TableScroll } from '../../../ui/TableScroll.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { StaffNav } from '../StaffPage/StaffNav.tsx';
import {
  CompetitionLeaderboardDocument,
  CompetitionLiveDocument,
  CompetitionsDocument,
  CompetitionTargetsDocument,
  CreateCompetitionDocument,
} from '../staff.gql.ts';
import * as styles from './CompetitionsPage.css.ts';

const competitionKeys = {
  list: ['competitions', 'list'] as const,
  board: (id: string) => ['competitions', 'board', id] as const,
  targets: (search: string) => ['competitions', 'targets', search] as const,
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const ALL = '__all';

/** A new competition: name, what counts, the period, products or categories, and the venue. */
function CreateCompetition({ onCreated }: { onCreated: (id: string) => void }) {
  const { LL } = useI18nContext();
  const C = LL.competitions;
  const { venues } = useVenueSelection();
  const [name, setName] = useState('');
  const [metric, setMetric] = useState<CompetitionMetric>('QUANTITY' as CompetitionMetric);
  const [startsAt, setStartsAt] = useState(isoDay(new Date()));
  const [endsAt, setEndsAt] = useState(isoDay(new Date(Date.now() + 7 * 86_400_000)));
  const [venueId, setVenueId] = useState<string>(ALL);
  const [search, setSearch] = useState('');
  const [categoryIds, setCategoryIds] = useState<string[]>([]);
  const [itemIds, setItemIds] = useState<string[]>([]);
  const [problems, setProblems] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  const targets = useQuery({
    queryKey: competitionKeys.targets(search),
    queryFn: async () => (await execute(CompetitionTargetsDocument, { search })).competitionTargets,
    placeholderData: (previous) => previous,
  });
  const when = (day: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00`).toISOString() : day;
  const submit = async () => {
    setBusy(true);
    setProblems({});
    try {
      const created = await mutation.send(CreateCompetitionDocument, {
        data: {
          name,
          metric,
          startsAt: when(startsAt),
          endsAt: when(endsAt),
          venueId: venueId === ALL ? null : venueId,
          categoryIds,
          itemIds,
        },
      });
      showToast({ type: 'success', title: C.started({ name: created.createCompetition.name }) });
      setName('');
      onCreated(created.createCompetition.id);
    } catch (error) {
      const messages = serverFieldMessages(error);
      setProblems(messages);
      if (Object.keys(messages).length === 0) showToast({ type: 'error', title: failureText(LL, error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.form}
      aria-label={C.create()}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField label={C.name()} value={name} onChange={setName} errorMessage={problems.name} isRequired />
      <Select
        label={C.metric()}
        options={[
          { id: 'QUANTITY', label: C.metrics.QUANTITY() },
          { id: 'AMOUNT', label: C.metrics.AMOUNT() },
        ]}
        value={metric}
        onChange={(value) => setMetric(value as CompetitionMetric)}
      />
      <div className={styles.row}>
        <TextField
          label={C.startsAt()}
          value={startsAt}
          onChange={setStartsAt}
          placeholder="YYYY-MM-DD"
          errorMessage={problems.startsAt}
        />
        <TextField
          label={C.endsAt()}
          value={endsAt}
          onChange={setEndsAt}
          placeholder="YYYY-MM-DD"
          errorMessage={problems.endsAt}
        />
      </div>
      <Select
        label={C.venue()}
        options={[
          { id: ALL, label: C.allVenues() },
          ...venues.map((venue) => ({ id: venue.id, label: venue.name })),
        ]}
        value={venueId}
        onChange={setVenueId}
        errorMessage={problems.venueId}
      />
      <TextField label={C.search()} type="search" value={search} onChange={setSearch} />
      <CheckboxGroupInput
        name="categoryIds"
        label={C.categories()}
        value={categoryIds}
        onChange={setCategoryIds}
        options={(targets.data?.categories ?? []).map((target) => ({ id: target.id, label: target.name }))}
      />
      <CheckboxGroupInput
        name="itemIds"
        label={C.products()}
        value={itemIds}
        onChange={setItemIds}
        error={problems.itemIds}
        options={(targets.data?.items ?? []).map((target) => ({ id: target.id, label: target.name }))}
      />
      <Button isDisabled={busy} onPress={() => void submit()}>
        {C.create()}
      </Button>
    </form>
  );
}

/** The leaderboard, moved live by every sale of the company (graphql-ws through the event bus). */
function Leaderboard({ id }: { id: string }) {
  const { LL } = useI18nContext();
  const C = LL.competitions;
  const queryClient = useQueryClient();
  const metadata = useQuery(userMetadataQueryOptions()).data;
  const locale = COUNTRIES[normalizeCountry(metadata?.country ?? 'GB')].languageTag;
  const region = useRef<HTMLElement>(null);
  const board = useQuery({
    queryKey: competitionKeys.board(id),
    queryFn: async () => (await execute(CompetitionLeaderboardDocument, { id })).competition,
  });
  useEffect(
    () =>
      subscribe(CompetitionLiveDocument, { id }, (data) =>
        queryClient.setQueryData(competitionKeys.board(id), (old: typeof board.data) =>
          old ? { ...old, leaderboard: data.competitionLeaderboard } : old,
        ),
      ),
    [id, queryClient],
  );
  const competition = board.data;
  if (board.isPending) return <TableSkeleton />;
  if (!competition) return null;
  return (
    <section ref={region} className={styles.board} aria-labelledby="leaderboard-title">
      <div className={styles.row}>
        <h2 id="leaderboard-title" className={styles.heading}>
          {C.leaderboard()}: {competition.name}
        </h2>
        <span className={styles.live}>{C.live()}</span>
        <Button
          tone="secondary"
          onPress={() =>
            document.fullscreenElement
              ? void document.exitFullscreen()
              : void region.current?.requestFullscreen()
          }
        >
          {C.fullScreen()}
        </Button>
      </div>
      {competition.leaderboard.length === 0 ? (
        <p className={styles.muted}>{C.empty()}</p>
      ) : (
        <TableScroll>
          <table className={styles.table} aria-live="polite">
            <thead>
              <tr>
                <th className={styles.cell}>{C.rank()}</th>
                <th className={styles.cell}>{C.seller()}</th>
                <th className={styles.cell}>{C.quantity()}</th>
                <th className={styles.cell}>{C.amount()}</th>
              </tr>
            </thead>
            <tbody>
              {competition.leaderboard.map((entry) => (
                <tr key={entry.staffName}>
                  <td className={styles.cell}>{entry.rank}</td>
                  <td className={styles.cell}>{entry.staffName}</td>
                  <td className={styles.cell}>{entry.quantity}</td>
                  <td className={styles.cell}>
                    {formatMoney(entry.amount, metadata?.currency ?? 'SEK', locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

function Competitions() {
  const { LL } = useI18nContext();
  const C = LL.competitions;
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<string | null>(null);
  const list = useInfiniteQuery({
    queryKey: competitionKeys.list,
    queryFn: async ({ pageParam }) =>
      (await execute(CompetitionsDocument, { after: pageParam })).competitions,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });
  const rows = list.data?.pages.flatMap((page) => page.results) ?? [];
  const day = (iso: string) => iso.slice(0, 10);
  return (
    <div className={styles.page}>
      <StaffNav />
      <h1 className={styles.heading}>{C.title()}</h1>
      <p className={styles.muted}>{C.intro()}</p>
      {shown && <Leaderboard id={shown} />}
      <section className={styles.section} aria-labelledby="competition-list">
        <h2 id="competition-list" className={styles.heading}>
          {C.title()}
        </h2>
        {list.isPending ? (
          <TableSkeleton />
        ) : rows.length === 0 ? (
          <p className={styles.muted}>{C.none()}</p>
        ) : (
          <ul className={styles.list}>
            {rows.map((row) => (
              <li key={row.id} className={styles.item}>
                <strong>{row.name}</strong>
                <span>
                  {C.phases[row.phase]()} · {day(row.startsAt)} – {day(row.endsAt)} ·{' '}
                  {C.metrics[row.metric]()}
                </span>
                <Button tone="secondary" size="sm" onPress={() => setShown(row.id)}>
                  {C.open()}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <Button tone="secondary" onPress={() => void list.fetchNextPage()}>
            {C.more()}
          </Button>
        )}
      </section>
      <section className={styles.section} aria-labelledby="competition-new">
        <h2 id="competition-new" className={styles.heading}>
          {C.create()}
        </h2>
        <CreateCompetition
          onCreated={(id) => {
            void queryClient.invalidateQueries({ queryKey: competitionKeys.list });
            setShown(id);
          }}
        />
      </section>
    </div>
  );
}

export function CompetitionsPage() {
  return (
    <Namespace name="competitions" fallback={<TableSkeleton />}>
      <Competitions />
    </Namespace>
  );
}
