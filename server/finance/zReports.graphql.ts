import { z } from '../../src/domain/zod.ts';
import { badArguments } from '../platform/api/domainError.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { ZReportRow } from '../platform/db/schema/index.ts';
import { translator } from '../platform/i18n.ts';
import { sendMail } from '../platform/mail/outbox.ts';
import { keysetCursor, pageSizeOf } from '../platform/paging/keyset.ts';
import { authorName } from '../session/actorName.service.ts';
import { financeProblem, refuseFinance } from './finance.errors.ts';
import { localeOfCompany, zReportPdf } from './zReportPdf.ts';
import {
  closeDay,
  closeDays,
  findZReport,
  listZReports,
  xReport,
  type ZReportContent,
} from './zReports.service.ts';
import { isZReportKey, pageZReportsByDay, parseZReportKey, zReportKeyOf } from './zReportsList.service.ts';

const ZReportContentType = builder.objectRef<ZReportContent>('ZReportContent').implement({
  description: 'Every figure of the report (docs/z-report.md), as JSON text for the screen and the PDF.',
  fields: (t) => ({
    kind: t.exposeString('kind'),
    accountingDate: t.exposeString('accountingDate'),
    grossTotal: t.float({ resolve: (c) => c.totals.gross }),
    json: t.string({ resolve: (c) => JSON.stringify(c) }),
    pdf: t.string({
      description: 'The PDF in the company language, base64.',
      resolve: async (c) => (await zReportPdf(c)).toString('base64'),
    }),
  }),
});

const ZReportType = builder.objectRef<ZReportRow>('ZReport').implement({
  description: 'A stored Z-report: immutable, numbered without gaps per venue and register.',
  fields: (t) => ({
    id: t.exposeID('id'),
    venueId: t.exposeID('venueId'),
    register: t.exposeString('register', {
      description: "The register's device id, or empty for the venue's sales that carry no register.",
    }),
    registerName: t.string({
      description: 'The name the register had when the day was closed; empty for the register-less book.',
      resolve: (r) => (r.content as unknown as ZReportContent).register ?? '',
    }),
    number: t.exposeInt('number'),
    accountingDate: t.exposeString('accountingDate'),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    previousClosedAt: t.string({ nullable: true, resolve: (r) => r.previousClosedAt?.toISOString() ?? null }),
    closedBy: t.exposeString('closedBy'),
    content: t.field({ type: ZReportContentType, resolve: (r) => r.content as unknown as ZReportContent }),
  }),
});

builder.queryField('zReports', (t) =>
  t.field({
    type: [ZReportType],
    authScopes: { scope: 'FINANCE' },
    description:
      'The newest 100 Z-reports of a venue (or every venue the viewer may see); kept for API clients, the back office pages `zReportsPage`.',
    args: { venueId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) =>
      listZReports(ctx.db, viewerOf(ctx), args.venueId ? String(args.venueId) : null),
  }),
);

/** Z-reports a page of the list holds when the caller does not say (`first`, 1–500). */
export const Z_REPORTS_PAGE_SIZE = 50;

const ZReportPage = builder
  .objectRef<{ items: ZReportRow[]; nextCursor: string | null }>('ZReportPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [ZReportType], resolve: (page) => page.items }),
      nextCursor: t.exposeString('nextCursor', { nullable: true }),
    }),
  });

