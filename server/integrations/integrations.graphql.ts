import { COUNTRIES } from '../../src/domain/countries.ts';
import { type AccountMapping, defaultMapping } from '../../src/domain/integrations/mapping.ts';
import {
  isProviderKey,
  PROVIDER_KEYS,
  PROVIDERS,
  type ProviderInfo,
} from '../../src/domain/integrations/providers.ts';
import { PAYMENT_METHODS } from '../../src/domain/orders.ts';
import { PAYMENT_METHOD_CODE_MAX } from '../../src/domain/paymentMethods.ts';
import { requireCompanyMetadata } from '../company/metadata.ts';
import { DomainError } from '../platform/api/domainError.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { IntegrationConnectionRow, VoucherRow } from '../platform/db/schema/index.ts';
import { integrationsKey } from '../platform/secrets.ts';
import { livePaymentCodes, paymentMethodNames } from '../settings/paymentMethodCodes.ts';
import { permittedVenue } from '../venues/venues.service.ts';
import {
  companyCountry,
  connect,
  connectionOf,
  type MappingScope,
  mappingOf,
  recentVouchers,
  removeVenueMapping,
  SHARED,
  saveMapping,
  sendDay,
  sendVoucherAgain,
} from './integrations.service.ts';
import { redirectUriOf, startAuthorization } from './oauth.ts';
import { oauthClients, sendDeps, verifierOf } from './registry.ts';

const SCOPE = { scope: 'INTEGRATIONS' } as const;

type IntegrationShape = ProviderInfo & {
  available: boolean;
  offeredHere: boolean;
  connection: IntegrationConnectionRow | null;
};

const VoucherStatus = builder.objectRef<VoucherRow>('IntegrationVoucher').implement({
  description:
    "A daily voucher's way to the provider: pending, retrying, sent or failed (with the provider's message).",
  fields: (t) => ({
    id: t.exposeID('id'),
    venueId: t.exposeID('venueId'),
    accountingDate: t.exposeString('accountingDate'),
    status: t.exposeString('status'),
    message: t.exposeString('message'),
    attempts: t.exposeInt('attempts'),
    nextAttemptAt: t.string({ nullable: true, resolve: (v) => v.nextAttemptAt?.toISOString() ?? null }),
    providerReference: t.exposeString('providerReference', { nullable: true }),
  }),
});

const Integration = builder.objectRef<IntegrationShape>('Integration').implement({
  description: 'One integration of the catalogue and its connection state (credentials are never returned).',
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    kind: t.exposeString('kind', { description: 'accounting, staff or file.' }),
    available: t.exposeBoolean('available', {
      description: "Offered in the company's country with an adapter.",
    }),
    countries: t.stringList({
      description:
        'The countries the provider is offered in (ISO 3166 codes): an unavailable one says where it is offered.',
      resolve: (i) => [...i.countries],
    }),
    offeredHere: t.exposeBoolean('offeredHere', {
      description: "Offered in the company's country (an unavailable one there is still to come).",
    }),
    tenants: t.exposeBoolean('tenants'),
    credentialFields: t.stringList({ resolve: (i) => [...i.credentials] }),
    oauth: t.boolean({
      description:
        "Connected through the provider's OAuth authorisation (authorizeIntegration), not pasted credentials.",
      resolve: (i) => i.oauth === true,
    }),
    status: t.string({
      description:
        'disconnected, connected, refused, or needsReconnect (an OAuth grant expired or was revoked: connect again).',
      resolve: (i) => i.connection?.status ?? 'disconnected',
    }),
    message: t.string({ resolve: (i) => i.connection?.message ?? '' }),
    connectedAt: t.string({
      nullable: true,
      resolve: (i) => i.connection?.connectedAt.toISOString() ?? null,
    }),
    vouchers: t.field({
      type: [VoucherStatus],
      description: 'Daily vouchers of the last 30 days, newest first.',
      resolve: (i, _args, ctx) => recentVouchers(ctx.db, viewerOf(ctx), i.key),
    }),
  }),
});

async function integrationOf(
  db: Parameters<typeof connectionOf>[0],
  companyId: string,
  key: string,
): Promise<IntegrationShape> {
  if (!isProviderKey(key)) throw new DomainError('NOT_FOUND', (t) => t.errors.notFound());
  const country = await companyCountry(db, companyId);
  const info = PROVIDERS[key];
  return {
    ...info,
    available: info.adapter && info.countries.includes(country),
    offeredHere: info.countries.includes(country),
    connection: await connectionOf(db, companyId, key),
  };
}

builder.queryField('integrations', (t) =>
  t.field({
    type: [Integration],
    description:
      'The integrations catalogue: accounting, staff scheduling and the file export, with connection states.',
    authScopes: SCOPE,
    resolve: (_root, _args, ctx) =>
      Promise.all(PROVIDER_KEYS.map((key) => integrationOf(ctx.db, viewerOf(ctx).companyId, key))),
  }),
);

