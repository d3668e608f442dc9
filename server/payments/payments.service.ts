import { and, desc, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { isCountryCode } from '../../src/domain/countries.ts';
import {
  type AccountHolderInput,
  orgNumberFits,
  type PaymentErrorCode,
  type PayoutReportInput,
  paymentFieldErrors,
  type StoreAddressInput,
} from '../../src/domain/payments.ts';
import { z } from '../../src/domain/zod.ts';
import { hasCompanyMetadata, metadataNotAvailable } from '../company/metadata.ts';
import { DomainError, type FieldProblem } from '../platform/api/domainError.ts';
import type { FieldDictionary } from '../platform/api/input.ts';
import { isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import { likeLiteral } from '../platform/db/like.ts';
import {
  accountHolders,
  cardProviderPayouts,
  companies,
  orderPayments,
  orders,
  paymentReports,
  paymentStores,
  venues,
} from '../platform/db/schema/index.ts';
import { ownRow, ownRows, seesVenue, seesVenueColumn } from '../platform/db/tenant.ts';
import { type CardProvider, CardProviderError, cardProviderFromEnv } from './provider.ts';
import { accountHolderEntity, hasStoreMetadata } from './stores.service.ts';

export const PAYMENT_FIELDS: FieldDictionary<PaymentErrorCode> = {
  codesOf: paymentFieldErrors,
  word: (t, code) => t.payments.errors[code](),
  checkFields: (t) => t.payments.errors.checkFields(),
};

/** The configured card provider or null (read per call, so tests and the e2e run can point it at a fake). */
export function provider(): CardProvider | null {
  return cardProviderFromEnv();
}

/** "Not configured": the provider-only parts refuse with a clear, translated message. */
export function requireProvider(): CardProvider {
  const configured = provider();
  if (!configured)
    throw new DomainError('BAD_USER_INPUT', (t) => t.payments.errors.notConfigured(), {
      problems: [],
      extensions: { notConfigured: true },
    });
  return configured;
}

/** Our input names for the provider's field names, so a refusal lands on the field to fix. */
const PROVIDER_FIELDS: Record<string, string> = {
  legalName: 'legalName',
  email: 'email',
  country: 'country',
  orgNumber: 'orgNumber',
  currency: 'currency',
  from: 'fromDate',
  to: 'toDate',
  street: 'venue.street',
  zip: 'venue.zip',
  city: 'venue.city',
};

/**
 * A provider failure as a translated, actionable refusal (issue 24): a refused field names the
 * field (with the provider's own words), a refused key says who fixes it, an outage says retry.
 */
export function providerRefusal(error: unknown): never {
  if (!(error instanceof CardProviderError)) throw error;
  const failure = error.failure;
  switch (failure.kind) {
    case 'invalid': {
      const field = failure.field
        ? (PROVIDER_FIELDS[failure.field] ?? PROVIDER_FIELDS[failure.field.replace(/^.*\./, '')] ?? null)
        : null;
      const problems: FieldProblem[] = field
        ? [
            {
              field,
              code: 'providerRejected',
              wording: (t) => t.payments.errors.providerRefusedField({ message: failure.message }),
            },
          ]
        : [];
      throw new DomainError(
        'BAD_USER_INPUT',
        (t) => t.payments.errors.providerRefused({ message: failure.message }),
        { problems },
      );
    }
    case 'unauthorized':
      throw new DomainError('BAD_USER_INPUT', (t) => t.payments.errors.providerKey(), { problems: [] });
    case 'notFound':
      throw new DomainError('NOT_FOUND', (t) => t.errors.notFound());
    default:
      throw new DomainError('INTERNAL_SERVER_ERROR', (t) => t.payments.errors.providerDown());
  }
}

export async function callProvider<T>(run: (p: CardProvider) => Promise<T>): Promise<T> {
  const p = requireProvider();
  try {
    return await run(p);
  } catch (error) {
    providerRefusal(error);
  }
}

// ---------------------------------------------------------------------------------------------
// Transactions: the card payments of the company's orders, keyset-paged in SQL.

/** The transactions list's filter (the GraphQL list and the CSV export read it alike). */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const transactionFilterSchema = z.object({
  venueId: z.string().max(100).nullish(),
  fromDate: day.nullish(),
  toDate: day.nullish(),
  search: z.string().max(100).nullish(),
});

export interface TransactionFilter {
  venueId?: string | null;
  fromDate?: string | null;
  toDate?: string | null;
  /** An order number or the start of an acquirer reference. */
  search?: string | null;
}

export interface TransactionRow {
  id: string;
  orderId: string;
  orderNumber: number;
  venueId: string;
  venueName: string;
  amount: number;
  tip: number;
  reference: string | null;
  createdAt: Date;
}

export function transactionWhere(viewer: Viewer, filter: TransactionFilter): SQL {
  const search = filter.search?.trim();
  return ownRows(
    viewer,
    orderPayments,
    eq(orderPayments.method, 'CARD'),
    seesVenueColumn(viewer, orders.venueId),
    filter.venueId != null
      ? isUuid(filter.venueId)
        ? eq(orders.venueId, filter.venueId)
        : sql`false`
      : undefined,
    filter.fromDate ? gte(orders.accountingDate, filter.fromDate) : undefined,
    filter.toDate ? lte(orders.accountingDate, filter.toDate) : undefined,
    search
      ? /^\d{1,9}$/.test(search)
        ? or(eq(orders.number, Number(search)), sql`${orderPayments.acquirerReference} ilike ${`${search}%`}`)
        : sql`${orderPayments.acquirerReference} ilike ${`${likeLiteral(search)}%`}`
      : undefined,
  );
}

export async function listTransactions(
  db: DB,
  viewer: Viewer,
  filter: TransactionFilter,
  first: number,
  after: { at: Date; id: string } | null,
): Promise<TransactionRow[]> {
  const keyset = after
    ? or(
        lt(orderPayments.createdAt, after.at),
        and(eq(orderPayments.createdAt, after.at), lt(orderPayments.id, after.id)),
      )
    : undefined;
  return db
    .select({
      id: orderPayments.id,
      orderId: orders.id,
      orderNumber: orders.number,
      venueId: orders.venueId,
      venueName: venues.name,
      amount: orderPayments.amount,
      tip: orderPayments.tip,
      reference: orderPayments.acquirerReference,
      createdAt: orderPayments.createdAt,
    })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .where(and(transactionWhere(viewer, filter), keyset))
    .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id))
    .limit(first + 1);
}

