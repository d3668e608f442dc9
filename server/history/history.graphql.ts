import { z } from 'zod';
import { hasAnyScope } from '../../src/domain/scopes.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { listFilterOf, newestFirstPage } from '../platform/paging/keyset.ts';
import { inViewerOrder } from '../platform/paging/nameOrder.ts';
import {
  type ChangeView,
  changeActors,
  isRecordType,
  listChanges,
  type RecordType,
  referenceNames,
  revertChange,
  TRACKED,
} from './history.service.ts';

// Reading the history needs either area that writes tracked records; a revert needs the scope of
// the record's own area (products: POS_CUSTOMIZATION, menus: MENUS), checked in the service.
const READ = { scope: ['MENUS', 'POS_CUSTOMIZATION'] } as const;

const RecordTypeEnum = builder.enumType('ChangeRecordType', {
  description: 'The kinds of record whose changes are kept: products, menus and menu entries.',
  values: Object.keys(TRACKED) as RecordType[],
});

interface FieldChangeShape {
  field: string;
  before: string | null;
  after: string | null;
  beforeName: string | null;
  afterName: string | null;
}
const FieldChange = builder.objectRef<FieldChangeShape>('ChangeField').implement({
  description: "One column's value before and after, as JSON text (null when the record did not exist).",
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The column, e.g. default_price.' }),
    before: t.exposeString('before', { nullable: true }),
    after: t.exposeString('after', { nullable: true }),
    beforeName: t.exposeString('beforeName', {
      nullable: true,
      description: "For a column holding another record's id (a course, a station): that record's name.",
    }),
    afterName: t.exposeString('afterName', { nullable: true }),
  }),
});

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

const Change = builder.objectRef<ChangeView>('Change').implement({
  description: 'One change to a tracked record, by whom and when (issue 16: change history with revert).',
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.string({ resolve: (change) => change.at.toISOString() }),
    actorName: t.exposeString('actorName', { nullable: true, description: 'Null for the system.' }),
    realActorName: t.exposeString('realActorName', {
      nullable: true,
      description: 'The organization admin who acted as the user, if any.',
    }),
    recordType: t.field({ type: RecordTypeEnum, resolve: (change) => change.recordType }),
    recordId: t.exposeID('recordId'),
    label: t.exposeString('label', { description: "The record's name at the change." }),
    op: t.exposeString('op', { description: 'insert, update or delete.' }),
    fields: t.field({
      type: [FieldChange],
      resolve: async (change, _args, ctx) => {
        const names = await referenceNames(ctx.db, viewerOf(ctx).companyId, [change]);
        const name = (row: Record<string, unknown> | null, field: string) =>
          names.get(`${field}:${String(row?.[field])}`) ?? null;
        return change.fields.map((field) => ({
          field,
          before: change.before ? json(change.before[field]) : null,
          after: change.after ? json(change.after[field]) : null,
          beforeName: name(change.before, field),
          afterName: name(change.after, field),
        }));
      },
    }),
    revertOf: t.exposeID('revertOf', { nullable: true }),
    revertable: t.exposeBoolean('revertable'),
  }),
});

const ChangePage = builder
  .objectRef<{ items: ChangeView[]; nextCursor: string | null }>('ChangePage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [Change], resolve: (page) => page.items }),
      nextCursor: t.exposeString('nextCursor', { nullable: true }),
    }),
  });

const ChangeFilterInput = builder.inputType('ChangeFilter', {
  fields: (t) => ({
    recordType: t.field({ type: RecordTypeEnum, required: false }),
    recordId: t.id({ required: false, description: "One record's history." }),
    menuId: t.id({ required: false, description: 'A menu and its entries.' }),
    actorId: t.id({ required: false, description: 'Changes made by (or as) this user.' }),
    from: t.string({ required: false, description: 'ISO instant, inclusive.' }),
    to: t.string({ required: false, description: 'ISO instant, inclusive.' }),
  }),
});

const instant = z
  .string()
  .max(40)
  // Years the database can store and read back as ISO (year 262177 parses in JS, not in SQL).
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return !Number.isNaN(year) && year >= 1970 && year <= 9999;
  })
  .transform((value) => new Date(value));
const filterSchema = z.object({
  recordType: z.string().refine(isRecordType).nullish(),
  recordId: z.string().max(100).nullish(),
  menuId: z.string().max(100).nullish(),
  actorId: z.string().max(100).nullish(),
  from: instant.nullish(),
  to: instant.nullish(),
});

builder.queryField('changes', (t) =>
  t.field({
    type: ChangePage,
    description:
      "The company's change history, newest first, keyset-paged; filter by record, menu, user or time.",
    authScopes: READ,
    args: {
      filter: t.arg({ type: ChangeFilterInput, required: false }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const parsed = listFilterOf(filterSchema, args.filter ?? {});
      const filter = { ...parsed, recordType: parsed.recordType as RecordType | null | undefined };
      return newestFirstPage(ctx, {
        list: 'changes',
        scope: parsed,
        first: args.first,
        pageSize: 50,
        after: args.after,
        instant: 'at',
        load: (first, after) => listChanges(ctx.db, viewer, filter, first + 1, after),
      });
    },
  }),
);

const ChangeActor = builder.objectRef<{ id: string; name: string }>('ChangeActor').implement({
  description: 'A person who made changes (for the history filter).',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

builder.queryField('changeActors', (t) =>
  t.field({
    type: [ChangeActor],
    description:
      "The people who made the company's changes (or acted in them as an organization admin), by name.",
    authScopes: READ,
    resolve: async (_root, _args, ctx) =>
      inViewerOrder(ctx, await changeActors(ctx.db, viewerOf(ctx)), (actor) => actor.name),
  }),
);

builder.mutationField('revertChange', (t) =>
  t.boolean({
    description:
      "Applies a change's old values as a new change (itself revertible). CONFLICT when the record changed since, NOT_FOUND when it is gone.",
    authScopes: READ,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      await revertChange(ctx.db, viewer, String(args.id), (scope) => hasAnyScope(viewer.scopes, [scope]));
      return true;
    },
  }),
);
