import { registerSchema, STORE_TYPES } from '../../src/domain/signup.ts';
import { ActionResult, failure, invalidInput, ok } from '../platform/api/results.ts';
import { builder } from '../platform/builder.ts';
import { LoginResult, loginFailure, loginSuccess } from '../session/session.graphql.ts';
import { userByLogin } from '../session/session.service.ts';
import { activateUser, createOwnerAccount } from './accounts.service.ts';
import { markConverted } from './captures.service.ts';
import { CountryCode } from './countries.graphql.ts';
import { consumeLink, emailArg, sendActivation, throttled } from './links.ts';
import { hashPassword } from './password.ts';
import { startSession } from './sessions.ts';

// Sign-up and e-mail verification (spec section 6).

export const StoreType = builder.enumType('StoreType', { values: STORE_TYPES });

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    storeType: t.field({ type: StoreType, required: true }),
    country: t.field({ type: CountryCode, required: true }),
    businessName: t.string({
      required: false,
      description: 'Names the company and its first venue; the owner name stands in when it is left out.',
    }),
    name: t.string({ required: true }),
    phone: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    language: t.string({ required: true, description: 'sv, no, en, es, tr, da or ar' }),
    referralId: t.string({ required: false }),
  }),
});

builder.mutationField('register', (t) =>
  t.field({
    type: ActionResult,
    description: 'Signs up a company and its owner with a 30-day trial and mails an activation link.',
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const parsed = registerSchema.safeParse(input);
      if (!parsed.success) return invalidInput(parsed.error);
      const values = parsed.data;
      const limited = await throttled(ctx, `register:${values.email}`);
      if (limited) return limited;
      const existing = await userByLogin(ctx.db, values.email);
      if (existing) return failure((t) => t.auth.errors.emailTaken(), 'EMAIL_TAKEN');
      const user = await createOwnerAccount(ctx.db, values, await hashPassword(values.password));
      // A prospect whose details were captured has now signed up: sales need not follow up.
      await markConverted(ctx.db, values.email);
      await sendActivation(ctx, user);
      return ok();
    },
  }),
);

builder.mutationField('activate', (t) =>
  t.field({
    type: LoginResult,
    description: 'Verifies the email address of a single-use activation link (48 h) and signs the user in.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      const userId = token.length > 200 ? null : await consumeLink(ctx.db, token, 'activation');
      if (!userId) return loginFailure((t) => t.auth.errors.linkInvalid(), 'LINK_INVALID');
      const user = await activateUser(ctx.db, userId);
      if (!user) return loginFailure((t) => t.auth.errors.linkInvalid(), 'LINK_INVALID');
      return loginSuccess(await startSession(ctx.db, ctx.tokenSecret, user));
    },
  }),
);

builder.mutationField('resendActivation', (t) =>
  t.field({
    type: ActionResult,
    description:
      'Mails a new activation link if the account exists and is not verified. Always answers alike.',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const email = emailArg.safeParse(args.email);
      if (!email.success) return ok();
      const limited = await throttled(ctx, `activation:${email.data}`);
      if (limited) return limited;
      const user = await userByLogin(ctx.db, email.data);
      if (user?.active && !user.activatedAt) await sendActivation(ctx, user);
      return ok();
    },
  }),
);
