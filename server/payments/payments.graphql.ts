import { accountHolderSchema, payoutReportSchema, storeAddressSchema } from '../../src/domain/payments.ts';
import { badArguments, DomainError, type Wording } from '../platform/api/domainError.ts';
import { parseInput } from '../platform/api/input.ts';
import { worded } from '../platform/api/results.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { AccountHolderRow, PaymentReportRow, PaymentStoreRow } from '../platform/db/schema/index.ts';
import { cursorBinding, decodeCursor, encodeCursor, isPageSize } from '../platform/paging/cursor.ts';
import { listFilterOf, newestFirstPage } from '../platform/paging/keyset.ts';
import { permittedLegalEntities } from '../venues/venues.service.ts';
import {
  addProviderStore,
  callProvider,
  companyOf,
  createAccountHolder,
  createPayoutReport,
  findAccountHolder,
  hasStoredPayouts,
  listAccountHolders,
  listPaymentReports,
  listStoredPayouts,
  listTransactions,
  PAYMENT_FIELDS,
  provider,
  providerRefusal,
  refreshOnboarding,
  type TransactionRow,
  transactionFilterSchema,
  transactionTotals,
} from './payments.service.ts';
import type { ProviderBalanceAccount, ProviderPayout } from './provider.ts';
import { type LegalEntityShape, listStoreVenues, type StoreVenue } from './stores.service.ts';

/** Payments-only companies (issue 20 item 6, issue 24 item 1; docs/payments.md). */
const PAYMENTS = { paymentsCompany: true } as const;
export const PAYMENTS_PAGE_SIZE = 50;

function badInput(): never {
  throw badArguments();
}

const TransactionType = builder
  .objectRef<TransactionRow & { currency: string }>('PaymentTransaction')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      orderId: t.exposeID('orderId'),
      orderNumber: t.exposeInt('orderNumber'),
      venueId: t.exposeID('venueId'),
      venueName: t.exposeString('venueName'),
      amount: t.exposeInt('amount', { description: 'Minor units.' }),
      tip: t.exposeInt('tip'),
      currency: t.exposeString('currency'),
      reference: t.exposeString('reference', { nullable: true }),
      createdAt: t.string({ resolve: (row) => row.createdAt.toISOString() }),
    }),
  });

const TransactionPage = builder
  .objectRef<{
    items: (TransactionRow & { currency: string })[];
    nextCursor: string | null;
    totals: () => Promise<{ count: number; amount: number }>;
  }>('PaymentTransactionPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [TransactionType], resolve: (page) => page.items }),
      nextCursor: t.exposeString('nextCursor', { nullable: true }),
      totalCount: t.int({ resolve: async (page) => (await page.totals()).count }),
      totalAmount: t.float({ resolve: async (page) => (await page.totals()).amount }),
    }),
  });

const TransactionFilter = builder.inputType('PaymentTransactionFilter', {
  fields: (t) => ({
    venueId: t.id({ required: false }),
    fromDate: t.string({ required: false, description: 'First accounting day, YYYY-MM-DD.' }),
    toDate: t.string({ required: false, description: 'Last accounting day, YYYY-MM-DD.' }),
    search: t.string({ required: false, description: 'An order number or the start of a card reference.' }),
  }),
});

builder.queryField('paymentTransactions', (t) =>
  t.field({
    type: TransactionPage,
    description:
      "The card payments of the company's orders, newest first, keyset-paged (nextCursor → after).",
    authScopes: PAYMENTS,
    args: {
      filter: t.arg({ type: TransactionFilter, required: false }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const filter = listFilterOf(transactionFilterSchema, args.filter ?? {});
      const { currency } = await companyOf(ctx.db, viewer);
      const page = await newestFirstPage(ctx, {
        list: 'paymentTransactions',
        scope: filter,
        first: args.first,
        pageSize: PAYMENTS_PAGE_SIZE,
        after: args.after,
        instant: 'createdAt',
        load: (first, after) => listTransactions(ctx.db, viewer, filter, first, after),
      });
      let totals: Promise<{ count: number; amount: number }> | null = null;
      return {
        items: page.items.map((row) => ({ ...row, currency })),
        nextCursor: page.nextCursor,
        totals: () => {
          totals ??= transactionTotals(ctx.db, viewer, filter);
          return totals;
        },
      };
    },
  }),
);

const ShareholderType = builder.objectRef<{ name: string; jobTitle: string }>('Shareholder').implement({
  fields: (t) => ({ name: t.exposeString('name'), jobTitle: t.exposeString('jobTitle') }),
});

export const AccountHolderType = builder.objectRef<AccountHolderRow>('AccountHolder').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    legalName: t.exposeString('legalName'),
    country: t.exposeString('country'),
    email: t.exposeString('email'),
    legalEntityId: t.exposeID('legalEntityId', { nullable: true }),
    status: t.exposeString('status', {
      description: 'Onboarding (KYC) state at the provider: PENDING, VERIFIED, REJECTED.',
    }),
    shareholders: t.field({ type: [ShareholderType], resolve: (row) => row.shareholders }),
    createdAt: t.string({ resolve: (row) => row.createdAt.toISOString() }),
  }),
});

