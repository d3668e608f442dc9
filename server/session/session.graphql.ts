import { z } from 'zod';
import { DEFAULT_TIMEZONE, normalizeCountry } from '../../src/domain/countries.ts';
import { LICENCE_FEATURES, type LicenceFeature } from '../../src/domain/licences.ts';
import { splitName } from '../../src/domain/session.ts';
import { verifyPassword } from '../auth/password.ts';
import { startSession } from '../auth/sessions.ts';
import { checkLogin, recordLoginFailure, recordLoginSuccess } from '../auth/throttle.ts';
import { billingProviderFromEnv } from '../billing/provider.ts';
import { unauthenticated, type Wording } from '../platform/api/domainError.ts';
import { worded } from '../platform/api/results.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { loadLicenceFeatures } from '../platform/security/licences.ts';
import { userByLogin, viewerProfile } from './session.service.ts';

/** A sign-in's answer: a failure is data (worded when the payload resolves) or the tokens. */
export interface LoginResultShape {
  success: boolean;
  wording: Wording | null;
  errorCode: string | null;
  token: string | null;
  refreshToken: string | null;
  retryAfterSeconds: number | null;
}

export const LoginResult = builder.objectRef<LoginResultShape>('LoginResult').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    error: t.string({ nullable: true, resolve: worded((r) => r.wording) }),
    errorCode: t.exposeString('errorCode', { nullable: true }),
    token: t.exposeString('token', { nullable: true }),
    refreshToken: t.exposeString('refreshToken', { nullable: true }),
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', { nullable: true }),
  }),
});

export function loginFailure(
  wording: Wording,
  errorCode: string,
  retryAfterSeconds: number | null = null,
): LoginResultShape {
  return { success: false, wording, errorCode, token: null, refreshToken: null, retryAfterSeconds };
}

export function loginSuccess(tokens: { token: string; refreshToken: string }): LoginResultShape {
  return { success: true, wording: null, errorCode: null, retryAfterSeconds: null, ...tokens };
}

interface PermissionsShape {
  scopes: string[];
  venueIds: string[];
}

export const Permissions = builder.objectRef<PermissionsShape>('Permissions').implement({
  fields: (t) => ({
    scopes: t.exposeStringList('scopes'),
    venueIds: t.exposeIDList('venueIds'),
  }),
});

interface UserMetadataShape {
  companyId: string;
  venueId: string | null;
  organizationId: string | null;
  legalEntityId: string | null;
  billingAccountId: string | null;
  billingProvider: boolean;
  balanceAccountId: string | null;
  userId: string;
  userFirstName: string;
  userLastName: string;
  companyName: string;
  country: string;
  currency: string;
  timezone: string;
  email: string;
  legalname: string;
  isPaymentsOnly: boolean;
  permissions: PermissionsShape;
  licences: LicenceFeature[];
  uiLanguage: string | null;
}

const LicenceFeatureEnum = builder.enumType('LicenceFeature', {
  description: 'A licence-gated feature (spec section 4): tables, kitchen display, app orders, Express, CDS.',
  values: LICENCE_FEATURES,
});

const UserMetadata = builder.objectRef<UserMetadataShape>('UserMetadata').implement({
  description: 'Everything the back office needs about the signed-in user (spec section 3).',
  fields: (t) => ({
    companyId: t.exposeID('companyId'),
    venueId: t.exposeID('venueId', { nullable: true }),
    organizationId: t.exposeID('organizationId', { nullable: true }),
    legalEntityId: t.exposeID('legalEntityId', { nullable: true }),
    billingAccountId: t.exposeID('billingAccountId', { nullable: true }),
    billingProvider: t.exposeBoolean('billingProvider', {
      description: 'A billing provider is configured: the customer portal (Billing) can be opened.',
    }),
    balanceAccountId: t.exposeID('balanceAccountId', { nullable: true }),
    userId: t.exposeID('userId'),
    userFirstName: t.exposeString('userFirstName'),
    userLastName: t.exposeString('userLastName'),
    companyName: t.exposeString('companyName'),
    country: t.exposeString('country'),
    currency: t.exposeString('currency'),
    timezone: t.exposeString('timezone'),
    email: t.exposeString('email'),
    legalname: t.exposeString('legalname'),
    isPaymentsOnly: t.exposeBoolean('isPaymentsOnly'),
    uiLanguage: t.exposeString('uiLanguage', {
      nullable: true,
      description: 'The back-office language the user chose (setUiLanguage); null until they choose.',
    }),
    permissions: t.field({ type: Permissions, resolve: (m) => m.permissions }),
    licences: t.field({
      type: [LicenceFeatureEnum],
      description: "The company's licence-gated features; the server refuses the others' calls.",
      resolve: (m) => m.licences,
    }),
  }),
});

const loginInput = z.object({
  username: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(256),
});

builder.mutationField('login', (t) =>
  t.field({
    type: LoginResult,
    description: 'Exchanges an email and password for a bearer token. Failures are data, not errors.',
    args: {
      username: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      backoffice: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const parsed = loginInput.safeParse(args);
      if (!parsed.success) return loginFailure((t) => t.errors.invalidCredentials(), 'INVALID_CREDENTIALS');
      const { username, password } = parsed.data;
      const verdict = await checkLogin(ctx.db, username, ctx.address);
      if (!verdict.allowed) {
        const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
        return loginFailure(
          (t) => t.auth.errors.rateLimited({ minutes }),
          'RATE_LIMITED',
          verdict.retryAfterSeconds,
        );
      }
      const user = await userByLogin(ctx.db, username);
      // Verify even for unknown accounts, so timing does not reveal which emails exist.
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok || !user.active) {
        await recordLoginFailure(ctx.db, username, ctx.address);
        return loginFailure((t) => t.errors.invalidCredentials(), 'INVALID_CREDENTIALS');
      }
      await recordLoginSuccess(ctx.db, username, ctx.address);
      // Only after the right password, so this says nothing to someone guessing accounts.
      if (!user.activatedAt) return loginFailure((t) => t.auth.errors.notActivated(), 'NOT_ACTIVATED');
      return loginSuccess(await startSession(ctx.db, ctx.tokenSecret, user));
    },
  }),
);

builder.queryField('authorizeUser', (t) =>
  t.id({
    description: "The signed-in user's id.",
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => viewerOf(ctx).userId,
  }),
);

builder.queryField('userMetadata', (t) =>
  t.field({
    type: UserMetadata,
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      const viewer = viewerOf(ctx);
      const row = await viewerProfile(ctx.db, viewer);
      if (!row) throw unauthenticated();
      const { firstName, lastName } = splitName(row.user.name);
      const company = row.company;
      return {
        companyId: company.id,
        venueId: row.firstVenueId,
        organizationId: company.organizationId,
        legalEntityId: company.legalEntityId,
        billingAccountId: company.billingAccountId,
        billingProvider: billingProviderFromEnv() !== null,
        balanceAccountId: company.balanceAccountId,
        userId: row.user.id,
        userFirstName: firstName,
        userLastName: lastName,
        companyName: company.name,
        country: normalizeCountry(company.country),
        currency: company.currency,
        timezone: company.timezone || DEFAULT_TIMEZONE,
        email: row.user.email,
        legalname: company.legalName,
        uiLanguage: row.user.uiLanguage,
        isPaymentsOnly: company.isPaymentsOnly,
        permissions: { scopes: viewer.scopes, venueIds: viewer.venueIds },
        licences: await loadLicenceFeatures(ctx.db, company.id),
      };
    },
  }),
);
