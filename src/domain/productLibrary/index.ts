export type { CategoryKey, CourseKey, ModifierKey, VatClass } from './catalogue.ts';
export { nameIn, translationsOf } from './names.ts';
export { libraryPrice } from './prices.ts';
export {
  countryVatRates,
  isVenueKind,
  KIND_CATEGORIES,
  KIND_NAMES,
  type LibraryTemplate,
  libraryTemplate,
  type TemplateCategory,
  type TemplateProduct,
  templateRates,
  VENUE_KINDS,
  type VenueKind,
} from './templates.ts';
