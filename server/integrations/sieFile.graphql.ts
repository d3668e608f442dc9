import { builder, viewerOf } from '../platform/builder.ts';
import { type SieDownload, sieFile } from './sie/sieFile.service.ts';

const SieFileType = builder.objectRef<SieDownload>('SieFile').implement({
  description: 'A SIE 4 file (type 4, PC8) of daily vouchers, base64, with its file name.',
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    content: t.exposeString('content', { description: 'The file bytes (CP437), base64.' }),
    vouchers: t.exposeInt('vouchers', { description: 'How many daily vouchers the file holds.' }),
  }),
});

builder.queryField('sieExport', (t) =>
  t.field({
    type: SieFileType,
    authScopes: { scope: 'INTEGRATIONS' },
    description:
      "The SIE 4 export (Swedish companies): one voucher per venue and accounting day with sales, from the day's Z-report, on the SIE account mapping. Days YYYY-MM-DD, both included, within one year; a venue or all the viewer may see.",
    args: {
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
      venueId: t.arg.id({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      sieFile(ctx.db, viewerOf(ctx), {
        from: args.from,
        to: args.to,
        venueId: args.venueId ? String(args.venueId) : null,
      }),
  }),
);