builder.queryField('zReportsPage', (t) =>
  t.field({
    type: ZReportPage,
    authScopes: { scope: 'FINANCE' },
    description:
      'The Z-reports of a venue (or every venue the viewer may see), newest accounting day first (then number), keyset-paged: the list grows every day.',
    args: {
      venueId: t.arg.id({ required: false }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const venueId = args.venueId ? String(args.venueId) : null;
      // Newest day first (issue 41), not in the order the days were closed.
      const first = pageSizeOf(args.first, Z_REPORTS_PAGE_SIZE);
      const cursor = keysetCursor(ctx, 'zReportsByDay', { venueId }, isZReportKey);
      const start = cursor.read(args.after);
      const after = start && parseZReportKey(start[0], start[1]);
      if (start && !after) badArguments();
      const rows = await pageZReportsByDay(ctx.db, viewerOf(ctx), venueId, first + 1, after ?? null);
      const items = rows.slice(0, first);
      const last = items.at(-1);
      return { items, nextCursor: cursor.next(rows.length > first, last && [zReportKeyOf(last), last.id]) };
    },
  }),
);

builder.queryField('zReport', (t) =>
  t.field({
    type: ZReportType,
    authScopes: { scope: 'FINANCE' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findZReport(ctx.db, viewerOf(ctx), String(args.id)),
  }),
);

builder.queryField('xReport', (t) =>
  t.field({
    type: ZReportContentType,
    authScopes: { scope: 'FINANCE' },
    description: "Today's figures so far, exactly as a Z-report would show them; nothing is stored.",
    args: { venueId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      xReport(ctx.db, viewerOf(ctx), await authorName(ctx.db, viewerOf(ctx)), String(args.venueId)),
  }),
);

builder.mutationField('closeDay', (t) =>
  t.field({
    type: ZReportType,
    authScopes: { scope: 'FINANCE' },
    description:
      "Closes a venue's accounting day (default today) and stores its Z-report; a terminal key may call it (CLOSE_DAY). Days close in order: never twice, never before the last closed day, never while an earlier day with sales is open (docs/z-report.md).",
    args: {
      venueId: t.arg.id({ required: true }),
      accountingDate: t.arg.string({
        required: false,
        description: 'YYYY-MM-DD, a real calendar date, not in the future.',
      }),
      register: t.arg.string({
        required: false,
        description:
          "A registered device of the venue (name or id): closes that register's sales only. Without it: the venue's sales that carry no register.",
      }),
    },
    resolve: async (_root, args, ctx) =>
      closeDay(ctx.db, viewerOf(ctx), await authorName(ctx.db, viewerOf(ctx)), {
        venueId: String(args.venueId),
        accountingDate: args.accountingDate,
        register: args.register,
      }),
  }),
);

const email = z.string().trim().email().max(254);

builder.mutationField('sendZReport', (t) =>
  t.field({
    type: 'Boolean',
    authScopes: { scope: 'FINANCE' },
    description: 'Sends a stored Z-report as a PDF in the company language.',
    args: { id: t.arg.id({ required: true }), email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const report = await findZReport(ctx.db, viewerOf(ctx), String(args.id));
      const to = email.safeParse(args.email);
      if (!to.success) refuseFinance([financeProblem('email', 'invalidEmail')]);
      const content = report.content as unknown as ZReportContent;
      const tr = translator(localeOfCompany(content.company.language)).finance.pdf;
      const subject = tr.mailSubject({
        number: report.number,
        venue: content.venue.name,
        date: report.accountingDate,
      });
      const text = tr.mailBody({ date: report.accountingDate });
      await sendMail(ctx, {
        kind: 'zReport',
        companyId: report.companyId,
        to: to.data,
        subject,
        text,
        html: `<p>${text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`,
        link: '',
        attachments: [
          {
            filename: `z-report-${report.number}.pdf`,
            content: await zReportPdf(content),
            contentType: 'application/pdf',
          },
        ],
      });
      return true;
    },
  }),
);

builder.mutationField('closeDays', (t) =>
  t.field({
    type: [ZReportType],
    authScopes: { scope: 'FINANCE' },
    description:
      "Closes a range of a venue's accounting days in one call (issue 40 item 3): every open day with sales or returns from `from` to `to`, oldest first, in one transaction (all or nothing), by the same rule as closeDay. Answers the Z-reports stored, oldest first (none when no day of the range has sales left open). A terminal key may call it (CLOSE_DAY). With an idempotencyKey a retry answers the same reports.",
    args: {
      venueId: t.arg.id({ required: true }),
      from: t.arg.string({ required: true, description: 'YYYY-MM-DD, the first day of the range.' }),
      to: t.arg.string({
        required: true,
        description:
          'YYYY-MM-DD, the last day of the range: not in the future, at most 366 days after `from`.',
      }),
      register: t.arg.string({
        required: false,
        description:
          "A registered device of the venue (name or id): closes that register's days only. Without it: the venue's sales that carry no register.",
      }),
      idempotencyKey: t.arg.string({
        required: false,
        description: "Per company and venue, like the orders' keys: a retry answers the same Z-reports.",
      }),
    },
    resolve: async (_root, args, ctx) =>
      closeDays(ctx.db, viewerOf(ctx), await authorName(ctx.db, viewerOf(ctx)), {
        venueId: String(args.venueId),
        from: args.from,
        to: args.to,
        register: args.register,
        idempotencyKey: args.idempotencyKey,
      }),
  }),
);
