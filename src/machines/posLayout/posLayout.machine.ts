import { assign, setup } from 'xstate';

/**
 * The POS layout editor's breadcrumb (spec section 4, "POS layout"): the first layout is selected by
 * default; initially the category with the highest order is selected and its page shown; opening a
 * sub-page appends to the breadcrumb; choosing an earlier crumb trims to it; removing a sub-page (the screen
 * runs removeSubPage while the machine is `removing`: every button pointing to it goes in one
 * server transaction) resets to the current
 * category's page and refetches.
 */

export interface LayoutSummary {
  id: string;
  categories: readonly { id: string; order: number; pageId: string }[];
}

export interface PosLayoutContext {
  layouts: readonly LayoutSummary[];
  layoutId: string | null;
  categoryId: string | null;
  /** Page ids from the category's page to the page shown. */
  crumbs: string[];
  removing: string | null;
  failed: boolean;
}

export type PosLayoutEvent =
  | { type: 'LOADED'; layouts: readonly LayoutSummary[]; layoutId?: string | null }
  | { type: 'SELECT_LAYOUT'; layoutId: string }
  | { type: 'SELECT_CATEGORY'; categoryId: string }
  | { type: 'OPEN_PAGE'; pageId: string }
  | { type: 'GO_TO_CRUMB'; index: number }
  | { type: 'REMOVE_SUB_PAGE'; pageId: string }
  /** The screen ran removeSubPage (one server transaction) for `removing`. */
  | { type: 'REMOVED' }
  | { type: 'REMOVE_FAILED' };

/** The category with the highest order (ties: the first listed). */
export function topCategory(layout: LayoutSummary | undefined) {
  let best: LayoutSummary['categories'][number] | undefined;
  for (const c of layout?.categories ?? []) if (!best || c.order > best.order) best = c;
  return best;
}

function selection(layouts: readonly LayoutSummary[], layoutId: string | null | undefined) {
  const layout = layouts.find((l) => l.id === layoutId) ?? layouts[0];
  const category = topCategory(layout);
  return {
    layoutId: layout?.id ?? null,
    categoryId: category?.id ?? null,
    crumbs: category ? [category.pageId] : [],
  };
}

function categoryPage(context: PosLayoutContext) {
  const layout = context.layouts.find((l) => l.id === context.layoutId);
  return layout?.categories.find((c) => c.id === context.categoryId)?.pageId;
}

export const posLayoutMachine = setup({
  types: {} as { context: PosLayoutContext; events: PosLayoutEvent },
  actions: {
    /** Provided by the screen: refetch the layouts and pages. */
    refetch: () => {},
  },
  guards: {
    knownLayout: ({ context, event }) =>
      event.type === 'SELECT_LAYOUT' && context.layouts.some((l) => l.id === event.layoutId),
    knownCategory: ({ context, event }) =>
      event.type === 'SELECT_CATEGORY' &&
      Boolean(
        context.layouts
          .find((l) => l.id === context.layoutId)
          ?.categories.some((c) => c.id === event.categoryId),
      ),
    newPage: ({ context, event }) =>
      event.type === 'OPEN_PAGE' && context.crumbs.length > 0 && !context.crumbs.includes(event.pageId),
    earlierCrumb: ({ context, event }) =>
      event.type === 'GO_TO_CRUMB' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.crumbs.length - 1,
    subPageShown: ({ context, event }) =>
      event.type === 'REMOVE_SUB_PAGE' && context.crumbs.indexOf(event.pageId) > 0,
    hasLayouts: ({ event }) => event.type === 'LOADED' && event.layouts.length > 0,
  },
}).createMachine({
  id: 'posLayout',
  initial: 'loading',
  context: { layouts: [], layoutId: null, categoryId: null, crumbs: [], removing: null, failed: false },
  states: {
    loading: {
      on: {
        LOADED: [
          {
            guard: 'hasLayouts',
            target: 'showing',
            actions: assign(({ event }) => ({
              layouts: event.layouts,
              ...selection(event.layouts, event.layoutId),
            })),
          },
          { target: 'empty', actions: assign({ layouts: [], layoutId: null, categoryId: null, crumbs: [] }) },
        ],
      },
    },
    empty: {
      on: {
        LOADED: {
          guard: 'hasLayouts',
          target: 'showing',
          actions: assign(({ event }) => ({
            layouts: event.layouts,
            ...selection(event.layouts, event.layoutId),
          })),
        },
      },
    },
    showing: {
      on: {
        LOADED: [
          {
            guard: 'hasLayouts',
            actions: assign(({ context, event }) => {
              // New data (a refetch): keep the selection while it still exists.
              const layout = event.layouts.find((l) => l.id === (event.layoutId ?? context.layoutId));
              const category = layout?.categories.find((c) => c.id === context.categoryId);
              if (layout && category && layout.id === context.layoutId)
                return {
                  layouts: event.layouts,
                  crumbs: context.crumbs[0] === category.pageId ? context.crumbs : [category.pageId],
                };
              return {
                layouts: event.layouts,
                ...selection(event.layouts, event.layoutId ?? context.layoutId),
              };
            }),
          },
          { target: 'empty', actions: assign({ layouts: [], layoutId: null, categoryId: null, crumbs: [] }) },
        ],
        SELECT_LAYOUT: {
          guard: 'knownLayout',
          actions: assign(({ context, event }) => selection(context.layouts, event.layoutId)),
        },
        SELECT_CATEGORY: {
          guard: 'knownCategory',
          actions: assign(({ context, event }) => {
            const layout = context.layouts.find((l) => l.id === context.layoutId);
            const category = layout?.categories.find((c) => c.id === event.categoryId);
            return { categoryId: event.categoryId, crumbs: category ? [category.pageId] : [] };
          }),
        },
        OPEN_PAGE: {
          guard: 'newPage',
          actions: assign({ crumbs: ({ context, event }) => [...context.crumbs, event.pageId] }),
        },
        GO_TO_CRUMB: {
          guard: 'earlierCrumb',
          actions: assign({ crumbs: ({ context, event }) => context.crumbs.slice(0, event.index + 1) }),
        },
        REMOVE_SUB_PAGE: {
          guard: 'subPageShown',
          target: 'removing',
          actions: assign({ removing: ({ event }) => event.pageId, failed: false }),
        },
      },
    },
    removing: {
      on: {
        REMOVED: {
          target: 'showing',
          actions: [
            assign(({ context }) => {
              const page = categoryPage(context);
              return { removing: null, crumbs: page ? [page] : [] };
            }),
            'refetch',
          ],
        },
        REMOVE_FAILED: { target: 'showing', actions: assign({ removing: null, failed: true }) },
      },
    },
  },
});
