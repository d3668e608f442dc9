import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { COUNTRIES, COUNTRY_CODES } from '../../src/domain/countries.ts';
import { directionOf, type Language, toLanguage } from '../../src/domain/locales.ts';
import {
  ACTIVATION_TTL_HOURS,
  createCompanySchema,
  FREE_TRIAL_DAYS,
  normalizeEmail,
  normalizePhone,
  PASSWORD_RESET_TTL_MINUTES,
  passwordSchema,
  registerSchema,
  STORE_TYPES,
} from '../../src/domain/signup.ts';
import { isLocale } from '../../src/i18n/i18n-util.ts';
import { hashPassword } from '../auth/password.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import { refreshSession, revokeAllSessions, revokeSession, startSession } from '../auth/sessions.ts';
import { checkLogin, recordLogin } from '../auth/throttle.ts';
import { builder, viewerOf } from '../builder.ts';
import type { Context } from '../context.ts';
import type { DB } from '../db/client.ts';
import {
  authTokens,
  companies,
  companyApplications,
  organizationAdmins,
  organizations,
  permissions,
  users,
} from '../db/schema/index.ts';
import { translator } from '../i18n.ts';
import { activationMail, passwordResetMail } from '../mail/templates.ts';
import { ActionResult, FieldError, failure, invalidInput, ok, rateLimited } from './results.ts';
import { LoginResult, loginFailure, loginSuccess, Permissions } from './session.ts';

const StoreType = builder.enumType('StoreType', { values: STORE_TYPES });
const CountryCode = builder.enumType('CountryCode', { values: COUNTRY_CODES });

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    storeType: t.field({ type: StoreType, required: true }),
    country: t.field({ type: CountryCode, required: true }),
    name: t.string({ required: true }),
    phone: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    language: t.string({ required: true, description: 'sv, no, en, es, tr, da or ar' }),
    referralId: t.string({ required: false }),
  }),
});

const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    street: t.string({ required: true }),
    zip: t.string({ required: true }),
    city: t.string({ required: true }),
  }),
});

const OwnerInput = builder.inputType('OwnerInput', {
  fields: (t) => ({
    fullName: t.string({ required: true }),
    personalNumber: t.string({ required: true }),
    identityImageUrl: t.string({ required: true }),
    address: t.field({ type: AddressInput, required: true }),
  }),
});

const CreateCompanyInput = builder.inputType('CreateCompanyInput', {
  fields: (t) => ({
    companyName: t.string({ required: true }),
    orgNumber: t.string({ required: true }),
    phone: t.string({ required: true }),
    email: t.string({ required: true }),
    country: t.field({ type: CountryCode, required: true }),
    bankInfo: t.string({ required: true }),
    companyForm: t.string({ required: true }),
    referralId: t.string({ required: true }),
    businessDocumentUrl: t.string({ required: true }),
    address: t.field({ type: AddressInput, required: true }),
    owner: t.field({ type: OwnerInput, required: true }),
  }),
});

function languageOf(value: string | null | undefined): Language {
  return toLanguage(value) ?? 'en';
}

/** A translator and text direction for mails in the recipient's language. */
function mailLanguage(language: string) {
  const lang = languageOf(language);
  return { t: translator(isLocale(lang) ? lang : 'en'), dir: directionOf(lang) };
}

async function issueLink(db: DB, userId: string, kind: 'activation' | 'password_reset', ttlMs: number) {
  const secret = newSecret();
  await db
    .insert(authTokens)
    .values({ kind, userId, tokenHash: secret.hash, expiresAt: new Date(Date.now() + ttlMs) });
  return secret.token;
}

async function sendActivation(
  ctx: Context,
  user: { id: string; email: string; name: string; language: string },
) {
  const token = await issueLink(ctx.db, user.id, 'activation', ACTIVATION_TTL_HOURS * 3600_000);
  const { t, dir } = mailLanguage(user.language);
  const link = `${ctx.publicUrl}/activate/${token}`;
  await ctx.mailer.send(activationMail(t, dir, user.email, user.name, link));
}

