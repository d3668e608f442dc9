import { TranslationsInput, TranslationsRef } from '../pim/types.graphql.ts';
import { notFound } from '../platform/api/versioned.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { Translations } from '../platform/db/schema/index.ts';
import { permittedVenue } from '../venues/venues.service.ts';
import { posMenuPrices } from './buttonPrices.ts';
import {
  type ButtonInputShape,
  type ButtonRow,
  buttonsOf,
  type CategoryRow,
  categoriesOf,
  createCategory,
  createLayout,
  createSubPage,
  deleteCategory,
  deleteLayout,
  duplicateLayout,
  type LayoutRow,
  listLayouts,
  type PageRow,
  pageOf,
  pageReferences,
  pagesOf,
  removeSubPage,
  renameLayout,
  updateCategory,
  updatePage,
} from './posLayouts.service.ts';

const POS = { scope: 'POS_CUSTOMIZATION' } as const;

/** `priceVenueId`: the venue whose POS menu prices the buttons (default: the viewer's first). */
type PageShape = PageRow & { categoryId: string | null; priceVenueId?: string | null };
type CategoryShape = CategoryRow & { page: PageRow | undefined };
type LayoutShape = LayoutRow & { categories: CategoryShape[]; pages: PageShape[] };

const PosButton = builder.objectRef<ButtonRow>('PosButton').implement({
  description:
    'A button on a POS page: a product (ITEM), a sub-page link (PAGE), an UPSELL or a bundle OFFER.',
  fields: (t) => ({
    id: t.exposeID('id'),
    pageId: t.exposeID('pageId', { description: 'The page the button is on.' }),
    kind: t.exposeString('kind'),
    col: t.exposeInt('col'),
    row: t.exposeInt('row'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    color: t.exposeString('color', { nullable: true }),
    label: t.exposeString('label', { nullable: true }),
    itemId: t.exposeID('itemId', { nullable: true }),
    targetPageId: t.exposeID('targetPageId', { nullable: true }),
    upsellId: t.exposeID('upsellId', { nullable: true }),
    offerId: t.exposeID('offerId', { nullable: true }),
    itemTitle: t.exposeString('itemTitle', { nullable: true }),
    price: t.int({
      nullable: true,
      description:
        "The product's price now in the venue's POS menu, in minor units (the page's venue: posPage's venueId, a key's venue, else the viewer's first); the default price when the menu has no entry for it.",
      resolve: (b) => b.itemPrice,
    }),
  }),
});

const PosPage = builder.objectRef<PageShape>('PosPage').implement({
  description: 'Spec section 3, Page: a grid of columns × rows; a page without a category is a sub-page.',
  fields: (t) => ({
    id: t.exposeID('id'),
    layoutId: t.exposeID('layoutId'),
    name: t.exposeString('name'),
    nameLang: t.field({ type: TranslationsRef, resolve: (p) => p.nameLang as Translations }),
    columns: t.exposeInt('columns'),
    rows: t.exposeInt('rows'),
    deleted: t.exposeBoolean('deleted'),
    version: t.exposeInt('version', {
      description: "Optimistic concurrency: send it as updatePage's expectedVersion.",
    }),
    categoryId: t.exposeID('categoryId', { nullable: true }),
    buttons: t.field({
      type: [PosButton],
      resolve: async (p, _args, ctx) => {
        const buttons = await buttonsOf(ctx.db, viewerOf(ctx).companyId, p.id);
        if (!buttons.some((b) => b.itemId)) return buttons;
        const prices = await posMenuPrices(ctx, p.priceVenueId ?? null);
        return buttons.map((b) => ({
          ...b,
          itemPrice: (b.itemId ? prices.get(b.itemId) : undefined) ?? b.itemPrice,
        }));
      },
    }),
  }),
});

const PageName = builder.objectRef<PageRow>('PosPageName').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const PosLayoutCategory = builder.objectRef<CategoryShape>('PosLayoutCategory').implement({
  description: 'Spec section 3, Layout category: order, colour, translated name, page.',
  fields: (t) => ({
    id: t.exposeID('id'),
    order: t.exposeInt('order'),
    color: t.exposeString('color'),
    name: t.exposeString('name'),
    nameLang: t.field({ type: TranslationsRef, resolve: (c) => c.nameLang as Translations }),
    version: t.exposeInt('version', {
      description: "Optimistic concurrency: send it as updatePosCategory's expectedVersion.",
    }),
    page: t.field({ type: PageName, nullable: true, resolve: (c) => c.page ?? null }),
  }),
});

const PosLayout = builder.objectRef<LayoutShape>('PosLayout').implement({
  description: 'Spec section 3, Layout: translated name and categories, with its pages.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    nameLang: t.field({ type: TranslationsRef, resolve: (l) => l.nameLang as Translations }),
    createdAt: t.string({ resolve: (l) => l.createdAt.toISOString() }),
    categories: t.field({ type: [PosLayoutCategory], resolve: (l) => l.categories }),
    pages: t.field({ type: [PosPage], resolve: (l) => l.pages }),
  }),
});

