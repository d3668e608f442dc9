import type { CountryCode } from '../../src/domain/countries.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import { companyCountry } from './common.ts';

/** A schema made for the viewer's company country (its VAT rates, its Norwegian categories). */
export function forCountry<T>(schema: (country: CountryCode) => T) {
  return async (db: DB, viewer: Viewer): Promise<T> => schema(await companyCountry(db, viewer.companyId));
}
