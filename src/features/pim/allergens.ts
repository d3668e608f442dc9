import { isAllergen } from '../../domain/pim.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';

/**
 * An allergen's name in the viewer's language: the product editor's words (`LL.pim.allergens`, the
 * one source every screen that shows allergens reads; the `pim` namespace must be loaded). A value
 * that is no allergen shows as it is stored.
 */
export function allergenName(LL: TranslationFunctions, code: string): string {
  return isAllergen(code) ? LL.pim.allergens[code]() : code;
}