/** Takes a live single-use link: marks it used and returns its user id, or null. */
async function consumeLink(
  db: DB,
  token: string,
  kind: 'activation' | 'password_reset',
): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, hashSecret(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** Sign-ups and link requests share the per-address budget with logins. */
async function throttled(ctx: Context, key: string) {
  const verdict = await checkLogin(ctx.db, key, ctx.address);
  await recordLogin(ctx.db, key, ctx.address, false);
  return verdict.allowed ? null : rateLimited(ctx, verdict.retryAfterSeconds);
}

builder.mutationField('register', (t) =>
  t.field({
    type: ActionResult,
    description: 'Signs up a company and its owner with a 30-day trial and mails an activation link.',
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const parsed = registerSchema.safeParse(input);
      if (!parsed.success) return invalidInput(ctx, parsed.error);
      const values = parsed.data;
      const limited = await throttled(ctx, `register:${values.email}`);
      if (limited) return limited;
      const [existing] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, values.email));
      if (existing) return failure(ctx.t.auth.errors.emailTaken(), 'EMAIL_TAKEN');
      const country = COUNTRIES[values.country];
      const passwordHash = await hashPassword(values.password);
      const user = await ctx.db.transaction(async (tx) => {
        const [company] = await tx
          .insert(companies)
          .values({
            // Sign-up asks for no company name: the owner's name stands in until Settings.
            name: values.name,
            country: values.country,
            currency: country.currency,
            timezone: country.timezone,
            defaultLanguage: values.language,
            storeType: values.storeType,
            trialEndsAt: new Date(Date.now() + FREE_TRIAL_DAYS * 86_400_000),
            referralId: values.referralId || null,
          })
          .returning();
        if (!company) throw new Error('company not created');
        const [created] = await tx
          .insert(users)
          .values({
            email: values.email,
            name: values.name,
            passwordHash,
            language: values.language,
            phone: normalizePhone(values.phone, values.country),
            companyId: company.id,
            role: 'SUPER_ADMIN',
          })
          .returning();
        if (!created) throw new Error('user not created');
        await tx.insert(permissions).values({ userId: created.id, scopes: [], venueIds: [] });
        return created;
      });
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
      if (!userId) return loginFailure(ctx.t.auth.errors.linkInvalid(), 'LINK_INVALID');
      const [user] = await ctx.db
        .update(users)
        .set({ activatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.active, true)))
        .returning();
      if (!user) return loginFailure(ctx.t.auth.errors.linkInvalid(), 'LINK_INVALID');
      return loginSuccess(await startSession(ctx.db, ctx.tokenSecret, user));
    },
  }),
);

const emailArg = z.string().max(254).transform(normalizeEmail);

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
      const [user] = await ctx.db.select().from(users).where(eq(users.email, email.data));
      if (user?.active && !user.activatedAt) await sendActivation(ctx, user);
      return ok();
    },
  }),
);