async function shaped(
  db: Parameters<typeof listLayouts>[0],
  companyId: string,
  layouts: LayoutRow[],
): Promise<LayoutShape[]> {
  const ids = layouts.map((l) => l.id);
  const [categories, pages] = await Promise.all([
    categoriesOf(db, companyId, ids),
    pagesOf(db, companyId, ids),
  ]);
  const pageById = new Map(pages.map((p) => [p.id, p]));
  const categoryOfPage = new Map(categories.map((c) => [c.pageId, c.id]));
  return layouts.map((l) => ({
    ...l,
    categories: categories
      .filter((c) => c.layoutId === l.id)
      .map((c) => ({ ...c, page: pageById.get(c.pageId) })),
    pages: pages
      .filter((p) => p.layoutId === l.id)
      .map((p) => ({ ...p, categoryId: categoryOfPage.get(p.id) ?? null })),
  }));
}

async function oneLayout(db: Parameters<typeof listLayouts>[0], companyId: string, layout: LayoutRow) {
  return (await shaped(db, companyId, [layout]))[0] as LayoutShape;
}

async function pageShape(
  db: Parameters<typeof listLayouts>[0],
  companyId: string,
  page: PageRow,
): Promise<PageShape> {
  const categories = await categoriesOf(db, companyId, [page.layoutId]);
  return { ...page, categoryId: categories.find((c) => c.pageId === page.id)?.id ?? null };
}

builder.queryField('posLayouts', (t) =>
  t.field({
    type: [PosLayout],
    description:
      'GetPosLayouts (spec section 7): the company layouts with their categories and pages, oldest first.',
    authScopes: POS,
    resolve: async (_root, _args, ctx) => {
      const companyId = viewerOf(ctx).companyId;
      return shaped(ctx.db, companyId, await listLayouts(ctx.db, companyId));
    },
  }),
);

builder.queryField('posPage', (t) =>
  t.field({
    type: PosPage,
    description:
      "GetPage(id) (spec section 7): one page with its buttons, priced by the venue's POS menu now (venueId; default: a key's venue, else the viewer's first).",
    authScopes: POS,
    args: {
      id: t.arg.id({ required: true }),
      venueId: t.arg.id({ required: false, description: 'The venue whose POS menu prices the buttons.' }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const venueId = args.venueId ? String(args.venueId) : null;
      // Another company's venue, or one outside the viewer's (a key's) venues, answers like a missing one.
      if (venueId && !(await permittedVenue(ctx.db, viewer, venueId))) throw notFound();
      const page = await pageOf(ctx.db, viewer.companyId, String(args.id));
      return { ...(await pageShape(ctx.db, viewer.companyId, page)), priceVenueId: venueId };
    },
  }),
);

const PageReference = builder
  .objectRef<{ pageId: string; name: string; count: number }>('PosPageReference')
  .implement({
    description: 'A page holding buttons that link to another page, and how many.',
    fields: (t) => ({
      pageId: t.exposeID('pageId'),
      name: t.exposeString('name'),
      count: t.exposeInt('count'),
    }),
  });

builder.queryField('posPageReferences', (t) =>
  t.field({
    type: [PageReference],
    description: 'Where buttons still point to a page (asked before removing it).',
    authScopes: POS,
    args: { pageId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => pageReferences(ctx.db, viewerOf(ctx).companyId, String(args.pageId)),
  }),
);

const LayoutInput = builder.inputType('PosLayoutInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    nameLang: t.field({ type: TranslationsInput, required: false }),
  }),
});
const lang = (value: unknown) =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, string | null>).filter(([, v]) => v),
  ) as Translations;

