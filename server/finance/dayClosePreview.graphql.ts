import { builder, viewerOf } from '../platform/builder.ts';
import type { Register } from './accountingDay.ts';
import { type DayClosePreview, dayClosePreview } from './dayClosePreview.service.ts';

const DayCloseProblemType = builder
  .objectRef<NonNullable<DayClosePreview['closeProblem']>>('DayCloseProblem')
  .implement({
    description: 'Why an open day cannot be closed yet (days close in order, docs/z-report.md).',
    fields: (t) => ({
      code: t.exposeString('code', {
        description:
          '`earlierDayOpen`: `date` is an earlier day with sales still open, close it first; `beforeLastClosed`: `date` is a later day already closed.',
      }),
      date: t.exposeString('date'),
    }),
  });

const DayCloseRegisterType = builder.objectRef<Register>('DayCloseRegister').implement({
  description: 'A register of the venue: a registered device, whose sales close in a book of their own.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const DayClosePreviewType = builder.objectRef<DayClosePreview>('DayClosePreview').implement({
  description:
    "What closing a venue's accounting day would store (issue 41): shown in the confirmation before `closeDay`.",
  fields: (t) => ({
    venueId: t.exposeID('venueId'),
    venueName: t.exposeString('venueName'),
    register: t.field({
      type: DayCloseRegisterType,
      nullable: true,
      description: "The register previewed; null: the venue's sales that carry no register.",
      resolve: (p) => p.register,
    }),
    registers: t.field({
      type: [DayCloseRegisterType],
      description: "The venue's registers (its registered devices), by name: what `register` may name.",
      resolve: (p) => p.registers,
    }),
    accountingDate: t.exposeString('accountingDate'),
    today: t.exposeString('today', { description: "The venue's open accounting day." }),
    closedNumber: t.exposeInt('closedNumber', {
      nullable: true,
      description: 'The Z-report that already closed this day, if any.',
    }),
    closeProblem: t.field({
      type: DayCloseProblemType,
      nullable: true,
      description: 'Why the day cannot be closed now although it is open; null when it can.',
      resolve: (p) => p.closeProblem,
    }),
    openDaysUpTo: t.exposeInt('openDaysUpTo', {
      description:
        'With closeProblem earlierDayOpen: the open days with sales from that day to this one, which closeDays would close in one call; 0 otherwise.',
    }),
    sales: t.exposeInt('sales', { description: 'Receipts that count as sales.' }),
    openOrders: t.exposeInt('openOrders', { description: 'Orders of the day still under way.' }),
    gross: t.exposeFloat('gross', { description: 'Minor units.' }),
    vat: t.exposeFloat('vat'),
    net: t.exposeFloat('net'),
    returns: t.exposeFloat('returns'),
  }),
});

builder.queryField('dayClosePreview', (t) =>
  t.field({
    type: DayClosePreviewType,
    authScopes: { scope: 'FINANCE' },
    description:
      'The figures a Z-report of the day would hold, with its open orders and whether it may be closed now; the day defaults to the one a close takes next: the oldest open day with sales before the last complete accounting day, else the last complete day.',
    args: {
      venueId: t.arg.id({ required: true }),
      accountingDate: t.arg.string({ required: false }),
      register: t.arg.string({
        required: false,
        description:
          "A registered device of the venue (name or id): previews that register's book. Without it: the venue's sales that carry no register.",
      }),
    },
    resolve: (_root, args, ctx) =>
      dayClosePreview(ctx.db, viewerOf(ctx), {
        venueId: String(args.venueId),
        accountingDate: args.accountingDate,
        register: args.register,
      }),
  }),
);