builder.mutationField('requestPasswordReset', (t) =>
  t.field({
    type: ActionResult,
    description: 'Mails a password-reset link (1 h) if the account exists. Always answers alike.',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const email = emailArg.safeParse(args.email);
      if (!email.success) return ok();
      const limited = await throttled(ctx, `reset:${email.data}`);
      if (limited) return limited;
      const [user] = await ctx.db.select().from(users).where(eq(users.email, email.data));
      if (user?.active) {
        const token = await issueLink(ctx.db, user.id, 'password_reset', PASSWORD_RESET_TTL_MINUTES * 60_000);
        const { t: mailT, dir } = mailLanguage(user.language);
        const link = `${ctx.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await ctx.mailer.send(passwordResetMail(mailT, dir, user.email, user.name, link));
      }
      return ok();
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: ActionResult,
    description: "Sets a new password with a single-use reset link and ends all of the user's sessions.",
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const parsed = passwordSchema.safeParse({ password: args.password });
      if (!parsed.success) return invalidInput(ctx, parsed.error);
      const passwordHash = await hashPassword(parsed.data.password);
      const userId = args.token.length > 200 ? null : await consumeLink(ctx.db, args.token, 'password_reset');
      if (!userId) return failure(ctx.t.auth.errors.linkInvalid(), 'LINK_INVALID');
      // Following the link proves the address, so it also counts as verification.
      await ctx.db.update(users).set({ passwordHash, activatedAt: new Date() }).where(eq(users.id, userId));
      await revokeAllSessions(ctx.db, userId);
      return ok();
    },
  }),
);

builder.mutationField('refreshToken', (t) =>
  t.field({
    type: LoginResult,
    description:
      'Exchanges a refresh token for a new access token and refresh token (the old one stops working).',
    args: { refreshToken: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const tokens = await refreshSession(ctx.db, ctx.tokenSecret, args.refreshToken, async (userId) => {
        const [user] = await ctx.db
          .select({ companyId: users.companyId })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.active, true)));
        return user?.companyId ?? null;
      });
      return tokens ? loginSuccess(tokens) : loginFailure(ctx.t.errors.unauthenticated(), 'UNAUTHENTICATED');
    },
  }),
);

builder.mutationField('logout', (t) =>
  t.boolean({
    description: 'Ends the current session: its access and refresh tokens stop working at once.',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      await revokeSession(ctx.db, viewerOf(ctx).sessionId);
      return true;
    },
  }),
);

interface CreateCompanyResultShape {
  result: ReturnType<typeof ok>;
  accountId: string | null;
}

const CreateCompanyResult = builder.objectRef<CreateCompanyResultShape>('CreateCompanyResult').implement({
  fields: (t) => ({
    success: t.boolean({ resolve: (r) => r.result.success }),
    error: t.string({ nullable: true, resolve: (r) => r.result.error }),
    errorCode: t.string({ nullable: true, resolve: (r) => r.result.errorCode }),
    fieldErrors: t.field({ type: [FieldError], resolve: (r) => r.result.fieldErrors }),
    accountId: t.id({ nullable: true, resolve: (r) => r.accountId }),
  }),
});

builder.mutationField('createCompany', (t) =>
  t.field({
    type: CreateCompanyResult,
    description: 'The advanced company-creation form: stores an application to be reviewed.',
    args: {
      input: t.arg({ type: CreateCompanyInput, required: true }),
      language: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const parsed = createCompanySchema.safeParse(args.input);
      if (!parsed.success) return { result: invalidInput(ctx, parsed.error), accountId: null };
      const limited = await throttled(ctx, `create-company:${parsed.data.email}`);
      if (limited) return { result: limited, accountId: null };
      const { companyName, country, email, ...details } = parsed.data;
      const [row] = await ctx.db
        .insert(companyApplications)
        .values({ companyName, country, email, details, language: languageOf(args.language) })
        .returning({ id: companyApplications.id });
      return { result: ok(), accountId: row?.id ?? null };
    },
  }),
);

interface ApplicationShape {
  id: string;
  companyName: string;
  status: string;
  createdAt: Date;
}

const CompanyApplication = builder.objectRef<ApplicationShape>('CompanyApplication').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    companyName: t.exposeString('companyName'),
    status: t.exposeString('status'),
    createdAt: t.string({ resolve: (a) => a.createdAt.toISOString() }),
  }),
});

const uuid = z.string().uuid();

builder.queryField('companyApplication', (t) =>
  t.field({
    type: CompanyApplication,
    nullable: true,
    description: 'The status of a submitted company application, by its (unguessable) id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = uuid.safeParse(String(args.id));
      if (!id.success) return null;
      const [row] = await ctx.db
        .select({
          id: companyApplications.id,
          companyName: companyApplications.companyName,
          status: companyApplications.status,
          createdAt: companyApplications.createdAt,
        })
        .from(companyApplications)
        .where(eq(companyApplications.id, id.data));
      return row ?? null;
    },
  }),
);

// Organization admins (spec section 3 "Admin viewer", section 4, section 6).

interface OrgUserShape {
  id: string;
  name: string;
  username: string;
  scopes: string[];
  venueIds: string[];
}
interface OrgCompanyShape {
  id: string;
  name: string;
  users: OrgUserShape[];
}
interface OrganizationShape {
  id: string;
  name: string;
  companies: OrgCompanyShape[];
}

const OrganizationUser = builder.objectRef<OrgUserShape>('OrganizationUser').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    username: t.exposeString('username'),
    permissions: t.field({
      type: Permissions,
      resolve: (u) => ({ scopes: u.scopes, venueIds: u.venueIds }),
    }),
  }),
});

const OrganizationCompany = builder.objectRef<OrgCompanyShape>('OrganizationCompany').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    users: t.field({ type: [OrganizationUser], resolve: (c) => c.users }),
  }),
});

const Organization = builder.objectRef<OrganizationShape>('Organization').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    companies: t.field({ type: [OrganizationCompany], resolve: (o) => o.companies }),
  }),
});

/** The organization the user administers, with its companies and their active users. */
async function administeredOrganization(db: DB, userId: string): Promise<OrganizationShape | null> {
  const [org] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizationAdmins)
    .innerJoin(organizations, eq(organizations.id, organizationAdmins.organizationId))
    .where(eq(organizationAdmins.userId, userId));
  if (!org) return null;
  const companyRows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.organizationId, org.id))
    .orderBy(companies.name);
  const userRows = companyRows.length
    ? await db
        .select({
          id: users.id,
          name: users.name,
          username: users.email,
          companyId: users.companyId,
          scopes: permissions.scopes,
          venueIds: permissions.venueIds,
        })
        .from(users)
        .leftJoin(permissions, eq(permissions.userId, users.id))
        .where(
          and(
            inArray(
              users.companyId,
              companyRows.map((c) => c.id),
            ),
            eq(users.active, true),
          ),
        )
        .orderBy(users.name)
    : [];
  return {
    ...org,
    companies: companyRows.map((company) => ({
      ...company,
      users: userRows
        .filter((u) => u.companyId === company.id)
        .map((u) => ({
          id: u.id,
          name: u.name,
          username: u.username,
          scopes: u.scopes ?? [],
          venueIds: u.venueIds ?? [],
        })),
    })),
  };
}

builder.queryField('organization', (t) =>
  t.field({
    type: Organization,
    nullable: true,
    description: 'The organization the viewer administers (null for everyone else).',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => administeredOrganization(ctx.db, viewerOf(ctx).userId),
  }),
);

builder.mutationField('switchUser', (t) =>
  t.field({
    type: LoginResult,
    description:
      "An organization admin acts as a user of one of the organization's companies: a session for that user, marked with the admin as actor.",
    authScopes: { authenticated: true },
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const notFound = () => loginFailure(ctx.t.errors.notFound(), 'NOT_FOUND');
      // Acting is only started from the admin's own session, never from an acted-as one.
      if (viewer.actorUserId) return notFound();
      const org = await administeredOrganization(ctx.db, viewer.userId);
      const target = org?.companies
        .flatMap((c) => c.users.map((u) => ({ ...u, companyId: c.id })))
        .find((u) => u.id === String(args.userId));
      if (!target || target.id === viewer.userId) return notFound();
      const tokens = await startSession(
        ctx.db,
        ctx.tokenSecret,
        { id: target.id, companyId: target.companyId },
        viewer.userId,
      );
      return loginSuccess(tokens);
    },
  }),
);