builder.queryField('integration', (t) =>
  t.field({
    type: Integration,
    authScopes: SCOPE,
    args: { key: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => integrationOf(ctx.db, viewerOf(ctx).companyId, args.key),
  }),
);

const CredentialInput = builder.inputType('IntegrationCredentialInput', {
  fields: (t) => ({ name: t.string({ required: true }), value: t.string({ required: true }) }),
});

builder.mutationField('connectIntegration', (t) =>
  t.field({
    type: Integration,
    description:
      'Checks the credentials with the provider and keeps them sealed (INTEGRATIONS_KEY); refused ones answer the provider\'s message. A staff-scheduling provider needs the company metadata, else "Metadata not available" (spec section 5).',
    authScopes: SCOPE,
    args: {
      key: t.arg.string({ required: true }),
      credentials: t.arg({ type: [CredentialInput], required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      // Own keys only (verifierOf): a key like "valueOf" must not find Object.prototype's.
      const adapter = verifierOf(args.key);
      if (!adapter) throw new DomainError('NOT_FOUND', (t) => t.errors.notFound());
      // An OAuth provider is connected by consenting at the provider (authorizeIntegration):
      // a pasted access token would stop working within the hour.
      if (isProviderKey(args.key) && PROVIDERS[args.key].oauth)
        throw new DomainError('BAD_USER_INPUT', (t) => t.integrations.errors.useAuthorization(), {
          problems: [],
        });
      // Spec section 5: enabling the staff-scheduling integration needs the company metadata.
      if (isProviderKey(args.key) && PROVIDERS[args.key].kind === 'staff')
        await requireCompanyMetadata(ctx.db, viewer);
      const credentials = Object.fromEntries(
        args.credentials.slice(0, 10).map((c) => [c.name.slice(0, 50), c.value.slice(0, 2000)]),
      );
      await connect(ctx.db, viewer, args.key, adapter, credentials, integrationsKey());
      return integrationOf(ctx.db, viewer.companyId, args.key);
    },
  }),
);

builder.mutationField('authorizeIntegration', (t) =>
  t.string({
    description:
      "Starts the provider's OAuth 2 authorisation (issue 44): answers the provider's consent address, which the back office opens. Its state (stored hashed, bound to the company and user, 10 minutes, one use) comes back to /integrations/oauth/<key>/callback. Refused when this server has no app at the provider.",
    authScopes: SCOPE,
    args: { key: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (!isProviderKey(args.key) || !PROVIDERS[args.key].oauth)
        throw new DomainError('NOT_FOUND', (t) => t.errors.notFound());
      const info = PROVIDERS[args.key];
      const client = oauthClients()[args.key];
      if (!client)
        throw new DomainError(
          'BAD_USER_INPUT',
          (t) => t.integrations.errors.notConfigured({ name: info.name }),
          { problems: [] },
        );
      if (info.kind === 'staff') await requireCompanyMetadata(ctx.db, viewerOf(ctx));
      return startAuthorization(ctx.db, viewerOf(ctx), client, redirectUriOf(ctx.publicUrl, args.key));
    },
  }),
);

const MappingEntry = builder
  .objectRef<{ key: string; account: string; name?: string | null }>('AccountMappingEntry')
  .implement({
    fields: (t) => ({
      key: t.exposeString('key'),
      account: t.exposeString('account'),
      name: t.string({
        nullable: true,
        description:
          "A company payment method's name (its code is the key); null for a VAT rate or a built-in method, which the client names in its language.",
        resolve: (entry) => entry.name ?? null,
      }),
    }),
  });
type MappingShape = {
  mapping: AccountMapping;
  saved: boolean;
  own: boolean;
  vatRates: number[];
  /** The company's own live payment methods, code → name: each may have an account of its own. */
  ownMethods: Map<string, string>;
};
const Mapping = builder.objectRef<MappingShape>('IntegrationConfig').implement({
  description:
    "Accounts, tenant and tax rates of an integration config (spec section 7): shared by the venues, or one venue's own.",
  fields: (t) => ({
    saved: t.exposeBoolean('saved', { description: "False while the country's defaults are shown." }),
    own: t.exposeBoolean('own', {
      description:
        'Asked for a venue: true when it has a mapping of its own, false when it follows the shared one.',
    }),
    vatRates: t.exposeIntList('vatRates', {
      description: "The country's VAT rates, each needing accounts.",
    }),
    sales: t.field({
      type: [MappingEntry],
      resolve: (m) => Object.entries(m.mapping.sales).map(([key, account]) => ({ key, account })),
    }),
    vat: t.field({
      type: [MappingEntry],
      resolve: (m) => Object.entries(m.mapping.vat).map(([key, account]) => ({ key, account })),
    }),
    payments: t.field({
      type: [MappingEntry],
      description:
        "The built-in methods, then each of the company's own live methods (account '' when it is booked on `otherPayments`).",
      resolve: (m) => {
        const builtIn = Object.entries(m.mapping.payments)
          .filter(([key]) => !m.ownMethods.has(key) && (PAYMENT_METHODS as readonly string[]).includes(key))
          .map(([key, account]) => ({ key, account: account ?? '' }));
        const own = [...m.ownMethods].map(([key, name]) => ({
          key,
          name,
          account: m.mapping.payments[key] ?? '',
        }));
        return [...builtIn, ...own];
      },
    }),
    otherPayments: t.string({
      description:
        "The account of the company's own payment methods that have no entry of their own in `payments` (an entry's key is the method's code); '' in a mapping saved before it.",
      resolve: (m) => m.mapping.otherPayments ?? '',
    }),
    tips: t.string({ resolve: (m) => m.mapping.tips }),
    rounding: t.string({ resolve: (m) => m.mapping.rounding }),
    cashDifference: t.string({ resolve: (m) => m.mapping.cashDifference }),
    tenant: t.string({ nullable: true, resolve: (m) => m.mapping.tenant ?? null }),
  }),
});

/**
 * The scope a config call is about: shared without a venue, else the venue's id once it is one of
 * the viewer's venues (a foreign or unknown venue answers NOT_FOUND alike, whatever the key). A key
 * that names no provider with a mapping (none, or a scheduling tool) is bad input.
 */
async function scopeOf(
  ctx: Parameters<typeof viewerOf>[0],
  key: string,
  venueId: string | number | null | undefined,
): Promise<MappingScope> {
  const venue = venueId == null ? null : await permittedVenue(ctx.db, viewerOf(ctx), String(venueId));
  if (venueId != null && !venue) throw new DomainError('NOT_FOUND', (t) => t.errors.notFound());
  if (!isProviderKey(key) || PROVIDERS[key].kind === 'staff')
    throw new DomainError('BAD_USER_INPUT', (t) => t.errors.badInput(), { problems: [] });
  return venue ? venue.id : SHARED;
}

const isOwnCode = (code: string) => !(PAYMENT_METHODS as readonly string[]).includes(code);

async function configOf(ctx: Parameters<typeof viewerOf>[0], key: string, scope: MappingScope) {
  const companyId = viewerOf(ctx).companyId;
  const found = await mappingOf(ctx.db, companyId, key, scope === SHARED ? null : scope);
  const [live, names] = await Promise.all([
    livePaymentCodes(ctx.db, { companyId }),
    paymentMethodNames(ctx.db, { companyId }),
  ]);
  return {
    ...found,
    vatRates: [...COUNTRIES[await companyCountry(ctx.db, companyId)].vatRates],
    // Live methods, and removed ones that still have an account (their old days may be sent again).
    ownMethods: new Map(
      [
        ...new Set([
          ...live,
          ...Object.entries(found.mapping.payments)
            .filter(([code, account]) => isOwnCode(code) && account?.trim())
            .map(([code]) => code),
        ]),
      ]
        .sort()
        .map((code) => [code, names.get(code) ?? code]),
    ),
  };
}

builder.queryField('integrationConfig', (t) =>
  t.field({
    type: Mapping,
    description:
      'The shared mapping, or with a venue the one its days are booked on (its own, else the shared one).',
    authScopes: SCOPE,
    args: { key: t.arg.string({ required: true }), venueId: t.arg.id({ required: false }) },
    resolve: async (_root, args, ctx) => configOf(ctx, args.key, await scopeOf(ctx, args.key, args.venueId)),
  }),
);

const MappingEntryInput = builder.inputType('AccountMappingEntryInput', {
  fields: (t) => ({ key: t.string({ required: true }), account: t.string({ required: true }) }),
});
const MappingInput = builder.inputType('IntegrationConfigInput', {
  fields: (t) => ({
    sales: t.field({ type: [MappingEntryInput], required: true }),
    vat: t.field({ type: [MappingEntryInput], required: true }),
    payments: t.field({
      type: [MappingEntryInput],
      required: true,
      description:
        "The built-in methods' accounts, and a company method's own account under its code (else `otherPayments`).",
    }),
    otherPayments: t.string({
      required: false,
      description:
        "The account of the company's own payment methods without an entry of their own; left out: the saved one, else the country's default.",
    }),
    tips: t.string({ required: true }),
    rounding: t.string({ required: true }),
    cashDifference: t.string({ required: true }),
    tenant: t.string({ required: false }),
  }),
});

const entries = (list: readonly { key: string; account: string }[], keyLength = 20, count = 20) =>
  Object.fromEntries(
    list.slice(0, count).map((e) => [e.key.trim().slice(0, keyLength), e.account.trim().slice(0, 20)]),
  );

/** The "other payments" account to save: the one sent, else the saved one, else the country's default. */
async function otherPaymentsOf(
  ctx: Parameters<typeof viewerOf>[0],
  key: string,
  scope: MappingScope,
  sent: string | null | undefined,
): Promise<string> {
  if (sent != null) return sent.trim().slice(0, 20);
  const companyId = viewerOf(ctx).companyId;
  const current = await mappingOf(ctx.db, companyId, key, scope === SHARED ? null : scope);
  return (
    current.mapping.otherPayments ??
    defaultMapping(await companyCountry(ctx.db, companyId)).otherPayments ??
    ''
  );
}

builder.mutationField('saveIntegrationConfig', (t) =>
  t.field({
    type: Mapping,
    description:
      'Saves the account mapping; every VAT rate of the country and every payment method must have an account. Needs the company metadata, else "Metadata not available" (spec section 5).',
    authScopes: SCOPE,
    args: {
      key: t.arg.string({ required: true }),
      data: t.arg({ type: MappingInput, required: true }),
      venueId: t.arg.id({
        required: false,
        description: 'A venue of its own mapping; without, the shared one.',
      }),
    },
    resolve: async (_root, args, ctx) => {
      const scope = await scopeOf(ctx, args.key, args.venueId);
      // Spec section 5: an integration's configuration needs the company metadata.
      await requireCompanyMetadata(ctx.db, viewerOf(ctx));
      const companyId = viewerOf(ctx).companyId;
      const mapping: AccountMapping = {
        sales: entries(args.data.sales),
        vat: entries(args.data.vat),
        // Keys are method codes: a company's own code is up to PAYMENT_METHOD_CODE_MAX long.
        payments: entries(args.data.payments, PAYMENT_METHOD_CODE_MAX, 100),
        otherPayments: await otherPaymentsOf(ctx, args.key, scope, args.data.otherPayments),
        tips: args.data.tips.trim(),
        rounding: args.data.rounding.trim(),
        cashDifference: args.data.cashDifference.trim(),
        tenant: args.data.tenant?.trim() || null,
      };
      await saveMapping(ctx.db, companyId, args.key, mapping, scope);
      return configOf(ctx, args.key, scope);
    },
  }),
);

builder.mutationField('removeVenueIntegrationConfig', (t) =>
  t.field({
    type: Mapping,
    description: "Drops a venue's own mapping: its days are booked on the shared one again (answered).",
    authScopes: SCOPE,
    args: { key: t.arg.string({ required: true }), venueId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const scope = await scopeOf(ctx, args.key, args.venueId);
      await removeVenueMapping(ctx.db, viewerOf(ctx).companyId, args.key, scope);
      return configOf(ctx, args.key, scope);
    },
  }),
);

builder.mutationField('sendDailyVouchers', (t) =>
  t.field({
    type: Integration,
    description:
      "Closes an accounting day for the provider: one balanced voucher per venue (made once), or for a staff scheduling tool each venue's sales of the day, and queues them to be sent (the job queue retries with backoff; the vouchers field shows each one's state); failed ones of that day are queued again (never booked twice).",
    authScopes: SCOPE,
    args: { key: t.arg.string({ required: true }), accountingDate: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      if (!isProviderKey(args.key) || !/^\d{4}-\d{2}-\d{2}$/.test(args.accountingDate))
        throw new DomainError('BAD_USER_INPUT', (t) => t.errors.badInput(), { problems: [] });
      // The file export has no provider to send to.
      if (PROVIDERS[args.key].kind === 'file')
        throw new DomainError('BAD_USER_INPUT', (t) => t.integrations.errors.fileOnly(), { problems: [] });
      await sendDay(ctx.db, viewer, args.key, args.accountingDate, sendDeps(), ctx.jobs ?? null);
      return integrationOf(ctx.db, viewer.companyId, args.key);
    },
  }),
);

builder.mutationField('resendIntegrationVoucher', (t) =>
  t.field({
    type: VoucherStatus,
    description:
      "\"Send again\" on a failed voucher (the dead letter: the queue gave up, or the provider refused): it waits again and its job is queued; any other voucher is answered as it is. Never booked twice (the voucher's id is the provider's reference). Another company's voucher answers NOT_FOUND like a missing one.",
    authScopes: SCOPE,
    args: { voucherId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const row = await sendVoucherAgain(
        ctx.db,
        viewerOf(ctx),
        String(args.voucherId),
        sendDeps(),
        ctx.jobs ?? null,
      );
      if (!row) throw new DomainError('NOT_FOUND', (t) => t.errors.notFound());
      return row;
    },
  }),
);