builder.mutationField('createPosLayout', (t) =>
  t.field({
    type: PosLayout,
    authScopes: POS,
    args: { data: t.arg({ type: LayoutInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.db.transaction(async (tx) => {
        const companyId = viewerOf(ctx).companyId;
        return oneLayout(
          tx,
          companyId,
          await createLayout(tx, companyId, args.data.name, lang(args.data.nameLang)),
        );
      }),
  }),
);

builder.mutationField('updatePosLayout', (t) =>
  t.field({
    type: PosLayout,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: LayoutInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.db.transaction(async (tx) => {
        const companyId = viewerOf(ctx).companyId;
        const row = await renameLayout(
          tx,
          companyId,
          String(args.id),
          args.data.name,
          lang(args.data.nameLang),
        );
        return oneLayout(tx, companyId, row);
      }),
  }),
);

builder.mutationField('duplicatePosLayout', (t) =>
  t.field({
    type: PosLayout,
    authScopes: POS,
    args: {
      id: t.arg.id({ required: true }),
      name: t.arg.string({ required: true }),
      nameLang: t.arg({
        type: TranslationsInput,
        required: false,
        description: "The copy's translated names; without it the copy keeps the original's.",
      }),
    },
    resolve: (_root, args, ctx) =>
      ctx.db.transaction(async (tx) => {
        const companyId = viewerOf(ctx).companyId;
        const nameLang = args.nameLang ? lang(args.nameLang) : null;
        return oneLayout(
          tx,
          companyId,
          await duplicateLayout(tx, companyId, String(args.id), args.name, nameLang),
        );
      }),
  }),
);

builder.mutationField('deletePosLayout', (t) =>
  t.field({
    type: 'Boolean',
    authScopes: POS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.db.transaction((tx) => deleteLayout(tx, viewerOf(ctx).companyId, String(args.id))),
  }),
);

const CategoryInput = builder.inputType('PosLayoutCategoryInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    nameLang: t.field({ type: TranslationsInput, required: false }),
    color: t.string({ required: true, description: 'A palette colour (src/domain/posLayout.ts).' }),
    order: t.int({ required: true, description: 'The highest order is selected first.' }),
  }),
});
const category = (data: { name: string; nameLang?: unknown; color: string; order: number }) => ({
  name: data.name,
  nameLang: lang(data.nameLang),
  color: data.color,
  order: data.order,
});

builder.mutationField('createPosCategory', (t) =>
  t.field({
    type: PosLayoutCategory,
    authScopes: POS,
    args: { layoutId: t.arg.id({ required: true }), data: t.arg({ type: CategoryInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.db.transaction(async (tx) => {
        const companyId = viewerOf(ctx).companyId;
        const row = await createCategory(tx, companyId, String(args.layoutId), category(args.data));
        return { ...row, page: await pageOf(tx, companyId, row.pageId) };
      }),
  }),
);

builder.mutationField('updatePosCategory', (t) =>
  t.field({
    type: PosLayoutCategory,
    description: 'Renames, recolours or reorders a layout category; CONFLICT when expectedVersion is stale.',
    authScopes: POS,
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: CategoryInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      ctx.db.transaction(async (tx) => {
        const companyId = viewerOf(ctx).companyId;
        const row = await updateCategory(
          tx,
          companyId,
          String(args.id),
          category(args.data),
          args.expectedVersion ?? null,
        );
        return { ...row, page: await pageOf(tx, companyId, row.pageId) };
      }),
  }),
);

builder.mutationField('deletePosCategory', (t) =>
  t.field({
    type: 'Boolean',
    description:
      "Deletes a layout category with its page and that page's buttons, and every button elsewhere that links to the page, in one transaction.",
    authScopes: POS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.db.transaction((tx) => deleteCategory(tx, viewerOf(ctx).companyId, String(args.id))),
  }),
);

const SubPageInput = builder.inputType('PosSubPageInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    nameLang: t.field({ type: TranslationsInput, required: false }),
    columns: t.int({ required: true }),
    rows: t.int({ required: true }),
  }),
});

