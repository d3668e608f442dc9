import { and, asc, eq } from 'drizzle-orm';
import { builder, viewerOf } from '../builder.ts';
import { grantOffers } from '../db/schema/index.ts';
import { permittedLegalEntities } from '../venues/venues.service.ts';

interface GrantOfferShape {
  id: string;
  amount: number;
  currency: string;
  expiresAt: Date | null;
}

const GrantOffer = builder.objectRef<GrantOfferShape>('GrantOffer').implement({
  description: 'A Boost financing offer.',
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.exposeInt('amount', { description: 'Integer minor units.' }),
    currency: t.exposeString('currency'),
    expiresAt: t.string({ nullable: true, resolve: (offer) => offer.expiresAt?.toISOString() ?? null }),
  }),
});

const GrantOffers = builder
  .objectRef<{ available: GrantOfferShape[]; current: GrantOfferShape | null }>('GrantOffers')
  .implement({
    fields: (t) => ({
      available: t.field({ type: [GrantOffer], resolve: (offers) => offers.available }),
      current: t.field({ type: GrantOffer, nullable: true, resolve: (offers) => offers.current }),
    }),
  });

builder.queryField('grantOffers', (t) =>
  t.field({
    type: GrantOffers,
    description:
      "Boost offers for one of the company's legal entities: those that may be requested and the one being repaid. A legal entity that is not the viewer's answers with none.",
    authScopes: { scope: 'FINANCE' },
    args: { legalEntityId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const entity = (await permittedLegalEntities(ctx.db, viewerOf(ctx))).find(
        (e) => e.id === String(args.legalEntityId),
      );
      if (!entity) return { available: [], current: null };
      const rows = await ctx.db
        .select()
        .from(grantOffers)
        .where(and(eq(grantOffers.companyId, viewer.companyId), eq(grantOffers.legalEntityId, entity.id)))
        .orderBy(asc(grantOffers.createdAt));
      const now = Date.now();
      const live = rows.filter((offer) => offer.expiresAt === null || offer.expiresAt.getTime() > now);
      return {
        available: live.filter((offer) => offer.status === 'AVAILABLE'),
        current: rows.find((offer) => offer.status === 'CURRENT') ?? null,
      };
    },
  }),
);
