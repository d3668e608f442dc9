import { asc, eq } from 'drizzle-orm';
import { DomainError, recordNotFound } from '../platform/api/domainError.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { companies, grantOffers, users } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { sendMail } from '../platform/mail/outbox.ts';
import { permittedLegalEntities } from '../venues/venues.service.ts';
import { markBoostSeen, recordBoostRequest } from './boost.service.ts';

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
  .objectRef<{ available: GrantOfferShape[]; current: GrantOfferShape | null; seen: boolean }>('GrantOffers')
  .implement({
    fields: (t) => ({
      available: t.field({ type: [GrantOffer], resolve: (offers) => offers.available }),
      current: t.field({ type: GrantOffer, nullable: true, resolve: (offers) => offers.current }),
      seen: t.exposeBoolean('seen', {
        description: 'Someone of the company has opened /boost: the sidebar\'s "New" badge is gone.',
      }),
    }),
  });

/** Boost is offered in GB and SE (spec section 9). */
const BOOST_COUNTRIES = new Set(['GB', 'SE']);

builder.queryField('grantOffers', (t) =>
  t.field({
    type: GrantOffers,
    description:
      "Boost offers for one of the company's legal entities: those that may be requested and the one being repaid. A legal entity that is not the viewer's answers with none.",
    authScopes: { scope: 'LOANS' },
    args: { legalEntityId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const entity = (await permittedLegalEntities(ctx.db, viewerOf(ctx))).find(
        (e) => e.id === String(args.legalEntityId),
      );
      const [company] = await ctx.db
        .select({ seenAt: companies.boostSeenAt })
        .from(companies)
        .where(eq(companies.id, viewer.companyId));
      const seen = Boolean(company?.seenAt);
      if (!entity) return { available: [], current: null, seen };
      const rows = await ctx.db
        .select()
        .from(grantOffers)
        .where(ownRows(viewer, grantOffers, eq(grantOffers.legalEntityId, entity.id)))
        .orderBy(asc(grantOffers.createdAt));
      const now = Date.now();
      const live = rows.filter((offer) => offer.expiresAt === null || offer.expiresAt.getTime() > now);
      return {
        available: live.filter((offer) => offer.status === 'AVAILABLE'),
        current: rows.find((offer) => offer.status === 'CURRENT') ?? null,
        seen,
      };
    },
  }),
);

builder.mutationField('markBoostSeen', (t) =>
  t.boolean({
    description: 'Records that the company has seen Boost (the first time only): the "New" badge goes.',
    authScopes: { scope: 'LOANS' },
    resolve: async (_root, _args, ctx) => {
      const viewer = viewerOf(ctx);
      await markBoostSeen(ctx.db, viewer.companyId);
      return true;
    },
  }),
);

builder.mutationField('requestBoost', (t) =>
  t.boolean({
    description:
      "Requests an available Boost offer for one of the viewer's legal entities: the request is recorded and the Boost team is mailed (BOOST_TEAM_EMAIL). GB and SE companies only.",
    authScopes: { scope: 'LOANS' },
    args: { legalEntityId: t.arg.id({ required: true }), offerId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const [company] = await ctx.db
        .select({ name: companies.name, country: companies.country })
        .from(companies)
        .where(eq(companies.id, viewer.companyId));
      if (!company || !BOOST_COUNTRIES.has(company.country))
        throw new DomainError('BAD_USER_INPUT', (t) => t.licences.boost.notAvailable());
      const entity = (await permittedLegalEntities(ctx.db, viewer)).find(
        (e) => e.id === String(args.legalEntityId),
      );
      const offerId = String(args.offerId);
      const [offer] =
        entity && /^[0-9a-f-]{36}$/i.test(offerId)
          ? await ctx.db
              .select()
              .from(grantOffers)
              .where(
                ownRows(
                  viewer,
                  grantOffers,
                  eq(grantOffers.id, offerId),
                  eq(grantOffers.legalEntityId, entity.id),
                  eq(grantOffers.status, 'AVAILABLE'),
                ),
              )
          : [];
      if (!entity || !offer || (offer.expiresAt && offer.expiresAt.getTime() <= Date.now()))
        throw recordNotFound();
      const [user] = await ctx.db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, viewer.userId));
      await recordBoostRequest(ctx.db, viewer, entity.id, offer.id);
      const text = `Boost request from ${company.name} (${company.country}), legal entity ${entity.name}: offer ${offer.id}, ${offer.amount / 100} ${offer.currency}. Asked by ${user?.name ?? ''} <${user?.email ?? ''}>.`;
      // To our own team (no company's bell shows it).
      await sendMail(ctx, {
        kind: 'boost',
        companyId: null,
        to: process.env.BOOST_TEAM_EMAIL?.trim() || 'boost@ordna.se',
        subject: `Boost request: ${company.name}`,
        text,
        html: `<p>${text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`,
        link: '',
      });
      return true;
    },
  }),
);
