import type { PricedLine, VatRow } from '../../src/domain/pricing/index.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { type Trial, tryOffers } from './tryOffers.service.ts';

const TrialLineInput = builder.inputType('OfferTrialLineInput', {
  fields: (t) => ({
    itemId: t.id({ required: true }),
    quantity: t.int({ required: true, description: '1–10,000.' }),
  }),
});

const TrialLine = builder.objectRef<PricedLine>('OfferTrialLine').implement({
  fields: (t) => ({
    lineId: t.exposeString('lineId', { description: "The line's index in the input, as text." }),
    gross: t.exposeInt('gross'),
    discount: t.exposeInt('discount'),
    net: t.exposeInt('net'),
  }),
});

const TrialVat = builder.objectRef<VatRow>('OfferTrialVat').implement({
  fields: (t) => ({ rate: t.exposeFloat('rate'), base: t.exposeInt('base'), vat: t.exposeInt('vat') }),
});

const TrialOffer = builder
  .objectRef<{ offerId: string; name: string; discount?: number }>('OfferTrialOffer')
  .implement({
    fields: (t) => ({
      offerId: t.exposeID('offerId'),
      name: t.exposeString('name'),
      discount: t.int({ resolve: (offer) => offer.discount ?? 0 }),
    }),
  });

const TrialChoice = builder.objectRef<{ id: string; name: string }>('OfferTrialChoice').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const TrialResult = builder.objectRef<Trial>('OfferTrial').implement({
  description:
    'A basket priced against the company offers (the pricing engine, docs/pricing.md), in minor units.',
  fields: (t) => ({
    lines: t.field({ type: [TrialLine], resolve: (trial) => [...trial.lines] }),
    gross: t.int({ resolve: (trial) => trial.totals.gross }),
    discount: t.int({ resolve: (trial) => trial.totals.discount }),
    total: t.int({ resolve: (trial) => trial.totals.total }),
    vatByRate: t.field({ type: [TrialVat], resolve: (trial) => [...trial.vatByRate] }),
    appliedOffers: t.field({ type: [TrialOffer], resolve: (trial) => [...trial.appliedOffers] }),
    visualOffers: t.field({ type: [TrialOffer], resolve: (trial) => [...trial.visualOffers] }),
    manualOffers: t.field({
      type: [TrialChoice],
      description:
        'Offers staff pick that could apply to this basket at this venue (pickedOfferIds takes their ids).',
      resolve: (trial) => trial.manualOffers,
    }),
  }),
});

builder.queryField('tryOffers', (t) =>
  t.field({
    type: TrialResult,
    description:
      "The discounts page's try-it panel: a basket of products at their default price, priced at a venue's local time against every offer of the company, on the server.",
    authScopes: { scope: 'POS_CUSTOMIZATION' },
    args: {
      venueId: t.arg.id({ required: true }),
      at: t.arg.string({
        required: true,
        description: "The venue's local time (YYYY-MM-DDTHH:mm), or an instant with its offset.",
      }),
      lines: t.arg({ type: [TrialLineInput], required: true, description: 'At most 100 lines.' }),
      pickedOfferIds: t.arg.idList({ required: false, description: 'Offers staff picked (manualOffers).' }),
    },
    resolve: (_root, args, ctx) =>
      tryOffers(ctx.db, viewerOf(ctx), {
        venueId: String(args.venueId),
        at: args.at,
        lines: args.lines.map((line) => ({ itemId: String(line.itemId), quantity: line.quantity })),
        pickedOfferIds: (args.pickedOfferIds ?? []).map(String),
      }),
  }),
);
