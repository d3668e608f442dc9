import { COUNTRIES, type CountryCode } from '../countries.ts';
import {
  CATEGORIES,
  type CategoryKey,
  COURSES,
  type CourseKey,
  MODIFIERS,
  type ModifierKey,
} from './catalogue.ts';
import type { VenueKind } from './kinds.ts';
import { nameIn, translationsOf } from './names.ts';
import { libraryPrice } from './prices.ts';
import { LIBRARY_VAT } from './vat.ts';

export { isVenueKind, VENUE_KINDS, type VenueKind } from './kinds.ts';

/** The categories each kind of venue starts with, in menu order. */
export const KIND_CATEGORIES: Record<VenueKind, readonly CategoryKey[]> = {
  cafe: ['hotDrinks', 'coldDrinks', 'pastries', 'sandwiches', 'desserts', 'snacks'],
  bar: ['beer', 'wine', 'cocktails', 'coldDrinks', 'snacks', 'hotDrinks'],
  restaurant: ['starters', 'mains', 'desserts', 'coldDrinks', 'beer', 'wine', 'hotDrinks'],
  shop: ['groceries', 'merchandise', 'pastries', 'coldDrinks', 'snacks'],
};

type Lang = Record<string, string>;

export interface TemplateProduct {
  key: string;
  title: string;
  titleLang: Lang;
  price: number;
  vatRate: number;
  takeAwayVatRate: number | null;
  courseKey: CourseKey | null;
  modifiers: readonly ModifierKey[];
}
export interface TemplateCategory {
  key: CategoryKey;
  name: string;
  nameLang: Lang;
  color: string;
  vatRate: number;
  courseKey: CourseKey | null;
  products: TemplateProduct[];
}
export interface TemplateCourse {
  key: CourseKey;
  name: string;
  nameLang: Lang;
  position: number;
}
export interface TemplateModifier {
  key: ModifierKey;
  title: string;
  titleLang: Lang;
  options: { name: string; nameLang: Lang; price: number }[];
}
export interface LibraryTemplate {
  country: CountryCode;
  kind: VenueKind;
  courses: TemplateCourse[];
  modifiers: TemplateModifier[];
  categories: TemplateCategory[];
}

/** The template of one country and kind of venue, named in the company's language. */
export function libraryTemplate(country: CountryCode, kind: VenueKind, language: string): LibraryTemplate {
  const vat = LIBRARY_VAT[country];
  const categories = KIND_CATEGORIES[kind].map((key): TemplateCategory => {
    const category = CATEGORIES[key];
    const rates = vat[category.vat];
    const courseKey = 'course' in category ? category.course : null;
    return {
      key,
      name: nameIn(category.names, language),
      nameLang: translationsOf(category.names),
      color: category.color,
      vatRate: rates.rate,
      courseKey,
      products: category.products.map((product) => ({
        key: product.key,
        title: nameIn(product.names, language),
        titleLang: translationsOf(product.names),
        price: libraryPrice(product.price, country),
        vatRate: rates.rate,
        takeAwayVatRate: rates.takeAway ?? null,
        courseKey,
        modifiers: 'modifiers' in product ? (product.modifiers ?? []) : [],
      })),
    };
  });
  const courseKeys = [...new Set(categories.flatMap((c) => (c.courseKey ? [c.courseKey] : [])))];
  const modifierKeys = [...new Set(categories.flatMap((c) => c.products.flatMap((p) => p.modifiers)))];
  return {
    country,
    kind,
    courses: courseKeys.map((key) => ({
      key,
      name: nameIn(COURSES[key].names, language),
      nameLang: translationsOf(COURSES[key].names),
      position: COURSES[key].position,
    })),
    modifiers: modifierKeys.map((key) => ({
      key,
      title: nameIn(MODIFIERS[key].names, language),
      titleLang: translationsOf(MODIFIERS[key].names),
      options: MODIFIERS[key].options.map((option) => ({
        name: nameIn(option.names, language),
        nameLang: translationsOf(option.names),
        price: libraryPrice(option.price, country) * (option.price === 0 ? 0 : 1),
      })),
    })),
    categories,
  };
}

/** Every rate a template uses is one of its country's VAT rates (checked by the test). */
export function templateRates(template: LibraryTemplate): number[] {
  return [
    ...new Set(
      template.categories.flatMap((c) =>
        c.products.flatMap((p) => (p.takeAwayVatRate == null ? [p.vatRate] : [p.vatRate, p.takeAwayVatRate])),
      ),
    ),
  ];
}

export const countryVatRates = (country: CountryCode) => COUNTRIES[country].vatRates;

/** The layout the wizard builds from a kind's library, named in the company's language. */
export const KIND_NAMES: Record<
  VenueKind,
  readonly [string, string, string, string, string, string, string]
> = {
  cafe: ['Kafé', 'Kafé', 'Café', 'Café', 'Cafetería', 'Kafe', 'مقهى'],
  bar: ['Bar', 'Bar', 'Bar', 'Bar', 'Bar', 'Bar', 'بار'],
  restaurant: ['Restaurang', 'Restaurant', 'Restaurant', 'Restaurant', 'Restaurante', 'Restoran', 'مطعم'],
  shop: ['Butik', 'Butikk', 'Butik', 'Shop', 'Tienda', 'Mağaza', 'متجر'],
};
