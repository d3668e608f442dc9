import { builder, viewerOf } from '../platform/builder.ts';
import { setUiLanguage } from './uiLanguage.service.ts';

builder.mutationField('setUiLanguage', (t) =>
  t.string({
    description:
      "Stores the signed-in user's back-office language (sv, no, da, en, es, tr, ar): the user menu's language switch; answers it.",
    authScopes: { authenticated: true },
    args: { language: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => setUiLanguage(ctx.db, viewerOf(ctx), args.language),
  }),
);