const BalanceAccountType = builder.objectRef<ProviderBalanceAccount>('BalanceAccount').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    description: t.exposeString('description'),
    currency: t.exposeString('currency'),
    available: t.exposeFloat('available', { description: 'Minor units.' }),
    pending: t.exposeFloat('pending'),
  }),
});

interface Overview {
  configured: boolean;
  balanceAccounts: ProviderBalanceAccount[];
  accountHolders: AccountHolderRow[];
  /** Worded when the field resolves, in the viewer's language. */
  providerError: Wording | null;
}

const StoreType = builder.objectRef<PaymentStoreRow>('PaymentStore').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    venueId: t.exposeID('venueId'),
    accountHolderId: t.exposeID('accountHolderId'),
    providerId: t.exposeString('providerId'),
    status: t.exposeString('status', {
      nullable: true,
      description: "The store's status at the provider from its webhook events (null until one came).",
    }),
  }),
});

const PaymentsLegalEntityType = builder.objectRef<LegalEntityShape>('PaymentsLegalEntity').implement({
  description: 'A legal entity of the company at the card provider; account holders are created under one.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    venueIds: t.exposeIDList('venueIds'),
  }),
});

const StoreVenueType = builder.objectRef<StoreVenue>('PaymentsStoreVenue').implement({
  description:
    'A venue of the viewer, whether it is a store at the card provider and whether its address is filled in.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    street: t.exposeString('street'),
    zip: t.exposeString('zip'),
    city: t.exposeString('city'),
    metadataComplete: t.exposeBoolean('metadataComplete', {
      description: 'Street, postal code and city are filled in (a store needs them).',
    }),
    store: t.field({ type: StoreType, nullable: true, resolve: (venue) => venue.store }),
  }),
});

const OverviewType = builder.objectRef<Overview>('PaymentsOverview').implement({
  fields: (t) => ({
    configured: t.exposeBoolean('configured', { description: 'False when no card provider key is set.' }),
    legalEntities: t.field({
      type: [PaymentsLegalEntityType],
      resolve: (_o, _args, ctx) => permittedLegalEntities(ctx.db, viewerOf(ctx)),
    }),
    venues: t.field({
      type: [StoreVenueType],
      description: "The viewer's venues with their store at the provider, if any.",
      resolve: (_o, _args, ctx) => listStoreVenues(ctx.db, viewerOf(ctx)),
    }),
    balanceAccounts: t.field({ type: [BalanceAccountType], resolve: (o) => o.balanceAccounts }),
    accountHolders: t.field({ type: [AccountHolderType], resolve: (o) => o.accountHolders }),
    providerError: t.string({
      nullable: true,
      resolve: worded((o) => o.providerError),
      description: 'Why the balance could not be read (translated); the stored parts still show.',
    }),
  }),
});

builder.queryField('paymentsOverview', (t) =>
  t.field({
    type: OverviewType,
    description: "GetBalance and the account holders' onboarding state of the viewer's company.",
    authScopes: PAYMENTS,
    resolve: async (_root, _args, ctx) => {
      const viewer = viewerOf(ctx);
      const holders = await listAccountHolders(ctx.db, viewer);
      const configured = provider();
      if (!configured)
        return { configured: false, balanceAccounts: [], accountHolders: holders, providerError: null };
      const company = await companyOf(ctx.db, viewer);
      try {
        const balanceAccounts = company.legalEntityId ? await configured.balance(company.legalEntityId) : [];
        const refreshed = await refreshOnboarding(ctx.db, viewer, configured);
        return { configured: true, balanceAccounts, accountHolders: refreshed, providerError: null };
      } catch (error) {
        try {
          providerRefusal(error);
        } catch (refusal) {
          const wording: Wording =
            refusal instanceof DomainError ? refusal.wording : (t) => t.payments.errors.providerDown();
          return { configured: true, balanceAccounts: [], accountHolders: holders, providerError: wording };
        }
        throw error;
      }
    },
  }),
);

