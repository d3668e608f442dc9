import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { accountingDateWithCutoff } from '../../src/domain/accountingDay.ts';
import type { CountryCode } from '../../src/domain/countries.ts';
import { COUNTRIES } from '../../src/domain/countries.ts';
import {
  type AccountMapping,
  defaultMapping,
  mappingProblems,
  tenantProblems,
} from '../../src/domain/integrations/mapping.ts';
import { PAYMENT_METHODS } from '../../src/domain/orders.ts';
import { findRegister } from '../finance/accountingDay.ts';
import { AUTOMATIC_CLOSER } from '../finance/dayCloser.ts';
import { financeProblem, refuseFinance } from '../finance/finance.errors.ts';
import { closeInOrder } from '../finance/zReports.service.ts';
import { DomainError } from '../platform/api/domainError.ts';
import { isUuid } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  companies,
  integrationConfigs,
  integrationConnections,
  vouchers,
} from '../platform/db/schema/index.ts';
import { ownRow, ownRows } from '../platform/db/tenant.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import { type Keyring, seal } from '../platform/secrets.ts';
import { permittedVenues } from '../venues/venues.service.ts';
import type { CredentialVerifier } from './adapter.ts';
import { prepareStaffDay } from './staffSales.service.ts';
import {
  enqueueWaitingDayRows,
  prepareDailyVoucher,
  resendVoucher,
  type SendDeps,
  unclosedBooks,
} from './vouchers.service.ts';

export const SHARED = 'shared';

export async function companyCountry(db: Queryable, companyId: string): Promise<CountryCode> {
  const [company] = await db
    .select({ country: companies.country })
    .from(companies)
    .where(eq(companies.id, companyId));
  return (company?.country ?? 'SE') as CountryCode;
}

export async function connectionOf(db: Queryable, companyId: string, provider: string) {
  const [row] = await db
    .select()
    .from(integrationConnections)
    .where(ownRows({ companyId }, integrationConnections, eq(integrationConnections.provider, provider)));
  return row ?? null;
}

/** Verifies the credentials with the provider; stores them sealed either way, with its answer. */
export async function connect(
  db: Queryable,
  viewer: Viewer,
  provider: string,
  adapter: CredentialVerifier,
  credentials: Record<string, string>,
  key: Keyring | Buffer,
) {
  const verdict = await adapter.verify(credentials);
  const values = {
    status: verdict.ok ? 'connected' : 'refused',
    credentials: seal(credentials, key),
    message: verdict.ok ? '' : verdict.message,
    connectedAt: new Date(),
  };
  await db
    .insert(integrationConnections)
    .values(ownRow(viewer, { provider, ...values }))
    .onConflictDoUpdate({
      target: [integrationConnections.companyId, integrationConnections.provider],
      set: values,
    });
  if (!verdict.ok)
    throw new DomainError(
      'BAD_USER_INPUT',
      (t) => t.integrations.errors.refused({ message: verdict.message }),
      {
        problems: [
          {
            field: 'credentials',
            code: 'refused',
            wording: (t) => t.integrations.errors.refused({ message: verdict.message }),
          },
        ],
      },
    );
}

/**
 * Where a mapping applies: `shared` by every venue, or one venue's own (its id). A venue without
 * its own uses the shared mapping, and that one the country's defaults until saved.
 */
export type MappingScope = typeof SHARED | (string & {});

const configOf = (companyId: string, provider: string, scope: MappingScope) =>
  ownRows(
    { companyId },
    integrationConfigs,
    eq(integrationConfigs.provider, provider),
    eq(integrationConfigs.scope, scope),
  );

async function savedMapping(db: Queryable, companyId: string, provider: string, scope: MappingScope) {
  const [row] = await db
    .select({ mapping: integrationConfigs.mapping })
    .from(integrationConfigs)
    .where(configOf(companyId, provider, scope));
  return row?.mapping ?? null;
}

/**
 * The mapping a venue's days are booked on (its own, else the shared one, else the country's
 * defaults); without a venue, the shared one. `own` says the venue has a mapping of its own.
 */
export async function mappingOf(
  db: Queryable,
  companyId: string,
  provider: string,
  venueId?: string | null,
): Promise<{ mapping: AccountMapping; saved: boolean; own: boolean }> {
  const own = venueId ? await savedMapping(db, companyId, provider, venueId) : null;
  if (own) return { mapping: own, saved: true, own: true };
  const shared = await savedMapping(db, companyId, provider, SHARED);
  if (shared) return { mapping: shared, saved: true, own: false };
  return { mapping: defaultMapping(await companyCountry(db, companyId)), saved: false, own: false };
}

/**
 * Saves the mapping for its scope (shared, or a venue the caller has checked is the company's)
 * when every VAT rate of the country and every payment method is mapped.
 */
export async function saveMapping(
  db: Queryable,
  companyId: string,
  provider: string,
  mapping: AccountMapping,
  scope: MappingScope = SHARED,
) {
  const country = await companyCountry(db, companyId);
  const problems = [
    ...mappingProblems(
      mapping,
      { vatRates: COUNTRIES[country].vatRates, paymentMethods: PAYMENT_METHODS },
      null,
    ),
    ...tenantProblems(mapping),
  ];
  if (problems.length)
    throw new DomainError('BAD_USER_INPUT', (t) => t.integrations.errors.checkFields(), {
      problems: problems.map((p) => ({
        field: p.field,
        code: p.code,
        wording: (t) =>
          p.code === 'unmappedVatRate'
            ? t.integrations.errors.unmappedVatRate({ rate: p.subject })
            : p.code === 'unmappedPaymentMethod'
              ? t.integrations.errors.unmappedPaymentMethod({ method: p.subject })
              : p.code === 'invalidTenant'
                ? t.integrations.errors.invalidTenant()
                : t.integrations.errors.unmappedAccount(),
      })),
    });
  await db
    .insert(integrationConfigs)
    .values({ companyId, provider, scope, mapping })
    .onConflictDoUpdate({
      target: [integrationConfigs.companyId, integrationConfigs.provider, integrationConfigs.scope],
      set: { mapping, updatedAt: new Date() },
    });
}

