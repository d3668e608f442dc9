import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { accountingDate } from '../../../domain/accountingDay.ts';
import { SERVICE_TYPES, type ServiceType } from '../../../domain/orders.ts';
import {
  allTimeRange,
  currentRange,
  type DateRange,
  lastRange,
  todayRange,
} from '../../../domain/reportRanges.ts';
import { subscribe } from '../../../graphql/client.ts';
import { liveRefresher } from '../../../graphql/liveRefresh.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { useFormats } from '../../../platform/formats/index.ts';
import { useVenueSelection } from '../../../platform/shell/index.ts';
import { PlainButton, PlainSelect } from '../../../ui/PlainControls.tsx';
import { PlainTable } from '../../../ui/PlainTable.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { useNearViewport } from '../../../ui/useNearViewport.ts';
import { FinanceOrderEventsDocument } from '../finance.gql.ts';
import { financeDashboardQueryOptions, financeKeys } from '../finance.queries.ts';
import type { ChartPoint } from './BarChartView.tsx';
import * as styles from './FinanceDashboard.css.ts';

/** A code the server may add later reads as "Other", never as the code itself. */
const isServiceType = (key: string): key is ServiceType => (SERVICE_TYPES as readonly string[]).includes(key);
const CHANNELS = ['POS', 'ONLINE', 'EXPRESS'] as const;
const isChannel = (key: string): key is (typeof CHANNELS)[number] =>
  (CHANNELS as readonly string[]).includes(key);

const BarChartView = lazy(() => import('./BarChartView.tsx'));

export const PRESETS = [
  'TODAY',
  'YESTERDAY',
  'THIS_WEEK',
  'LAST_WEEK',
  'LAST_7_DAYS',
  'LAST_30_DAYS',
  'LAST_90_DAYS',
  'THIS_MONTH',
  'LAST_MONTH',
  'THIS_QUARTER',
  'THIS_YEAR',
  'ALL_TIME',
] as const;
export type Preset = (typeof PRESETS)[number];

/** The range helpers of spec section 9 behind each choice. */
export function presetRange(preset: Preset, today: string): DateRange {
  switch (preset) {
    case 'TODAY':
      return todayRange(today);
    case 'YESTERDAY':
      return lastRange(today, 'DAY');
    case 'THIS_WEEK':
      return currentRange(today, 'WEEK');
    case 'LAST_WEEK':
      return lastRange(today, 'WEEK');
    case 'LAST_7_DAYS':
      return currentRange(today, 'DAY', 7);
    case 'LAST_30_DAYS':
      return currentRange(today, 'DAY', 30);
    case 'LAST_90_DAYS':
      return currentRange(today, 'DAY', 90);
    case 'THIS_MONTH':
      return currentRange(today, 'MONTH');
    case 'LAST_MONTH':
      return lastRange(today, 'MONTH');
    case 'THIS_QUARTER':
      return currentRange(today, 'QUARTER');
    case 'THIS_YEAR':
      return currentRange(today, 'YEAR');
    case 'ALL_TIME':
      return allTimeRange(today);
  }
}

const MONEY_METRICS = new Set(['SALES_AMOUNT', 'SALES_AVERAGE', 'TIPS_AMOUNT', 'TIPS_AVERAGE']);
const ALL = 'ALL';

interface Row {
  id: string;
  label: string;
  value: number;
  count?: number;
}