const ShareholderInput = builder.inputType('ShareholderInput', {
  fields: (t) => ({ name: t.string({ required: true }), jobTitle: t.string({ required: false }) }),
});
const AccountHolderInput = builder.inputType('AccountHolderInput', {
  fields: (t) => ({
    legalName: t.string({ required: true }),
    country: t.string({ required: true }),
    email: t.string({ required: true }),
    shareholders: t.field({ type: [ShareholderInput], required: true }),
    legalEntityId: t.id({
      required: false,
      description: "One of the company's legal entities; unset: the company's own at the provider.",
    }),
  }),
});

const AccountHolderPayload = builder
  .objectRef<{ accountHolder: AccountHolderRow }>('AccountHolderPayload')
  .implement({
    fields: (t) => ({ accountHolder: t.field({ type: AccountHolderType, resolve: (p) => p.accountHolder }) }),
  });

builder.mutationField('createAccountHolder', (t) =>
  t.field({
    type: AccountHolderPayload,
    description:
      'Creates an account holder at the card provider, then stores it (nothing is stored when the provider refuses). Needs the company metadata, else "Metadata not available" (spec section 5) and the provider is not called.',
    authScopes: PAYMENTS,
    args: { input: t.arg({ type: AccountHolderInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(
        accountHolderSchema,
        {
          ...args.input,
          shareholders: args.input.shareholders.map((s) => ({ name: s.name, jobTitle: s.jobTitle ?? '' })),
        },
        PAYMENT_FIELDS,
      );
      const legalEntityId = args.input.legalEntityId == null ? null : String(args.input.legalEntityId);
      return { accountHolder: await createAccountHolder(ctx.db, viewerOf(ctx), input, legalEntityId) };
    },
  }),
);

builder.queryField('kycLink', (t) =>
  t.string({
    description: "The card provider's hosted onboarding (KYC) link for one of the company's account holders.",
    authScopes: PAYMENTS,
    args: { accountHolderId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const holder = await findAccountHolder(ctx.db, viewerOf(ctx), String(args.accountHolderId));
      return callProvider((p) => p.kycLink(holder.providerId, `${ctx.publicUrl}/payments-transactions`));
    },
  }),
);

builder.queryField('checkoutLink', (t) =>
  t.string({
    description: "The card provider's hosted checkout link for one of the company's account holders.",
    authScopes: PAYMENTS,
    args: { accountHolderId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const holder = await findAccountHolder(ctx.db, viewerOf(ctx), String(args.accountHolderId));
      return callProvider((p) => p.checkoutLink(holder.providerId, `${ctx.publicUrl}/payments-transactions`));
    },
  }),
);

const StoreAddressInput = builder.inputType('StoreAddressInput', {
  description:
    "A venue's address for the card provider, when the venue has none yet (stored with the store).",
  fields: (t) => ({
    street: t.string({ required: true }),
    zip: t.string({ required: true }),
    city: t.string({ required: true }),
  }),
});

builder.mutationField('addProviderStore', (t) =>
  t.field({
    type: StoreType,
    description:
      "Adds a venue as a store at the card provider with the venue's metadata (once per venue); `address` fills in a venue without one, saved only when the provider accepts.",
    authScopes: PAYMENTS,
    args: {
      venueId: t.arg.id({ required: true }),
      accountHolderId: t.arg.id({ required: true }),
      address: t.arg({ type: StoreAddressInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const address = args.address ? parseInput(storeAddressSchema, args.address, PAYMENT_FIELDS) : null;
      const store = await addProviderStore(
        ctx.db,
        viewerOf(ctx),
        String(args.venueId),
        String(args.accountHolderId),
        address,
      );
      if (!store) throw new Error('store not stored');
      return store;
    },
  }),
);

const PayoutType = builder.objectRef<ProviderPayout>('Payout').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    amount: t.exposeFloat('amount', { description: 'Minor units.' }),
    currency: t.exposeString('currency'),
    status: t.exposeString('status'),
    bookedAt: t.exposeString('bookedAt'),
  }),
});

const PayoutPage = builder
  .objectRef<{ configured: boolean; items: ProviderPayout[]; nextCursor: string | null }>('PayoutPage')
  .implement({
    fields: (t) => ({
      configured: t.exposeBoolean('configured'),
      items: t.field({ type: [PayoutType], resolve: (page) => page.items }),
      nextCursor: t.exposeString('nextCursor', { nullable: true }),
    }),
  });