/** Drops a venue's own mapping: its days go back to the shared one. */
export async function removeVenueMapping(
  db: Queryable,
  companyId: string,
  provider: string,
  venueId: string,
) {
  await db.delete(integrationConfigs).where(configOf(companyId, provider, venueId));
}

/** The provider's vouchers of the last 30 days, newest first (for the integration page). */
export async function recentVouchers(db: Queryable, viewer: Viewer, provider: string, now = new Date()) {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const allowed = new Set((await permittedVenues(db, viewer)).map((v) => v.id));
  const rows = await db
    .select()
    .from(vouchers)
    .where(ownRows(viewer, vouchers, eq(vouchers.integration, provider), gte(vouchers.createdAt, since)))
    .orderBy(desc(vouchers.accountingDate), desc(vouchers.createdAt))
    .limit(100);
  return rows.filter((row) => allowed.has(row.venueId));
}

/**
 * Closes an accounting day for the provider: one voucher per venue of the viewer's (once), made
 * from the day's Z-report on the venue's mapping, or for a staff scheduling tool the venue's
 * sales of the day, then enqueues their sends on the job queue (`queue`; without one, the next
 * books tick does). A finished day that has no Z-report yet is closed first by the close by hand's
 * own rule (`closeInOrder`: a real date, in order, never while an earlier day with sales is open);
 * a day still open is refused. The refusal names what is
 * unmapped. The day's failed rows are put back in the queue first (never booked twice: the row's
 * id is the provider's reference); rows already sent, or being retried by the queue, are left.
 */
export async function sendDay(
  db: Queryable,
  viewer: Viewer,
  provider: string,
  date: string,
  deps: SendDeps,
  queue: JobQueue | null = null,
  now = new Date(),
) {
  const staff = Object.hasOwn(deps.staff ?? {}, provider);
  const venues = await permittedVenues(db, viewer);
  for (const venue of venues) {
    const day = ownRow(viewer, { venueId: venue.id, date, provider });
    const prepare = async () =>
      staff
        ? { problems: [], ...(await prepareStaffDay(db, day)) }
        : prepareDailyVoucher(db, {
            ...day,
            mapping: (await mappingOf(db, viewer.companyId, provider, venue.id)).mapping,
          });
    let { problems, open } = await prepare();
    if (open) {
      if (date >= accountingDateWithCutoff(now, venue.timezone, venue.accountingCutoff))
        refuseFinance([financeProblem('accountingDate', 'dayNotOver')]);
      // Every book of the day: the register-less sales' and each register's with sales then (the
      // voucher holds them all, and waits for the last).
      const books = new Set(['', ...(await unclosedBooks(db, viewer.companyId, venue.id, date))]);
      for (const book of books) {
        const register = book ? await findRegister(db, viewer.companyId, venue.id, book) : null;
        await closeInOrder(
          db,
          ownRow(viewer, {
            venue,
            date,
            register: book,
            registerName: register?.name ?? '',
            closedBy: AUTOMATIC_CLOSER,
          }),
          now,
        );
      }
      ({ problems, open } = await prepare());
    }
    if (problems.length)
      throw new DomainError(
        'BAD_USER_INPUT',
        (t) => t.integrations.errors.cannotSend({ what: problems.map((p) => p.subject).join(', ') }),
        {
          problems: [],
        },
      );
  }
  if (!venues.length) return;
  const ofDay = ownRows(
    viewer,
    vouchers,
    eq(vouchers.integration, provider),
    eq(vouchers.accountingDate, date),
    inArray(
      vouchers.venueId,
      venues.map((v) => v.id),
    ),
  );
  const failed = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(ofDay, eq(vouchers.status, 'failed')));
  for (const row of failed) await resendVoucher(db, viewer.companyId, row.id);
  if (queue) await enqueueWaitingDayRows(db, queue, deps, now, ofDay);
}

/**
 * "Send again" on one voucher of the integration page (issue 44 item 2): a failed one (the dead
 * letter) is put back and its job queued; any other is left as it is (idempotent: its id stays the
 * provider's reference, so it is never booked twice). Answers the row, or null when it is not one
 * of the viewer's (another company's, or a venue the viewer may not see: like a missing one).
 */
export async function sendVoucherAgain(
  db: Queryable,
  viewer: Viewer,
  voucherId: string,
  deps: Pick<SendDeps, 'staff' | 'retries'>,
  queue: JobQueue | null,
) {
  if (!isUuid(voucherId)) return null;
  const allowed = new Set((await permittedVenues(db, viewer)).map((v) => v.id));
  const find = async () =>
    (
      await db
        .select()
        .from(vouchers)
        .where(ownRows(viewer, vouchers, eq(vouchers.id, voucherId)))
    ).find((row) => row.integration !== '' && allowed.has(row.venueId)) ?? null;
  if (!(await find())) return null;
  await resendVoucher(db, viewer.companyId, voucherId, queue, deps);
  return find();
}
