import { COMPETITION_METRICS, competitionPhase } from '../../src/domain/competitions.ts';
import { notFound } from '../platform/api/versioned.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { CompetitionRow } from '../platform/db/schema/index.ts';
import { busOf, pubsubOf } from '../platform/events/pubsub.ts';
import { isText, keysetPage, pageType } from '../platform/paging/keyset.ts';
import {
  competitionTargets,
  createCompetition,
  findCompetition,
  leaderboard,
  listCompetitions,
} from './competitions.service.ts';

const STAFF = { scope: ['STAFF', 'ACCOUNTS'] } as const;

const MetricEnum = builder.enumType('CompetitionMetric', {
  description: 'What a competition counts: sold quantity or sold amount.',
  values: COMPETITION_METRICS,
});
const PhaseEnum = builder.enumType('CompetitionPhase', {
  values: ['UPCOMING', 'RUNNING', 'FINISHED'] as const,
});

const LeaderboardEntryRef = builder
  .objectRef<{ rank: number; staffName: string; quantity: number; amount: number; score: number }>(
    'LeaderboardEntry',
  )
  .implement({
    fields: (t) => ({
      rank: t.exposeInt('rank'),
      staffName: t.exposeString('staffName'),
      quantity: t.exposeInt('quantity'),
      amount: t.exposeInt('amount', { description: 'Integer minor units.' }),
      score: t.exposeInt('score'),
    }),
  });

const CompetitionRef = builder.objectRef<CompetitionRow>('Competition').implement({
  description: 'A sales competition between staff over a period (issue 21 item 3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    metric: t.field({ type: MetricEnum, resolve: (row) => row.metric }),
    startsAt: t.string({ resolve: (row) => row.startsAt.toISOString() }),
    endsAt: t.string({ resolve: (row) => row.endsAt.toISOString() }),
    venueId: t.id({ nullable: true, resolve: (row) => row.venueId }),
    itemIds: t.idList({ resolve: (row) => row.itemIds }),
    categoryIds: t.idList({ resolve: (row) => row.categoryIds }),
    phase: t.field({ type: PhaseEnum, resolve: (row) => competitionPhase(row, new Date()) }),
    leaderboard: t.field({
      type: [LeaderboardEntryRef],
      resolve: (row, _args, ctx) => leaderboard(ctx.db, row),
    }),
  }),
});

const CompetitionPage = pageType('CompetitionPage', CompetitionRef);

const CompetitionInput = builder.inputType('CompetitionInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    metric: t.field({ type: MetricEnum, required: true }),
    startsAt: t.string({ required: true }),
    endsAt: t.string({ required: true }),
    venueId: t.id({ required: false }),
    itemIds: t.idList({ required: false }),
    categoryIds: t.idList({ required: false }),
  }),
});

builder.queryField('competitions', (t) =>
  t.field({
    type: CompetitionPage,
    description: "The company's sales competitions, newest first.",
    authScopes: STAFF,
    args: { first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) =>
      keysetPage(ctx, {
        list: 'competitions',
        scope: null,
        first: args.first,
        pageSize: 25,
        after: args.after,
        isKey: isText,
        load: (first, after) => listCompetitions(ctx.db, viewerOf(ctx), { first, after }),
        keyOf: (row) => [row.startsAt.toISOString(), row.id],
      }),
  }),
);

builder.queryField('competition', (t) =>
  t.field({
    type: CompetitionRef,
    nullable: true,
    description: "One competition with its leaderboard; null when missing or not the viewer's.",
    authScopes: STAFF,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findCompetition(ctx.db, viewerOf(ctx), String(args.id)),
  }),
);

function parseDate(text: string): Date | null {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

builder.mutationField('createCompetition', (t) =>
  t.field({
    type: CompetitionRef,
    description: 'Starts a competition on chosen products or categories over a period.',
    authScopes: STAFF,
    args: { data: t.arg({ type: CompetitionInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const startsAt = parseDate(args.data.startsAt);
      const endsAt = parseDate(args.data.endsAt);
      return createCompetition(ctx.db, viewerOf(ctx), {
        name: args.data.name.slice(0, 200),
        metric: args.data.metric,
        startsAt: startsAt ?? new Date(0),
        endsAt: startsAt && endsAt ? endsAt : new Date(0),
        venueId: args.data.venueId ? String(args.data.venueId) : null,
        itemIds: (args.data.itemIds ?? []).map(String),
        categoryIds: (args.data.categoryIds ?? []).map(String),
      });
    },
  }),
);

builder.subscriptionField('competitionLeaderboard', (t) =>
  t.field({
    type: [LeaderboardEntryRef],
    description:
      "The competition's leaderboard again each time an order of the company changes (any instance).",
    authScopes: STAFF,
    args: { id: t.arg.id({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      const competition = await findCompetition(ctx.db, viewerOf(ctx), String(args.id));
      if (!competition) throw notFound();
      return pubsubOf(await busOf(ctx)).subscribe('orderChanged', viewerOf(ctx).companyId);
    },
    resolve: async (_payload, args, ctx) => {
      const competition = await findCompetition(ctx.db, viewerOf(ctx), String(args.id));
      return competition ? leaderboard(ctx.db, competition) : [];
    },
  }),
);

const Target = builder.objectRef<{ id: string; name: string }>('CompetitionTarget').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const Targets = builder
  .objectRef<{ categories: { id: string; name: string }[]; items: { id: string; name: string }[] }>(
    'CompetitionTargets',
  )
  .implement({
    fields: (t) => ({
      categories: t.field({ type: [Target], resolve: (targets) => targets.categories }),
      items: t.field({ type: [Target], resolve: (targets) => targets.items }),
    }),
  });

builder.queryField('competitionTargets', (t) =>
  t.field({
    type: Targets,
    description: 'Categories and products a competition may count, matching the search (50 of each at most).',
    authScopes: STAFF,
    args: { search: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) =>
      competitionTargets(ctx.db, viewerOf(ctx), (args.search ?? '').slice(0, 100)),
  }),
);