export async function transactionTotals(db: DB, viewer: Viewer, filter: TransactionFilter) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${orderPayments.amount}), 0)::bigint`,
    })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(transactionWhere(viewer, filter));
  return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
}

// ---------------------------------------------------------------------------------------------
// Account holders, stores, reports.

export async function companyOf(db: DB, viewer: Viewer) {
  const [company] = await db.select().from(companies).where(eq(companies.id, viewer.companyId));
  if (!company) throw notFound();
  return company;
}

export function listAccountHolders(db: DB, viewer: Viewer) {
  return db
    .select()
    .from(accountHolders)
    .where(ownRows(viewer, accountHolders))
    .orderBy(accountHolders.createdAt, accountHolders.id);
}

/**
 * The onboarding (KYC) state of each holder not yet verified, asked of the provider and stored
 * when it changed (so the page shows the provider's state, and the last known one without it).
 */
export async function refreshOnboarding(db: DB, viewer: Viewer, p: CardProvider) {
  const holders = await listAccountHolders(db, viewer);
  return Promise.all(
    holders.map(async (holder) => {
      if (holder.status === 'VERIFIED') return holder;
      const status = await p.accountHolderStatus(holder.providerId);
      if (status === holder.status) return holder;
      await db
        .update(accountHolders)
        // The provider's state now: a webhook event older than this does not overwrite it.
        .set({ status, statusAt: new Date() })
        .where(ownRows(viewer, accountHolders, eq(accountHolders.id, holder.id)));
      return { ...holder, status };
    }),
  );
}

/** The viewer's account holder by id; a foreign or malformed id answers NOT_FOUND like a missing one. */
export async function findAccountHolder(db: DB, viewer: Viewer, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(accountHolders)
    .where(ownRows(viewer, accountHolders, eq(accountHolders.id, id)));
  if (!row) throw notFound();
  return row;
}

/**
 * Creates the account holder at the provider first; only its acceptance writes the row, so a
 * refused or failed call leaves nothing behind (issue 24, "nothing half-saved").
 */
export async function createAccountHolder(
  db: DB,
  viewer: Viewer,
  input: AccountHolderInput,
  legalEntityId?: string | null,
) {
  const company = await companyOf(db, viewer);
  // Spec section 5, "Metadata required": before the provider is called, so nothing is sent for it.
  if (!hasCompanyMetadata(company)) throw metadataNotAvailable();
  const entity = await accountHolderEntity(db, viewer, company.legalEntityId, legalEntityId);
  if (!entity.found) throw notFound();
  const created = await callProvider((p) =>
    p.createAccountHolder({
      reference: `${company.id}:${input.legalName}`,
      legalEntityId: entity.id,
      legalName: input.legalName,
      country: input.country,
      email: input.email,
      shareholders: input.shareholders.map((s) => ({ name: s.name, jobTitle: s.jobTitle })),
    }),
  );
  const [row] = await db
    .insert(accountHolders)
    .values(
      ownRow(viewer, {
        legalEntityId: entity.id,
        providerId: created.id,
        legalName: input.legalName,
        country: input.country,
        email: input.email,
        shareholders: input.shareholders,
        status: created.status,
      }),
    )
    .returning();
  if (!row) throw new Error('account holder not stored');
  return row;
}

function metadataMissing(): never {
  throw new DomainError('BAD_USER_INPUT', (t) => t.payments.errors.metadataMissing(), { problems: [] });
}

/** Adds a venue as a store at the provider; needs the venue's metadata (spec section 5). */
export async function addProviderStore(
  db: DB,
  viewer: Viewer,
  venueId: string,
  accountHolderId: string,
  address: StoreAddressInput | null = null,
) {
  if (!isUuid(venueId) || !seesVenue(viewer, venueId)) throw notFound();
  const [venue] = await db
    .select()
    .from(venues)
    .where(ownRows(viewer, venues, eq(venues.id, venueId)));
  if (!venue) throw notFound();
  const holder = await findAccountHolder(db, viewer, accountHolderId);
  const company = await companyOf(db, viewer);
  // An address typed on the onboarding page wins over the venue's (it is stored with the store).
  const place = address ?? { street: venue.street, zip: venue.zip, city: venue.city };
  if (!hasStoreMetadata(place) || !isCountryCode(company.country)) metadataMissing();
  const [existing] = await db.select().from(paymentStores).where(eq(paymentStores.venueId, venue.id));
  if (existing) return existing;
  const store = await callProvider((p) =>
    p.createStore({
      accountHolderId: holder.providerId,
      reference: venue.id,
      name: venue.name,
      ...place,
      country: company.country,
    }),
  );
  // Only after the provider said yes: a refusal leaves the venue's address and the stores as they were.
  return db.transaction(async (tx) => {
    if (address)
      await tx
        .update(venues)
        .set({ ...address, version: sql`${venues.version} + 1` })
        .where(ownRows(viewer, venues, eq(venues.id, venue.id)));
    const [row] = await tx
      .insert(paymentStores)
      .values(ownRow(viewer, { venueId: venue.id, accountHolderId: holder.id, providerId: store.id }))
      .onConflictDoNothing()
      .returning();
    return row ?? (await tx.select().from(paymentStores).where(eq(paymentStores.venueId, venue.id)))[0];
  });
}

export async function createPayoutReport(db: DB, viewer: Viewer, input: PayoutReportInput) {
  const holder = await findAccountHolder(db, viewer, input.accountHolderId);
  if (input.venueId) {
    const allowed = seesVenue(viewer, input.venueId);
    const [venue] =
      allowed && isUuid(input.venueId)
        ? await db
            .select({ id: venues.id })
            .from(venues)
            .where(ownRows(viewer, venues, eq(venues.id, input.venueId)))
        : [];
    if (!venue) throw notFound();
  }
  const country = isCountryCode(holder.country) ? holder.country : 'SE';
  if (!orgNumberFits(country, input.orgNumber))
    throw new DomainError('BAD_USER_INPUT', (t) => t.payments.errors.checkFields(), {
      problems: [
        {
          field: 'orgNumber',
          code: 'invalidOrgNumber',
          wording: (t) => t.payments.errors.invalidOrgNumber(),
        },
      ],
    });
  const report = await callProvider((p) =>
    p.createPayoutReport({
      accountHolderId: holder.providerId,
      type: input.type,
      storeReference: input.venueId ?? null,
      orgNumber: input.orgNumber,
      currency: input.currency,
      from: input.fromDate,
      to: input.toDate,
    }),
  );
  const [row] = await db
    .insert(paymentReports)
    .values(
      ownRow(viewer, {
        accountHolderId: holder.id,
        type: input.type,
        venueId: input.venueId ?? null,
        orgNumber: input.orgNumber,
        currency: input.currency,
        fromDate: input.fromDate,
        toDate: input.toDate,
        providerId: report.id,
        status: report.status,
        downloadUrl: report.downloadUrl,
      }),
    )
    .returning();
  if (!row) throw new Error('report not stored');
  return row;
}

export function listPaymentReports(
  db: DB,
  viewer: Viewer,
  first: number,
  after: { at: Date; id: string } | null,
) {
  return db
    .select()
    .from(paymentReports)
    .where(
      ownRows(
        viewer,
        paymentReports,
        after
          ? or(
              lt(paymentReports.createdAt, after.at),
              and(eq(paymentReports.createdAt, after.at), lt(paymentReports.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(paymentReports.createdAt), desc(paymentReports.id))
    .limit(first + 1);
}

/** Whether the provider's webhook events have told of any payout of this holder (one of the viewer's). */
export async function hasStoredPayouts(db: DB, viewer: Viewer, accountHolderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cardProviderPayouts.id })
    .from(cardProviderPayouts)
    .where(ownRows(viewer, cardProviderPayouts, eq(cardProviderPayouts.accountHolderId, accountHolderId)))
    .limit(1);
  return Boolean(row);
}

/**
 * A holder's payouts as the webhook events stored them (providerWebhook.ts), newest first, keyset
 * paged on (booked_at, id): the payouts page shows a payout's state with no call to the provider.
 */
export function listStoredPayouts(
  db: DB,
  viewer: Viewer,
  accountHolderId: string,
  first: number,
  after: { at: Date; id: string } | null,
) {
  return db
    .select()
    .from(cardProviderPayouts)
    .where(
      ownRows(
        viewer,
        cardProviderPayouts,
        eq(cardProviderPayouts.accountHolderId, accountHolderId),
        after
          ? or(
              lt(cardProviderPayouts.bookedAt, after.at),
              and(eq(cardProviderPayouts.bookedAt, after.at), lt(cardProviderPayouts.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(cardProviderPayouts.bookedAt), desc(cardProviderPayouts.id))
    .limit(first + 1);
}