builder.mutationField('createPosPage', (t) =>
  t.field({
    type: PosPage,
    description: 'A sub-page of the layout (no category); buttons of kind PAGE link to it.',
    authScopes: POS,
    args: { layoutId: t.arg.id({ required: true }), data: t.arg({ type: SubPageInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.db.transaction(async (tx) => {
        const companyId = viewerOf(ctx).companyId;
        const page = await createSubPage(tx, companyId, String(args.layoutId), {
          ...args.data,
          nameLang: lang(args.data.nameLang),
        });
        return { ...page, categoryId: null };
      }),
  }),
);

const ButtonInput = builder.inputType('PosButtonInput', {
  fields: (t) => ({
    kind: t.string({ required: true, description: 'ITEM, PAGE, UPSELL or OFFER.' }),
    col: t.int({ required: true }),
    row: t.int({ required: true }),
    width: t.int({ required: false }),
    height: t.int({ required: false }),
    color: t.string({ required: false }),
    label: t.string({ required: false }),
    itemId: t.id({ required: false }),
    targetPageId: t.id({ required: false }),
    upsellId: t.id({ required: false }),
    offerId: t.id({ required: false }),
  }),
});
const ButtonsInput = builder.inputType('PosButtonsInput', {
  fields: (t) => ({ set: t.field({ type: [ButtonInput], required: true }) }),
});
const PageUpdateInput = builder.inputType('PosPageUpdateInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    nameLang: t.field({ type: TranslationsInput, required: false }),
    columns: t.int({ required: false }),
    rows: t.int({ required: false }),
    buttons: t.field({ type: ButtonsInput, required: false }),
  }),
});

const idOrNull = (v: unknown) => (v == null ? null : String(v));

builder.mutationField('updatePage', (t) =>
  t.field({
    type: PosPage,
    description:
      'updatePage(pageId, { buttons: { set } }) (spec section 7): the page and exactly these buttons; CONFLICT when expectedVersion is stale.',
    authScopes: POS,
    args: {
      pageId: t.arg.id({ required: true }),
      data: t.arg({ type: PageUpdateInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      ctx.db.transaction(async (tx) => {
        const companyId = viewerOf(ctx).companyId;
        const buttons: ButtonInputShape[] | null =
          args.data.buttons?.set.map((b) => ({
            kind: b.kind,
            col: b.col,
            row: b.row,
            width: b.width ?? 1,
            height: b.height ?? 1,
            color: b.color ?? null,
            label: b.label ?? null,
            itemId: idOrNull(b.itemId),
            targetPageId: idOrNull(b.targetPageId),
            upsellId: idOrNull(b.upsellId),
            offerId: idOrNull(b.offerId),
          })) ?? null;
        const page = await updatePage(
          tx,
          companyId,
          String(args.pageId),
          {
            name: args.data.name,
            nameLang: args.data.nameLang ? lang(args.data.nameLang) : null,
            columns: args.data.columns,
            rows: args.data.rows,
            buttons,
          },
          args.expectedVersion ?? null,
        );
        return pageShape(tx, companyId, page);
      }),
  }),
);

builder.mutationField('removeSubPage', (t) =>
  t.field({
    type: ['ID'],
    description:
      'Removes a sub-page and, in the same transaction, every button on every page that points to it. Answers the pages that lost buttons.',
    authScopes: POS,
    args: { pageId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.db.transaction((tx) => removeSubPage(tx, viewerOf(ctx).companyId, String(args.pageId))),
  }),
);