builder.queryField('payouts', (t) =>
  t.field({
    type: PayoutPage,
    description:
      "An account holder's payouts: those the card provider's webhook events stored (newest first, no call to the provider), or, while none is stored, read through from the provider page by page; configured is false without a provider.",
    authScopes: PAYMENTS,
    args: {
      accountHolderId: t.arg.id({ required: true }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const first = args.first ?? PAYMENTS_PAGE_SIZE;
      if (!isPageSize(first)) badInput();
      const holder = await findAccountHolder(ctx.db, viewer, String(args.accountHolderId));
      const configured = provider() !== null;
      if (await hasStoredPayouts(ctx.db, viewer, holder.id)) {
        const page = await newestFirstPage(ctx, {
          list: 'storedPayouts',
          scope: holder.id,
          first,
          pageSize: PAYMENTS_PAGE_SIZE,
          after: args.after,
          instant: 'bookedAt',
          load: (size, after) => listStoredPayouts(ctx.db, viewer, holder.id, size, after),
        });
        return {
          configured,
          items: page.items.map((row) => ({
            id: row.providerId,
            accountHolderId: holder.providerId,
            amount: row.amount,
            currency: row.currency,
            status: row.status,
            bookedAt: row.bookedAt.toISOString(),
          })),
          nextCursor: page.nextCursor,
        };
      }
      if (!configured) return { configured: false, items: [], nextCursor: null };
      // The cursor is bound to the viewer's company like any list's (server/platform/paging/cursor.ts).
      const binding = cursorBinding(viewer, 'payouts', holder.id);
      let cursor: string | null = null;
      if (args.after) {
        const [value] = decodeCursor(ctx.tokenSecret, binding, args.after) ?? [];
        if (typeof value !== 'string') badInput();
        cursor = value;
      }
      const page = await callProvider((p) =>
        p.payouts({ accountHolderId: holder.providerId, cursor, limit: first }),
      );
      return {
        configured: true,
        items: page.items,
        nextCursor: page.next ? encodeCursor(ctx.tokenSecret, binding, [page.next]) : null,
      };
    },
  }),
);

const ReportType = builder.objectRef<PaymentReportRow>('PaymentReport').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    accountHolderId: t.exposeID('accountHolderId'),
    type: t.exposeString('type'),
    venueId: t.exposeID('venueId', { nullable: true }),
    orgNumber: t.exposeString('orgNumber'),
    currency: t.exposeString('currency'),
    fromDate: t.exposeString('fromDate'),
    toDate: t.exposeString('toDate'),
    status: t.exposeString('status'),
    downloadUrl: t.exposeString('downloadUrl', { nullable: true }),
    createdAt: t.string({ resolve: (row) => row.createdAt.toISOString() }),
  }),
});

const ReportPage = builder
  .objectRef<{ items: PaymentReportRow[]; nextCursor: string | null }>('PaymentReportPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [ReportType], resolve: (page) => page.items }),
      nextCursor: t.exposeString('nextCursor', { nullable: true }),
    }),
  });

builder.queryField('paymentReports', (t) =>
  t.field({
    type: ReportPage,
    description: 'The payout reports asked of the card provider, newest first, keyset-paged.',
    authScopes: PAYMENTS,
    args: { first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      return newestFirstPage(ctx, {
        list: 'paymentReports',
        scope: '',
        first: args.first,
        pageSize: PAYMENTS_PAGE_SIZE,
        after: args.after,
        instant: 'createdAt',
        load: (first, after) => listPaymentReports(ctx.db, viewer, first, after),
      });
    },
  }),
);

const PayoutReportInput = builder.inputType('PayoutReportInput', {
  fields: (t) => ({
    accountHolderId: t.id({ required: true }),
    type: t.string({ required: false }),
    venueId: t.id({ required: false }),
    orgNumber: t.string({ required: true }),
    currency: t.string({ required: true }),
    fromDate: t.string({ required: true }),
    toDate: t.string({ required: true }),
  }),
});

builder.mutationField('createPayoutReport', (t) =>
  t.field({
    type: ReportType,
    description:
      'Asks the card provider for a payout report (spec section 3 payload) and stores it once accepted.',
    authScopes: PAYMENTS,
    args: { input: t.arg({ type: PayoutReportInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(
        payoutReportSchema,
        {
          ...args.input,
          accountHolderId: String(args.input.accountHolderId),
          type: args.input.type ?? undefined,
        },
        PAYMENT_FIELDS,
      );
      return createPayoutReport(ctx.db, viewerOf(ctx), input);
    },
  }),
);
