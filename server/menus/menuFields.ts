import { menuFieldErrors } from '../../src/domain/menuSchemas.ts';
import type { MenuErrorCode } from '../../src/domain/menus.ts';
import type { FieldDictionary } from '../platform/api/input.ts';

/** The menus area's field codes (from the shared schemas of `src/domain/menus.ts`) and their words. */
export const MENU_FIELDS: FieldDictionary<MenuErrorCode> = {
  codesOf: menuFieldErrors,
  word: (t, code) => t.menus.errors[code](),
  checkFields: (t) => t.menus.errors.checkFields(),
};
