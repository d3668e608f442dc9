import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { TABLE_STATES, type TableState } from '../../../domain/tables.ts';
import { subscribe } from '../../../graphql/client.ts';
import { liveRefresher } from '../../../graphql/liveRefresh.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { useVenueSelection } from '../../../platform/shell/index.ts';
import { Select } from '../../../ui/Select.tsx';
import { TableScroll } from '../../../ui/TableScroll.tsx';
import { TablesFrame } from '../TablesPage/TablesPage.tsx';
import { TableEventsDocument } from '../tables.gql.ts';
import { floorPlansQueryOptions, tableMonitorQueryOptions, tablesKeys } from '../tables.queries.ts';
import { useTablesEnv } from '../tablesEnv.ts';
import * as styles from './MonitoringPage.css.ts';

const ALL = 'all';

/** Minutes since `iso`, refreshed every half minute. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function Monitoring({ planId, onPlan }: { planId: string | null; onPlan: (id: string) => void }) {
  const { LL } = useI18nContext();
  const L = LL.tables.monitoring;
  const env = useTablesEnv();
  const queryClient = useQueryClient();
  const { data: all } = useSuspenseQuery(floorPlansQueryOptions());
  const { selected } = useVenueSelection();
  const plans = selected ? all.filter((plan) => plan.venueId === selected.id) : all;
  const plan = plans.find((candidate) => candidate.id === planId) ?? plans[0] ?? null;
  const monitor = useQuery({ ...tableMonitorQueryOptions(plan?.id ?? ''), enabled: plan !== null });
  const [stateFilter, setStateFilter] = useState<string>(ALL);
  const [areaFilter, setAreaFilter] = useState<string>(ALL);
  const [events, setEvents] = useState(0);
  const now = useNow();

  // Live: every order or plan edit of the venue (on any instance) re-reads the states; no reload.
  const venueId = plan?.venueId ?? null;
  useEffect(() => {
    if (!venueId) return;
    const refresh = liveRefresher(queryClient, () => [[...tablesKeys.all, 'monitor'], tablesKeys.plans]);
    return subscribe(TableEventsDocument, { venueId }, () => {
      setEvents((n) => n + 1);
      void refresh();
    });
  }, [venueId, queryClient]);

  const rows = monitor.data?.tables ?? [];
  const areas = useMemo(() => [...new Set(rows.map((row) => row.table.area).filter(Boolean))].sort(), [rows]);
  const shown = rows.filter(
    (row) =>
      (stateFilter === ALL || row.state === stateFilter) &&
      (areaFilter === ALL || row.table.area === areaFilter),
  );
  const minutes = (iso: string | null | undefined) =>
    iso ? Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000)) : null;

  if (!plan) return <p>{LL.tables.plans.none()}</p>;
  return (
    <>
      <h1>{LL.pages.tableMonitoring()}</h1>
      <div className={styles.filters}>
        <Select
          label={L.plan()}
          options={plans.map((candidate) => ({ id: candidate.id, label: candidate.name }))}
          value={plan.id}
          onChange={onPlan}
        />
        <Select
          label={L.filterState()}
          options={[
            { id: ALL, label: L.allStates() },
            ...TABLE_STATES.map((id) => ({ id, label: LL.tables.states[id]() })),
          ]}
          value={stateFilter}
          onChange={setStateFilter}
        />
        <Select
          label={L.filterArea()}
          options={[{ id: ALL, label: L.allAreas() }, ...areas.map((id) => ({ id, label: id }))]}
          value={areaFilter}
          onChange={setAreaFilter}
        />
        <p className={styles.live} data-testid="monitor-live" data-events={events}>
          {L.live()}
        </p>
      </div>
      <div className={styles.body}>
        <div className={styles.viewport} aria-hidden="true">
          <svg viewBox={`0 0 ${plan.width} ${plan.height}`} className={styles.canvas}>
            <title>{plan.name}</title>
            {shown.map((row) => {
              const t = row.table;
              const cx = t.posX + t.width / 2;
              const cy = t.posY + t.height / 2;
              const state = row.state as TableState;
              return (
                <g key={t.id} transform={`rotate(${t.rotation} ${cx} ${cy})`} data-state={state}>
                  {t.shape === 'ROUND' ? (
                    <ellipse
                      cx={cx}
                      cy={cy}
                      rx={t.width / 2}
                      ry={t.height / 2}
                      className={styles.state[state]}
                      strokeWidth={3}
                    />
                  ) : (
                    <rect
                      x={t.posX}
                      y={t.posY}
                      width={t.width}
                      height={t.height}
                      rx={6}
                      className={styles.state[state]}
                      strokeWidth={3}
                    />
                  )}
                  <text x={cx} y={cy - 6} textAnchor="middle" className={styles.code}>
                    {t.code}
                  </text>
                  {row.state !== 'FREE' && (
                    <text x={cx} y={cy + 14} textAnchor="middle" className={styles.detail}>
                      {env.money(row.amount)}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        </div>
        <div>
          <TableScroll>
            <table className={styles.list} aria-label={L.list()} data-testid="monitor-list">
              <thead>
                <tr>
                  <th className={styles.cell}>{L.columns.code()}</th>
                  <th className={styles.cell}>{L.columns.state()}</th>
                  <th className={styles.num}>{L.columns.guests()}</th>
                  <th className={styles.num}>{L.columns.seated()}</th>
                  <th className={styles.num}>{L.columns.amount()}</th>
                  <th className={styles.cell}>{L.columns.staff()}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => {
                  const state = row.state as TableState;
                  const seated = minutes(row.seatedAt);
                  return (
                    <tr key={row.table.id} data-testid={`monitor-row-${row.table.code}`} data-state={state}>
                      <th scope="row" className={styles.cell}>
                        {row.table.code}
                      </th>
                      <td className={styles.cell}>
                        <span className={`${styles.badgeBase} ${styles.badge[state]}`}>
                          {LL.tables.states[state]()}
                        </span>
                      </td>
                      <td className={styles.num}>{row.state === 'FREE' ? '' : row.guests}</td>
                      <td className={styles.num}>{seated === null ? '' : L.seated({ minutes: seated })}</td>
                      <td className={styles.num}>{row.state === 'FREE' ? '' : env.money(row.amount)}</td>
                      <td className={styles.cell}>{row.staff ?? ''}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
          {shown.length === 0 && <p className={styles.muted}>{L.noTables()}</p>}
        </div>
      </div>
    </>
  );
}

/** /tables/monitoring: each table's state from its open orders, live over graphql-ws. */
export function MonitoringPage(props: { planId: string | null; onPlan: (id: string) => void }) {
  return (
    <TablesFrame>
      <Monitoring {...props} />
    </TablesFrame>
  );
}

/** The page bound to the router: the plan lives in the URL (`?plan=`). */
export function MonitoringRoutePage() {
  const search = useSearch({ strict: false }) as { plan?: unknown };
  const navigate = useNavigate();
  return (
    <MonitoringPage
      planId={typeof search.plan === 'string' ? search.plan : null}
      onPlan={(id) => void navigate({ to: '.', search: { plan: id } })}
    />
  );
}
