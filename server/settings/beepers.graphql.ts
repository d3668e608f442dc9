import { beeperRangeSchema } from '../../src/domain/beepers.ts';
import { z } from '../../src/domain/zod.ts';
import { parseInput } from '../platform/api/input.ts';
import { notFound } from '../platform/api/versioned.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { isNumber, keysetPage, listFilterOf, pageType } from '../platform/paging/keyset.ts';
import {
  type BeeperRangeView,
  createBeeperRange,
  deleteBeeperRange,
  findBeeperRange,
  listBeeperRanges,
  updateBeeperRange,
} from './beepers.service.ts';
import { BEEPER_FIELDS } from './errors.ts';

const SETTINGS = { scope: 'SETTINGS' } as const;
export const BEEPER_PAGE_SIZE = 50;

export const BeeperRangeRef = builder.objectRef<BeeperRangeView>('BeeperRange').implement({
  description: "A venue's pager numbers (issue 21 item 5): an inclusive range that can be switched off.",
  fields: (t) => ({
    id: t.exposeID('id'),
    venueId: t.exposeID('venueId'),
    venueName: t.exposeString('venueName'),
    name: t.exposeString('name'),
    first: t.exposeInt('first'),
    last: t.exposeInt('last'),
    enabled: t.exposeBoolean('enabled'),
    version: t.exposeInt('version'),
  }),
});

const BeeperRangePage = pageType('BeeperRangePage', BeeperRangeRef);

const BeeperRangeInput = builder.inputType('BeeperRangeInput', {
  fields: (t) => ({
    venueId: t.id({ required: true }),
    name: t.string({ required: false }),
    first: t.int({ required: true }),
    last: t.int({ required: true }),
    enabled: t.boolean({ required: false }),
  }),
});

type RangeInput = {
  venueId: string | number;
  name?: string | null;
  first: number;
  last: number;
  enabled?: boolean | null;
};

function parseRange(data: RangeInput, current?: BeeperRangeView) {
  return parseInput(
    beeperRangeSchema,
    {
      venueId: String(data.venueId),
      name: data.name ?? current?.name ?? '',
      first: data.first,
      last: data.last,
      enabled: data.enabled ?? current?.enabled ?? true,
    },
    BEEPER_FIELDS,
  );
}

const listArgs = z.object({ venueId: z.string().max(64).nullable(), search: z.string().max(200) });

builder.queryField('beeperRanges', (t) =>
  t.field({
    type: BeeperRangePage,
    description: "The company's beeper ranges by first number, keyset-paged, optionally of one venue.",
    authScopes: SETTINGS,
    args: {
      venueId: t.arg.id({ required: false }),
      search: t.arg.string({ required: false }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) => {
      const filter = listFilterOf(listArgs, {
        venueId: args.venueId == null ? null : String(args.venueId),
        search: args.search ?? '',
      });
      return keysetPage(ctx, {
        list: 'beeperRanges',
        scope: filter,
        first: args.first,
        pageSize: BEEPER_PAGE_SIZE,
        after: args.after,
        isKey: isNumber,
        load: (first, after) => listBeeperRanges(ctx.db, viewerOf(ctx), { ...filter, first, after }),
        keyOf: (row) => [row.first, row.id],
      });
    },
  }),
);

builder.queryField('beeperRange', (t) =>
  t.field({
    type: BeeperRangeRef,
    nullable: true,
    description: "One of the viewer's beeper ranges; null when missing or not the viewer's.",
    authScopes: SETTINGS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findBeeperRange(ctx.db, viewerOf(ctx), String(args.id)),
  }),
);

builder.mutationField('createBeeperRange', (t) =>
  t.field({
    type: BeeperRangeRef,
    description: "Adds a range of pager numbers to a venue; ranges of one venue don't overlap.",
    authScopes: SETTINGS,
    args: { data: t.arg({ type: BeeperRangeInput, required: true }) },
    resolve: (_root, args, ctx) => createBeeperRange(ctx.db, viewerOf(ctx), parseRange(args.data)),
  }),
);

builder.mutationField('updateBeeperRange', (t) =>
  t.field({
    type: BeeperRangeRef,
    description: 'Saves a beeper range; CONFLICT when expectedVersion is not the stored one.',
    authScopes: SETTINGS,
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: BeeperRangeInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const current = await findBeeperRange(ctx.db, viewer, String(args.id));
      if (!current) throw notFound();
      return updateBeeperRange(
        ctx.db,
        viewer,
        current.id,
        parseRange(args.data, current),
        args.expectedVersion,
      );
    },
  }),
);

builder.mutationField('deleteBeeperRange', (t) =>
  t.boolean({
    description: 'Removes a beeper range.',
    authScopes: SETTINGS,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteBeeperRange(ctx.db, viewerOf(ctx), String(args.id));
      return true;
    },
  }),
);
