import { builder, viewerOf } from '../platform/builder.ts';
import { sendMail } from '../platform/mail/outbox.ts';
import { grantOffersOf, markBoostSeen, requestBoost } from './boost.service.ts';

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

builder.queryField('grantOffers', (t) =>
  t.field({
    type: GrantOffers,
    description:
      "Boost offers for one of the company's legal entities: those that may be requested and the one being repaid. A legal entity that is not the viewer's answers with none.",
    authScopes: { scope: 'LOANS' },
    args: { legalEntityId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => grantOffersOf(ctx.db, viewerOf(ctx), String(args.legalEntityId)),
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
      const { company, entity, offer, user } = await requestBoost(
        ctx.db,
        viewerOf(ctx),
        String(args.legalEntityId),
        String(args.offerId),
      );
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
