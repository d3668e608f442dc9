import { REPORT_KINDS, type ReportFilters, type ReportKind } from '../../src/domain/reports.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { Context } from '../platform/context.ts';
import type { FinanceReportRow } from '../platform/db/schema/index.ts';
import { newestFirstPage } from '../platform/paging/keyset.ts';
import { authorName } from '../session/actorName.service.ts';
import { type ReportTable, reportCsv, reportPdf } from './reportFiles.ts';
import { deleteReport, findReport, generateReport, listReports, reportCurrency } from './reports.service.ts';
import { type SaftFile, saftCashRegister } from './saft.ts';

export const ReportKindEnum = builder.enumType('ReportKind', { values: REPORT_KINDS });

async function tableOf(ctx: Context, row: FinanceReportRow): Promise<ReportTable | null> {
  if (row.status !== 'done' || !row.result) return null;
  const currency = await reportCurrency(ctx.db, row.companyId);
  const filters = row.filters as unknown as ReportFilters;
  return {
    kind: row.kind as ReportKind,
    columns: row.result.columns,
    rows: row.result.rows,
    from: filters.from,
    to: filters.to,
    currency,
    requestedBy: row.requestedByName,
    createdAt: row.createdAt,
  };
}

const filtersOf = (row: FinanceReportRow) => row.filters as unknown as ReportFilters;

const FinanceReport = builder.objectRef<FinanceReportRow>('FinanceReport').implement({
  description: 'A generated report (issue 20): running in the background, done with its table, or failed.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: ReportKindEnum, resolve: (r) => r.kind as ReportKind }),
    status: t.exposeString('status', { description: 'running, done or failed.' }),
    progress: t.exposeInt('progress', { description: '0–100.' }),
    requestedByName: t.exposeString('requestedByName'),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    finishedAt: t.string({ nullable: true, resolve: (r) => r.finishedAt?.toISOString() ?? null }),
    from: t.string({
      description: 'First accounting day (createdAt_gt).',
      resolve: (r) => filtersOf(r).from,
    }),
    to: t.string({ description: 'Last accounting day (createdAt_lt).', resolve: (r) => filtersOf(r).to }),
    venueIds: t.idList({ resolve: (r) => filtersOf(r).venueIds }),
    filters: t.string({
      description: 'The checked filters, as JSON text.',
      resolve: (r) => JSON.stringify(r.filters),
    }),
    rowCount: t.int({ nullable: true, resolve: (r) => r.result?.rows.length ?? null }),
    failed: t.boolean({ resolve: (r) => r.status === 'failed' }),
    csv: t.string({
      nullable: true,
      description: "The table as CSV in the viewer's language (null until done).",
      resolve: async (r, _args, ctx) => {
        const table = await tableOf(ctx, r);
        return table ? reportCsv(table, ctx.locale) : null;
      },
    }),
    pdf: t.string({
      nullable: true,
      description: "The table as a PDF in the viewer's language, base64 (null until done).",
      resolve: async (r, _args, ctx) => {
        const table = await tableOf(ctx, r);
        return table ? (await reportPdf(table, ctx.locale)).toString('base64') : null;
      },
    }),
  }),
});

const FinanceReportPage = builder
  .objectRef<{ items: FinanceReportRow[]; nextCursor: string | null }>('FinanceReportPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [FinanceReport], resolve: (page) => page.items }),
      nextCursor: t.exposeString('nextCursor', { nullable: true }),
    }),
  });

const ReportsInput = builder.inputType('ReportsInput', {
  description: 'The Reports payload (spec section 3). Days are accounting days YYYY-MM-DD, both included.',
  fields: (t) => ({
    type: t.string({ required: true, description: 'The report kind: INVENTORY, PAYOUTS or SALES.' }),
    venueId: t.id({ required: false }),
    venueIds: t.idList({ required: false, description: 'Empty: every venue the viewer may see.' }),
    origins: t.stringList({ required: false, description: 'Order sources: APP, EXPRESS, POS, THIRD_PARTY.' }),
    includeItems: t.boolean({ required: false, description: 'SALES: add a row per product.' }),
    ignoreInvoices: t.boolean({ required: false, description: 'Leave out orders paid by invoice.' }),
    createdAt_gt: t.string({ required: true, description: 'First accounting day, included.' }),
    createdAt_lt: t.string({ required: true, description: 'Last accounting day, included.' }),
    hour_gt: t.int({ required: false, description: 'First local hour (0–23), included.' }),
    hour_lt: t.int({ required: false, description: 'Last local hour (0–23), included.' }),
    staffId: t.id({ required: false }),
    giftcardItemId: t.id({ required: false, description: 'Only orders with a line of this product.' }),
  }),
});

builder.queryField('reports', (t) =>
  t.field({
    type: FinanceReportPage,
    authScopes: { scope: 'FINANCE' },
    description: "The company's generated reports, newest first, keyset-paged.",
    args: { first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) =>
      newestFirstPage(ctx, {
        list: 'reports',
        scope: null,
        first: args.first,
        pageSize: 50,
        after: args.after,
        instant: 'createdAt',
        load: (first, after) => listReports(ctx.db, viewerOf(ctx), first + 1, after),
      }),
  }),
);

builder.queryField('report', (t) =>
  t.field({
    type: FinanceReport,
    authScopes: { scope: 'FINANCE' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findReport(ctx.db, viewerOf(ctx), String(args.id)),
  }),
);

builder.mutationField('generateReport', (t) =>
  t.field({
    type: FinanceReport,
    authScopes: { scope: 'FINANCE' },
    description: 'Starts a report in the background; poll `report(id)` for its progress.',
    args: { input: t.arg({ type: ReportsInput, required: true }) },
    resolve: async (_root, args, ctx) =>
      generateReport(ctx.db, viewerOf(ctx), await authorName(ctx.db, viewerOf(ctx)), {
        ...args.input,
        venueId: args.input.venueId ? String(args.input.venueId) : null,
        venueIds: args.input.venueIds?.map(String) ?? null,
        staffId: args.input.staffId ? String(args.input.staffId) : null,
        giftcardItemId: args.input.giftcardItemId ? String(args.input.giftcardItemId) : null,
      }),
  }),
);

builder.mutationField('deleteReport', (t) =>
  t.id({
    authScopes: { scope: 'FINANCE' },
    description: 'Deletes a generated report (a running one stops). Returns its id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteReport(ctx.db, viewerOf(ctx), String(args.id)),
  }),
);

const SaftFileType = builder.objectRef<SaftFile>('SaftFile').implement({
  description: 'A Norwegian SAF-T Cash Register file (Norwegian_SAF-T_Cash_Register_Schema_v_1.00.xsd).',
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    xml: t.exposeString('xml'),
  }),
});

builder.queryField('saftCashRegister', (t) =>
  t.field({
    type: SaftFileType,
    authScopes: { scope: 'FINANCE' },
    description:
      'The Norwegian SAF-T Cash Register export of a range of accounting days (YYYY-MM-DD, both included); Norwegian companies only.',
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => saftCashRegister(ctx.db, viewerOf(ctx), { from: args.from, to: args.to }),
  }),
);
