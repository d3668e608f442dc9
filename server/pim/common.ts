import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ZodError } from 'zod';
import { type CountryCode, normalizeCountry } from '../../src/domain/countries.ts';
import { type PimErrorCode, type PimFieldErrors, pimFieldErrors } from '../../src/domain/pimSchemas.ts';
import { DomainError, type FieldProblem, problemsOf } from '../api/domainError.ts';
import type { DB } from '../db/client.ts';
import { companies } from '../db/schema/index.ts';

export type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];
/** The database or a transaction on it. */
export type Queryable = DB | Tx;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that cannot exist are answered like missing ones (no database error, no probing). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export async function companyCountry(db: Queryable, companyId: string): Promise<CountryCode> {
  const [company] = await db
    .select({ country: companies.country })
    .from(companies)
    .where(eq(companies.id, companyId));
  return normalizeCountry(company?.country);
}

/** PIM field codes as field problems, worded from the `pim.errors` dictionary. */
export function pimProblems(errors: PimFieldErrors): FieldProblem[] {
  return problemsOf(errors, (t, code) => t.pim.errors[code]());
}

/**
 * Invalid input: BAD_USER_INPUT with `extensions.fieldErrors` ({ field, code, message }, the
 * message in the caller's language), so the screens show each problem on its field.
 */
export function badInput(errors: PimFieldErrors) {
  return new DomainError('BAD_USER_INPUT', (t) => t.pim.errors.checkFields(), {
    problems: pimProblems(errors),
  });
}

export function zodBadInput(error: ZodError) {
  return badInput(pimFieldErrors(error));
}

/** Missing and foreign ids get the same answer. */
export function notFound() {
  return new DomainError('NOT_FOUND', (t) => t.pim.errors.notFound());
}

/** A save based on an old version: the client offers reload or overwrite. */
export function conflict(currentVersion: number) {
  return new DomainError('CONFLICT', (t) => t.pim.errors.conflict(), { extensions: { currentVersion } });
}

/** Parses with a zod schema or throws the field errors. */
export function parseInput<T>(
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: ZodError } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw zodBadInput(result.error);
  return result.data;
}

type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn };

/** Which of these ids are rows of `table` in the company. */
export async function ownedIds(
  db: Queryable,
  table: CompanyTable,
  companyId: string,
  ids: readonly string[],
  extra?: ReturnType<typeof eq>,
): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.id, wanted), extra));
  return new Set(rows.map((row) => String(row.id)));
}

/**
 * Checks references to the viewer's company's rows; each unknown (or foreign) id becomes a field
 * error on its field, e.g. `categoryIds` → unknownReference.
 */
export async function checkReferences(
  db: Queryable,
  companyId: string,
  references: readonly {
    field: string;
    table: CompanyTable;
    ids: readonly (string | null | undefined)[] | null | undefined;
    extra?: ReturnType<typeof eq>;
  }[],
): Promise<PimFieldErrors> {
  const errors: PimFieldErrors = {};
  for (const reference of references) {
    const ids = (reference.ids ?? []).filter((value): value is string => typeof value === 'string');
    if (ids.length === 0) continue;
    const owned = await ownedIds(db, reference.table, companyId, ids, reference.extra);
    if (ids.some((value) => !owned.has(value))) errors[reference.field] = 'unknownReference';
  }
  return errors;
}

export function hasErrors(errors: PimFieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

export function fieldError(field: string, code: PimErrorCode): PimFieldErrors {
  return { [field]: code };
}

/** Optimistic concurrency: the stored version must be the one the editor started from. */
export function checkVersion(current: number, expected: number | null | undefined): void {
  if (expected != null && expected !== current) throw conflict(current);
}

/**
 * GraphQL gives null for a field sent as null: for most fields that means "not given"; only
 * the `clearable` ones are set to null (a course, a station, a volume).
 */
export function withoutNulls<T extends object>(data: T, clearable: readonly string[] = []): T {
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => value !== null || clearable.includes(key)),
  ) as T;
}

type VersionedTable = CompanyTable & { version: PgColumn };

/**
 * Locks one row of the company for the rest of the transaction and checks the editor's version;
 * a missing or foreign id answers NOT_FOUND, a stale version CONFLICT.
 */
export async function lockVersioned(
  tx: Tx,
  table: VersionedTable,
  companyId: string,
  id: string,
  expectedVersion: number | null | undefined,
): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx
    .select({ version: table.version })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.id, id)))
    .for('update');
  if (!row) throw notFound();
  checkVersion(Number(row.version), expectedVersion);
}
