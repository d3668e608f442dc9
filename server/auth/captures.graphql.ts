import { capturedDetailsSchema } from '../../src/domain/signup.ts';
import { ActionResult, invalidInput, ok } from '../platform/api/results.ts';
import { builder } from '../platform/builder.ts';
import { captureDetails } from './captures.service.ts';
import { CountryCode } from './countries.graphql.ts';
import { throttled } from './links.ts';
import { StoreType } from './registration.graphql.ts';

// "Add captured user details" (spec section 7; docs/decisions.md "Captured sign-up details").

const CapturedUserDetailsInput = builder.inputType('CapturedUserDetailsInput', {
  fields: (t) => ({
    storeType: t.field({ type: StoreType, required: true }),
    country: t.field({ type: CountryCode, required: true }),
    name: t.string({ required: false }),
    phone: t.string({ required: false }),
    email: t.string({ required: true }),
    language: t.string({ required: true, description: 'sv, no, en, es, tr, da or ar' }),
    referralId: t.string({ required: false, description: "The partner's referral id (the widget)." }),
    consent: t.boolean({
      required: true,
      description: 'The prospect ticked "Ordna may contact me…"; nothing is stored without it.',
    }),
  }),
});

builder.mutationField('addCapturedUserDetails', (t) =>
  t.field({
    type: ActionResult,
    description:
      'Keeps what a prospect typed in the sign-up form, with their consent, so sales can follow up an abandoned sign-up: one record per e-mail address (the latest wins), marked converted when that address registers, purged after 90 days. Public and throttled like sign-up; answers alike whether or not the address has an account.',
    args: { input: t.arg({ type: CapturedUserDetailsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const parsed = capturedDetailsSchema.safeParse({
        ...input,
        name: input.name ?? '',
        phone: input.phone ?? '',
      });
      if (!parsed.success) return invalidInput(parsed.error);
      const limited = await throttled(ctx, `capture:${parsed.data.email}`);
      if (limited) return limited;
      await captureDetails(ctx.db, parsed.data);
      return ok();
    },
  }),
);
