import type { LedgerBreak, LedgerVerification } from '../../src/domain/ledger/verification.ts';
import { notFound } from '../platform/api/versioned.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { permittedVenue } from '../venues/venues.service.ts';
import { verifyLedger } from './ledger.service.ts';

const LedgerBreakType = builder.objectRef<LedgerBreak>('LedgerBreak').implement({
  description: 'A broken link of the fiscal ledger (docs/z-report.md, "Tamper evidence").',
  fields: (t) => ({
    venueId: t.exposeID('venueId'),
    register: t.exposeString('register'),
    sequence: t.int({ nullable: true, resolve: (b) => b.seq }),
    kind: t.exposeString('kind', { nullable: true, description: 'order or z.' }),
    recordId: t.exposeID('recordId', { nullable: true }),
    number: t.exposeInt('number', { nullable: true, description: "The order's or Z-report's number." }),
    reason: t.exposeString('reason', {
      description:
        'sequenceGap, hashMismatch, headMismatch, recordChanged, recordMissing, unlinked, zNumbering or grandTotals.',
    }),
    at: t.exposeString('at'),
  }),
});

const LedgerVerificationType = builder.objectRef<LedgerVerification>('LedgerVerification').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    links: t.exposeInt('links'),
    records: t.exposeInt('records'),
    backfilled: t.exposeInt('backfilled', {
      description: 'Records stored before the ledger began, chained by this verify first.',
    }),
    breakCount: t.exposeInt('breakCount'),
    firstBreak: t.field({ type: LedgerBreakType, nullable: true, resolve: (v) => v.firstBreak }),
    breaks: t.field({ type: [LedgerBreakType], resolve: (v) => v.breaks }),
  }),
});

builder.queryField('verifyLedger', (t) =>
  t.field({
    type: LedgerVerificationType,
    description:
      "Recomputes the venue's SHA-256 chains (every order and Z-report, per register) and names the first broken link: a record edited, added or deleted outside the app (npm run verify-ledger does the same for every venue).",
    authScopes: { scope: 'FINANCE' },
    args: { venueId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const venue = await permittedVenue(ctx.db, viewer, String(args.venueId));
      if (!venue) throw notFound();
      return verifyLedger(ctx.db, viewer.companyId, [venue.id]);
    },
  }),
);