/** A chart with a "show as table" toggle; the table is what screen readers read. */
function ChartSection({
  title,
  rows,
  format,
  countLabel,
  keyLabel,
  vertical,
}: {
  title: string;
  rows: Row[];
  format: (value: number) => string;
  countLabel: string;
  keyLabel: string;
  vertical?: boolean;
}) {
  const { LL } = useI18nContext();
  const [asTable, setAsTable] = useState(false);
  // Drawn (and the chart library fetched) when it comes on screen: below the fold on a phone, the
  // figures above are not kept waiting for it.
  const [chartRef, near] = useNearViewport<HTMLDivElement>('0px');
  const id = `chart-${title.replace(/\W+/g, '-')}`;
  const points: ChartPoint[] = rows.map((row) => ({ label: row.label, value: row.value }));
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        <PlainButton tone="secondary" size="sm" onClick={() => setAsTable((value) => !value)}>
          {asTable ? LL.finance.showChart() : LL.finance.showTable()}
        </PlainButton>
      </div>
      {asTable ? (
        <PlainTable
          label={title}
          rows={rows}
          columns={[
            { id: 'key', label: keyLabel, isRowHeader: true, render: (row) => row.label },
            { id: 'count', label: countLabel, numeric: true, render: (row) => row.count ?? '' },
            {
              id: 'amount',
              label: LL.finance.columns.amount(),
              numeric: true,
              render: (row) => format(row.value),
            },
          ]}
        />
      ) : (
        <div className={styles.chart} ref={chartRef}>
          {near ? (
            <Suspense fallback={<TableSkeleton rows={3} />}>
              <BarChartView data={points} format={format} vertical={vertical} />
            </Suspense>
          ) : (
            // Not loading: waiting to be scrolled near (the figures are in the list below).
            <TableSkeleton rows={3} busy={false} />
          )}
          {/* The figures for screen readers while the chart is shown. */}
          <ul className={styles.srOnly}>
            {rows.map((row) => (
              <li key={row.id}>{`${row.label}: ${format(row.value)}`}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function Dashboard() {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const formats = useFormats();
  const { venues, selected } = useVenueSelection();
  const [preset, setPreset] = useState<Preset>('LAST_30_DAYS');
  const [venueId, setVenueId] = useState<string>(ALL);
  const timeZone = (venues.find((v) => v.id === venueId) ?? selected ?? venues[0])?.timezone;
  const range = useMemo(() => presetRange(preset, accountingDate(new Date(), timeZone)), [preset, timeZone]);
  const venueIds = venueId === ALL ? [] : [venueId];
  const { data, error } = useQuery(financeDashboardQueryOptions(range.from, range.to, venueIds));
  // Live: any order of the company moves the figures without a reload.
  useEffect(() => {
    const refresh = liveRefresher(queryClient, () => [financeKeys.all]);
    return subscribe(FinanceOrderEventsDocument, {}, () => void refresh());
  }, [queryClient]);
  const currency = data?.currency || undefined;
  const money = (minor: number) => formats.money(minor, currency);
  const metricText = (metric: string, value: number) =>
    MONEY_METRICS.has(metric) ? money(value) : formats.number(value);
  // A day as "2 Dec", a month as "Dec 2026" (no zone shifts the day).
  const periodLabel = (key: string, unit: string) =>
    formats.day(key, unit === 'MONTH' ? 'monthYear' : 'dayMonth');
  const bucketRows = (
    buckets: { key: string; amount: number; count: number }[],
    label: (key: string) => string,
  ) =>
    buckets.map((bucket) => ({
      id: bucket.key,
      label: label(bucket.key),
      value: bucket.amount,
      count: bucket.count,
    }));
  return (
    <section>
      <h1>{LL.finance.dashboardTitle()}</h1>
      <p className={styles.muted}>{LL.finance.live()}</p>
      {/* `/`'s first screen with native controls (a short list each, read-only tables): react-aria's
          Select, list box and grid were ~70 KB gzip of the page (docs/decisions.md, issue 15). */}
      <div className={styles.filters}>
        <PlainSelect
          label={LL.finance.range()}
          value={preset}
          onChange={setPreset}
          options={PRESETS.map((id) => ({ id, label: LL.finance.ranges[id]() }))}
        />
        <PlainSelect
          label={LL.finance.venues()}
          value={venueId}
          onChange={setVenueId}
          options={[
            { id: ALL, label: LL.finance.allVenues() },
            ...venues.map((v) => ({ id: v.id, label: v.name })),
          ]}
        />
      </div>
      {error && <p role="alert">{error.message}</p>}
      {!data ? (
        <TableSkeleton rows={4} />
      ) : (
        <>
          <p className={styles.muted} data-testid="finance-range">{`${data.from} – ${data.to}`}</p>
          <div className={styles.metrics} data-testid="finance-metrics">
            {data.metrics.map((m) => {
              const change = m.previous
                ? Math.round(((m.value - m.previous) / Math.abs(m.previous)) * 100)
                : null;
              return (
                <div key={m.metric} className={styles.card} data-metric={m.metric}>
                  <span className={styles.label}>{LL.finance.metrics[m.metric]()}</span>
                  <span className={styles.value}>{metricText(m.metric, m.value)}</span>
                  <span className={styles.note}>
                    {change == null ? LL.finance.noChange() : LL.finance.change({ percent: change })}
                  </span>
                  <span className={styles.note}>
                    {LL.finance.previous({ value: metricText(m.metric, m.previous) })}
                  </span>
                </div>
              );
            })}
          </div>
          <div className={styles.sections}>
            <ChartSection
              title={LL.finance.charts.overTime()}
              keyLabel={LL.finance.columns.period()}
              countLabel={LL.finance.columns.count()}
              rows={bucketRows(data.overTime, (key) => periodLabel(key, data.overTimeUnit))}
              format={money}
            />
            <ChartSection
              title={LL.finance.charts.byHour()}
              keyLabel={LL.finance.columns.hour()}
              countLabel={LL.finance.columns.count()}
              rows={bucketRows(data.byHour, (key) => `${key.padStart(2, '0')}:00`)}
              format={money}
            />
            <ChartSection
              title={LL.finance.charts.byWeekday()}
              keyLabel={LL.finance.columns.weekday()}
              countLabel={LL.finance.columns.count()}
              rows={bucketRows(data.byWeekday, (key) => LL.finance.weekdays[key as '1']())}
              format={money}
            />
            <ChartSection
              title={LL.finance.charts.byChannel()}
              keyLabel={LL.finance.columns.channel()}
              countLabel={LL.finance.columns.count()}
              rows={bucketRows(data.byChannel, (key) =>
                isChannel(key) ? LL.finance.channels[key]() : LL.finance.unknownKind(),
              )}
              format={money}
              vertical
            />
            <ChartSection
              title={LL.finance.charts.byServiceType()}
              keyLabel={LL.finance.columns.serviceType()}
              countLabel={LL.finance.columns.count()}
              rows={bucketRows(data.byServiceType, (key) =>
                isServiceType(key) ? LL.finance.serviceTypes[key]() : LL.finance.unknownKind(),
              )}
              format={money}
              vertical
            />
            <ChartSection
              title={LL.finance.charts.topProducts()}
              keyLabel={LL.finance.columns.product()}
              countLabel={LL.finance.columns.quantity()}
              rows={data.topProducts.map((p, i) => ({
                id: String(i),
                label: p.title,
                value: p.amount,
                count: p.quantity,
              }))}
              format={money}
              vertical
            />
            <ChartSection
              title={LL.finance.charts.topCategories()}
              keyLabel={LL.finance.columns.category()}
              countLabel={LL.finance.columns.quantity()}
              rows={data.topCategories.map((p, i) => ({
                id: String(i),
                label: p.title,
                value: p.amount,
                count: p.quantity,
              }))}
              format={money}
              vertical
            />
            <section className={styles.section} aria-labelledby="finance-vat">
              <div className={styles.sectionHead}>
                <h2 id="finance-vat">{LL.finance.charts.vat()}</h2>
              </div>
              <PlainTable
                label={LL.finance.charts.vat()}
                rows={data.vat.map((v) => ({ ...v, id: String(v.rate) }))}
                columns={[
                  {
                    id: 'rate',
                    label: LL.finance.columns.rate(),
                    isRowHeader: true,
                    render: (v) => `${v.rate} %`,
                  },
                  { id: 'net', label: LL.finance.columns.net(), numeric: true, render: (v) => money(v.net) },
                  { id: 'vat', label: LL.finance.columns.vat(), numeric: true, render: (v) => money(v.vat) },
                  {
                    id: 'gross',
                    label: LL.finance.columns.gross(),
                    numeric: true,
                    render: (v) => money(v.gross),
                  },
                ]}
              />
            </section>
          </div>
        </>
      )}
    </section>
  );
}

/** `/` for FINANCE users: the finance home (issue 20). */
export function FinanceDashboard() {
  return (
    <Namespace name="finance" fallback={<TableSkeleton rows={4} />}>
      <Dashboard />
    </Namespace>
  );
}
