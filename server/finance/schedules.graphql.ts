import type { ReportKind } from '../../src/domain/reports.ts';
import { PERIODS, type Period } from '../../src/domain/schedules.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { ScheduledReportRow } from '../platform/db/schema/index.ts';
import { ReportKindEnum } from './reports.graphql.ts';
import { createSchedule, deleteSchedule, listSchedules } from './schedules.service.ts';

export const PeriodEnum = builder.enumType('Period', { values: PERIODS });

const ScheduledReport = builder.objectRef<ScheduledReportRow>('ScheduledReport').implement({
  description:
    'A report mailed after each day, week or month closes (issue 20); a failed send is retried and shown here.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    kind: t.field({ type: ReportKindEnum, resolve: (r) => r.kind as ReportKind }),
    period: t.field({ type: PeriodEnum, resolve: (r) => r.period as Period }),
    venueIds: t.exposeIDList('venueIds'),
    recipients: t.exposeStringList('recipients'),
    language: t.exposeString('language'),
    nextRunAt: t.string({
      description: 'The next run: the retry of a failed send while one waits, else the next period close.',
      resolve: (r) => (r.retryAt ?? r.nextRunAt).toISOString(),
    }),
    lastRunAt: t.string({ nullable: true, resolve: (r) => r.lastRunAt?.toISOString() ?? null }),
    lastStatus: t.exposeString('lastStatus', { nullable: true, description: 'sent, retrying or failed.' }),
    lastError: t.exposeString('lastError', { nullable: true }),
    attempts: t.exposeInt('attempts', { description: 'Failed attempts in a row for the current period.' }),
  }),
});

const ScheduledReportInput = builder.inputType('ScheduledReportInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    type: t.string({ required: true, description: 'The report kind: INVENTORY, PAYOUTS or SALES.' }),
    period: t.string({ required: true, description: 'DAILY, WEEKLY or MONTHLY.' }),
    venueIds: t.idList({
      required: true,
      description: 'Empty: every venue the viewer may see, in one mail.',
    }),
    recipients: t.stringList({ required: true }),
    language: t.string({ required: true, description: 'sv, no, da, en, es, tr or ar.' }),
  }),
});

builder.queryField('scheduledReports', (t) =>
  t.field({
    type: [ScheduledReport],
    authScopes: { scope: 'FINANCE' },
    description: "The company's scheduled reports (at most 200), oldest first.",
    resolve: (_root, _args, ctx) => listSchedules(ctx.db, viewerOf(ctx)),
  }),
);

builder.mutationField('createScheduledReport', (t) =>
  t.field({
    type: ScheduledReport,
    authScopes: { scope: 'FINANCE' },
    args: { input: t.arg({ type: ScheduledReportInput, required: true }) },
    resolve: (_root, args, ctx) =>
      createSchedule(ctx.db, viewerOf(ctx), { ...args.input, venueIds: args.input.venueIds.map(String) }),
  }),
);

builder.mutationField('deleteScheduledReport', (t) =>
  t.id({
    authScopes: { scope: 'FINANCE' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteSchedule(ctx.db, viewerOf(ctx), String(args.id)),
  }),
);
