import { builder, viewerOf } from '../platform/builder.ts';
import { ANALYTICS_METRICS, type Bucket, type DashboardData, dashboard } from './dashboard.service.ts';

export const AnalyticsMetric = builder.enumType('AnalyticsMetric', { values: ANALYTICS_METRICS });

const Metric = builder
  .objectRef<{ metric: (typeof ANALYTICS_METRICS)[number]; value: number; previous: number }>('FinanceMetric')
  .implement({
    fields: (t) => ({
      metric: t.field({ type: AnalyticsMetric, resolve: (m) => m.metric }),
      value: t.exposeFloat('value', {
        description:
          'Minor units for amounts and averages (Float: a year of sales passes 32 bits); a count otherwise.',
      }),
      previous: t.exposeFloat('previous', {
        description: 'The same metric over the previous period of equal length.',
      }),
    }),
  });

const BucketType = builder.objectRef<Bucket>('FinanceBucket').implement({
  fields: (t) => ({
    key: t.exposeString('key', {
      description: 'Hour 0–23, ISO weekday 1–7 (Monday first), channel or service type.',
    }),
    amount: t.exposeFloat('amount', { description: 'Sales incl. VAT, net of returns, minor units.' }),
    count: t.exposeInt('count'),
  }),
});

const Ranked = builder
  .objectRef<{ title: string; quantity: number; amount: number }>('FinanceRanked')
  .implement({
    fields: (t) => ({
      title: t.exposeString('title'),
      quantity: t.exposeInt('quantity'),
      amount: t.exposeFloat('amount'),
    }),
  });

export const FinanceVat = builder
  .objectRef<{ rate: number; net: number; vat: number; gross: number }>('FinanceVat')
  .implement({
    fields: (t) => ({
      rate: t.exposeInt('rate'),
      net: t.exposeFloat('net'),
      vat: t.exposeFloat('vat'),
      gross: t.exposeFloat('gross'),
    }),
  });

const Dashboard = builder.objectRef<DashboardData>('FinanceDashboard').implement({
  description: 'The finance home: the six metrics against the previous period, and their breakdowns.',
  fields: (t) => ({
    from: t.string({ resolve: (d) => d.range.from }),
    to: t.string({ resolve: (d) => d.range.to }),
    previousFrom: t.string({ resolve: (d) => d.previous.from }),
    previousTo: t.string({ resolve: (d) => d.previous.to }),
    currency: t.exposeString('currency'),
    venueIds: t.exposeIDList('venueIds'),
    metrics: t.field({ type: [Metric], resolve: (d) => d.metrics }),
    overTimeUnit: t.string({
      description: 'DAY (a bucket per accounting day, up to three months) or MONTH (YYYY-MM).',
      resolve: (d) => d.overTime.unit,
    }),
    overTime: t.field({
      type: [BucketType],
      description:
        'Sales over time, oldest first: every day of the range, or every month from the first sale.',
      resolve: (d) => d.overTime.buckets,
    }),
    byHour: t.field({ type: [BucketType], resolve: (d) => d.byHour }),
    byWeekday: t.field({ type: [BucketType], resolve: (d) => d.byWeekday }),
    byChannel: t.field({ type: [BucketType], resolve: (d) => d.byChannel }),
    byServiceType: t.field({ type: [BucketType], resolve: (d) => d.byServiceType }),
    topProducts: t.field({ type: [Ranked], resolve: (d) => d.topProducts }),
    topCategories: t.field({ type: [Ranked], resolve: (d) => d.topCategories }),
    vat: t.field({ type: [FinanceVat], resolve: (d) => d.vat }),
  }),
});

builder.queryField('financeDashboard', (t) =>
  t.field({
    type: Dashboard,
    authScopes: { scope: 'FINANCE' },
    description:
      'Figures for a range of accounting days (YYYY-MM-DD, both included) and venues (all the viewer may see when empty), read from the rollups.',
    args: {
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
      venueIds: t.arg.idList({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      dashboard(ctx.db, viewerOf(ctx), {
        from: args.from,
        to: args.to,
        venueIds: args.venueIds?.map(String) ?? null,
      }),
  }),
);
