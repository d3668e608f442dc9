import { eq, inArray } from 'drizzle-orm';
import type { ZodError } from 'zod';
import { type CountryCode, normalizeCountry } from '../../src/domain/countries.ts';
import { type PimErrorCode, type PimFieldErrors, pimFieldErrors } from '../../src/domain/pimSchemas.ts';
import { invalidFields } from '../platform/api/input.ts';
import { type CompanyTable, isUuid } from '../platform/api/versioned.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { companies } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { PIM_FIELDS } from './fields.ts';

export type { Queryable, Tx } from '../platform/db/queryable.ts';

export async function companyCountry(db: Queryable, companyId: string): Promise<CountryCode> {
  const [company] = await db
    .select({ country: companies.country })
    .from(companies)
    .where(eq(companies.id, companyId));
  return normalizeCountry(company?.country);
}

/**
 * Invalid input: BAD_USER_INPUT with `extensions.fieldErrors` ({ field, code, message }, the
 * message in the caller's language), so the screens show each problem on its field.
 */
export function badInput(errors: PimFieldErrors) {
  return invalidFields(errors, PIM_FIELDS);
}

export function zodBadInput(error: ZodError) {
  return badInput(pimFieldErrors(error));
}

export { parseInput, withoutNulls } from '../platform/api/input.ts';
export { checkVersion, conflict, isUuid, lockVersioned, notFound } from '../platform/api/versioned.ts';

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
    .where(ownRows({ companyId }, table, inArray(table.id, wanted), extra));
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
