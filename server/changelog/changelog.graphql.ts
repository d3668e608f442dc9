import type { TranslationFunctions } from '../../src/i18n/i18n-types.ts';
import { badArguments } from '../platform/api/domainError.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { cursorBinding, decodeCursor, encodeCursor, isPageSize } from '../platform/paging/cursor.ts';
import { type ChangelogEntry, listChangelog, markChangelogRead } from './changelog.service.ts';

// Every signed-in back-office user has a "what's new" list of their own; no scope is needed.
const SIGNED_IN = { authenticated: true } as const;

const words = (t: TranslationFunctions, entry: ChangelogEntry) => t.changelog.entries[entry.id];

const Entry = builder.objectRef<ChangelogEntry>('ChangelogEntry').implement({
  description: "One entry of the product's what's-new list, in the caller's language.",
  fields: (t) => ({
    id: t.exposeID('id'),
    publishedAt: t.string({ resolve: (entry) => entry.publishedAt.toISOString() }),
    title: t.string({ resolve: (entry, _args, ctx) => words(ctx.t, entry).title() }),
    body: t.string({ resolve: (entry, _args, ctx) => words(ctx.t, entry).body() }),
    unread: t.exposeBoolean('unread', { description: 'Published after the user last marked the list read.' }),
  }),
});

const Page = builder
  .objectRef<{ items: ChangelogEntry[]; nextCursor: string | null; unreadCount: number }>('ChangelogPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [Entry], resolve: (page) => page.items }),
      nextCursor: t.exposeString('nextCursor', { nullable: true }),
      unreadCount: t.exposeInt('unreadCount', {
        description: "Entries this user hasn't read, in all pages.",
      }),
    }),
  });

builder.queryField('changelog', (t) =>
  t.field({
    type: Page,
    description:
      "What's new in Ordna, newest first, with this user's read state (spec section 7, changelog events).",
    authScopes: SIGNED_IN,
    args: { first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const first = args.first ?? 20;
      const binding = cursorBinding(viewer, 'changelog', viewer.userId);
      let after = 0;
      if (args.after) {
        const [index] = decodeCursor(ctx.tokenSecret, binding, args.after) ?? [];
        if (typeof index !== 'number') throw badArguments();
        after = index;
      }
      if (!isPageSize(first)) throw badArguments();
      const page = await listChangelog(ctx.db, viewer.userId, first, after);
      return {
        items: page.items,
        unreadCount: page.unreadCount,
        nextCursor: page.next === null ? null : encodeCursor(ctx.tokenSecret, binding, [page.next]),
      };
    },
  }),
);

builder.mutationField('markChangelogRead', (t) =>
  t.boolean({
    description: 'Marks every entry published so far as read for the signed-in user.',
    authScopes: SIGNED_IN,
    resolve: async (_root, _args, ctx) => {
      await markChangelogRead(ctx.db, viewerOf(ctx).userId);
      return true;
    },
  }),
);
