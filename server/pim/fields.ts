import { type PimErrorCode, pimFieldErrors } from '../../src/domain/pimSchemas.ts';
import type { FieldDictionary } from '../platform/api/input.ts';

/** The product-information area's field codes (src/domain/pimSchemas.ts) in the `pim.errors` words. */
export const PIM_FIELDS: FieldDictionary<PimErrorCode> = {
  codesOf: pimFieldErrors,
  word: (t, code) => t.pim.errors[code](),
  checkFields: (t) => t.pim.errors.checkFields(),
};
