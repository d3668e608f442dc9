import { lazy, Suspense } from 'react';
import type { CountryCode } from '../../domain/countries.ts';
import { moneyText, parseMoney } from '../../domain/money.ts';
import {
  ALLERGENS,
  EU_ALLERGENS,
  NORWEGIAN_CATEGORY_NAMES,
  NORWEGIAN_PRODUCT_CATEGORIES,
  type NorwegianProductCategory,
  WEIGHT_UNITS,
} from '../../domain/pim.ts';
import { compareItems } from '../../domain/sorting.ts';
import type { ItemInput } from '../../graphql/__generated__/graphql.ts';
import { AppError } from '../../graphql/client.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import {
  type ResourceDescriptor,
  SaveFailure,
  type TextValue,
  textCompare,
} from '../../platform/crud/index.ts';
import { allergenName } from './allergens.ts';
import { ProductCsvTools } from './ProductCsv/ProductCsv.tsx';
import { CreateItemDocument, UpdateItemDocument, UpdateItemPriceDocument } from './pim.gql.ts';
import {
  allowedDefaults,
  defaultVariationsQueryOptions,
  fetchProductPage,
  itemBulk,
  itemQueryOptions,
  lookups,
  PRODUCT_SORTS,
  type ProductRow,
  pimKeys,
  removeNodes,
} from './pim.queries.ts';
import { pimErrorTexts, pimTexts } from './pim.resources.ts';
import type { PimEnv } from './pimEnv.ts';
import {
  LANGUAGES,
  nullable,
  PIM_INVALIDATES,
  Tags,
  textValueOf,
  translationsInput,
  validateWith,
} from './resourceHelpers.tsx';

// The editor's side panels (removable ingredients, history) load with the editor, not the list.
const ProductAside = lazy(() =>
  import('./ProductHistory.tsx').then((module) => ({ default: module.ProductAside })),
);

export interface ProductForm {
  title: string;
  titleLang: TextValue;
  categoryIds: string[];
  courseTypeId: string;
  defaultPrice: string;
  manualPrice: boolean;
  volumeSuffix: string;
  vatRate: string;
  takeAwayVatRate: string;
  norwegianCategory: string;
  stationId: string;
  appliedVariations: string[];
  defaultVariationsIds: string[];
  upsellIds: string[];
  allergens: string[];
  imageUrl: string;
}

/** Norwegian category names (Mat, Øl, …) as `pim.norwegianCategories` keys. */
const NORWEGIAN_KEYS: Record<
  NorwegianProductCategory,
  keyof TranslationFunctions['pim']['norwegianCategories']
> = {
  Mat: 'mat',
  Øl: 'ol',
  Vin: 'vin',
  Brennevin: 'brennevin',
  Rusbrus: 'rusbrus',
  Mineralvann: 'mineralvann',
  'Te/kaffe': 'teKaffe',
  'Andre varer': 'andreVarer',
  Annet: 'annet',
};

export function norwegianCategoryLabel(LL: TranslationFunctions, name: NorwegianProductCategory): string {
  const rates = NORWEGIAN_PRODUCT_CATEGORIES[name];
  return LL.pim.form.vatOptionNorway({
    name: LL.pim.norwegianCategories[NORWEGIAN_KEYS[name]](),
    rate: rates.vatRate,
    takeAway: rates.takeAwayVatRate,
  });
}

/** Allergen options, the 14 EU allergens first under their own heading. */
export function allergenOptions(LL: TranslationFunctions) {
  const eu: readonly string[] = EU_ALLERGENS;
  return ALLERGENS.map((allergen) => ({
    id: allergen,
    label: allergenName(LL, allergen),
    group: eu.includes(allergen) ? LL.pim.allergenGroups.eu() : LL.pim.allergenGroups.other(),
  }));
}

/**
 * The form as the API's item payload (spec section 3), the price read with the company's decimal
 * mark (`country`). `defaults`: the default variations kept (those of the applied groups, which
 * the save reads by id); the form's own when not given.
 */
export function productInput(
  form: ProductForm,
  country: CountryCode,
  defaults: readonly string[] = form.defaultVariationsIds,
): ItemInput {
  const price = parseMoney(form.defaultPrice, country);
  return {
    title: form.title.trim(),
    titleLang: translationsInput(form.titleLang),
    categoryIds: form.categoryIds,
    courseTypeId: nullable(form.courseTypeId),
    stationId: nullable(form.stationId),
    defaultPrice: price ?? -1,
    manualPrice: form.manualPrice,
    volumeSuffix: nullable(form.volumeSuffix.trim()),
    vatRate: form.vatRate === '' ? null : Number(form.vatRate),
    takeAwayVatRate: form.takeAwayVatRate === '' ? null : Number(form.takeAwayVatRate),
    norwegianCategory: nullable(form.norwegianCategory),
    appliedVariations: form.appliedVariations,
    defaultVariationsIds: [...defaults],
    upsellIds: form.upsellIds,
    allergens: form.allergens,
    imageUrl: nullable(form.imageUrl.trim()),
  };
}

/** Spec section 5: the item is created or updated, then its price set; both must succeed. */
async function saveProduct({
  id,
  form,
  version,
  env,
}: {
  id: string | null;
  form: ProductForm;
  version: number | null;
  env: PimEnv;
}): Promise<string> {
  const data = productInput(
    form,
    env.country,
    await allowedDefaults(form.appliedVariations, form.defaultVariationsIds),
  );
  const failed =
    id === null ? env.LL.pim.errors.failedToCreateItem() : env.LL.pim.errors.failedToUpdateItem();
  // Validation and conflicts are answered on the fields and in the conflict dialog; anything
  // else is the spec's "Failed to create item" / "Failed to update item".
  const passThrough = (error: unknown) =>
    error instanceof AppError && ['BAD_USER_INPUT', 'CONFLICT', 'NOT_FOUND'].includes(error.code);
  let itemId: string;
  let itemVersion: number;
  try {
    if (id === null) {
      const created = (await mutation.send(CreateItemDocument, { data })).createItem;
      // The new id and a defined default price are needed before the price is set.
      if (!created.id || created.defaultPrice == null) throw new SaveFailure(failed);
      itemId = created.id;
      itemVersion = created.version;
    } else {
      const updated = (
        await mutation.send(UpdateItemDocument, { itemId: id, data, expectedVersion: version })
      ).updateItem;
      itemId = updated.id;
      itemVersion = updated.version;
    }
  } catch (error) {
    if (passThrough(error) || error instanceof SaveFailure) throw error;
    throw new SaveFailure(failed);
  }
  const priced = await mutation.run(UpdateItemPriceDocument, {
    itemId,
    price: data.defaultPrice,
    expectedVersion: itemVersion,
  });
  if (!priced.success || !priced.data?.updateItemPrice.success) throw new SaveFailure(failed);
  return itemId;
}

export const productsResource: ResourceDescriptor<'products', ProductRow, ProductForm, PimEnv> = {
  key: 'products',
  texts: pimTexts('products'),
  errorTexts: pimErrorTexts,
  scope: 'POS_CUSTOMIZATION',
  pages: { key: pimKeys.itemPages, fetch: fetchProductPage, sortable: PRODUCT_SORTS, pageSize: 100 },
  detail: itemQueryOptions,
  invalidates: PIM_INVALIDATES,
  remove: removeNodes,
  name: (row) => row.title,
  searchText: (row) => row.title,
  version: (row) => row.version,
  defaultSort: null,
  columns: [
    {
      key: 'title',
      width: 'minmax(10rem, 2fr)',
      // Spec section 5: by title, then by first-category name.
      compare: (env) => compareItems(env.locale),
      render: (row) => row.title,
    },
    {
      key: 'categories',
      width: 'minmax(8rem, 1.5fr)',
      compare: (env) => {
        const compare = textCompare(env.locale);
        return (a, b) => compare(a.categories[0]?.name ?? '', b.categories[0]?.name ?? '');
      },
      render: (row) => <Tags items={row.categories} />,
    },
    {
      key: 'price',
      width: '6.5rem',
      numeric: true,
      compare: () => (a, b) => a.defaultPrice - b.defaultPrice,
      render: (row, env) => env.money(row.defaultPrice),
    },
    {
      key: 'vat',
      width: '4rem',
      numeric: true,
      compare: () => (a, b) => a.vatRate - b.vatRate,
      render: (row, env) => env.LL.pim.form.vatOption({ rate: row.vatRate }),
    },
    {
      key: 'course',
      width: 'minmax(6rem, 1fr)',
      compare: (env) => {
        const compare = textCompare(env.locale);
        return (a, b) => compare(a.courseType?.name ?? '', b.courseType?.name ?? '');
      },
      render: (row) => row.courseType?.name ?? '',
    },
    {
      key: 'allergens',
      width: 'minmax(6rem, 1.2fr)',
      render: (row, env) => row.allergens.map((allergen) => allergenName(env.LL, allergen)).join(', '),
    },
  ],
  facet: {
    label: (env) => env.LL.pim.resources.products.fields.categoryIds(),
    lookup: lookups.categories,
    match: (row, categoryId) => row.categories.some((category) => category.id === categoryId),
  },
  fields: [
    { name: 'title', kind: 'text', required: true },
    {
      name: 'defaultPrice',
      kind: 'money',
      required: true,
      description: (env) => env.LL.pim.form.currencyHint({ currency: env.currency }),
    },
    { name: 'titleLang', kind: 'translations', languages: LANGUAGES, wide: true, suggestFrom: 'title' },
    { name: 'categoryIds', kind: 'searchMulti', ...lookups.categories, ordered: true, wide: true },
    {
      name: 'vatRate',
      kind: 'select',
      options: (env) => env.options.vatRates,
      noneLabel: true,
      hidden: (form, env) => env.country === 'NO' && form.norwegianCategory !== '',
    },
    {
      name: 'takeAwayVatRate',
      kind: 'select',
      options: (env) => env.options.vatRates,
      noneLabel: true,
      hidden: (form, env) => env.country === 'NO' && form.norwegianCategory !== '',
    },
    {
      name: 'norwegianCategory',
      kind: 'select',
      options: (env) =>
        NORWEGIAN_CATEGORY_NAMES.map((name) => ({ id: name, label: norwegianCategoryLabel(env.LL, name) })),
      noneLabel: true,
      hidden: (_form, env) => env.country !== 'NO',
      description: (env) => env.LL.pim.form.norwegianHint(),
      wide: true,
    },
    { name: 'manualPrice', kind: 'checkbox' },
    { name: 'volumeSuffix', kind: 'quantity', units: WEIGHT_UNITS },
    { name: 'courseTypeId', kind: 'searchSelect', ...lookups.courseTypes },
    {
      name: 'stationId',
      kind: 'searchSelect',
      ...lookups.stations,
      description: (env) => env.LL.pim.form.inheritStation(),
    },
    { name: 'appliedVariations', kind: 'searchMulti', ...lookups.variationGroups, ordered: true, wide: true },
    {
      name: 'defaultVariationsIds',
      kind: 'queryMulti',
      // The chosen groups' variations, read by id (the groups are not loaded whole).
      options: (form) => defaultVariationsQueryOptions(form.appliedVariations),
      hidden: (form) => form.appliedVariations.length === 0,
      wide: true,
    },
    { name: 'upsellIds', kind: 'searchMulti', ...lookups.upsells, ordered: true, wide: true },
    { name: 'allergens', kind: 'checkboxGroup', options: (env) => allergenOptions(env.LL), wide: true },
    { name: 'imageUrl', kind: 'url', wide: true },
  ],
  empty: (env) => ({
    title: '',
    titleLang: textValueOf(null),
    categoryIds: [],
    courseTypeId: '',
    defaultPrice: '',
    manualPrice: false,
    volumeSuffix: '',
    vatRate: '',
    takeAwayVatRate: '',
    norwegianCategory: env.country === 'NO' ? 'Mat' : '',
    stationId: '',
    appliedVariations: [],
    defaultVariationsIds: [],
    upsellIds: [],
    allergens: [],
    imageUrl: '',
  }),
  toForm: (row, env) => ({
    title: row.title,
    titleLang: textValueOf(row.titleLang),
    categoryIds: row.categories.map((category) => category.id),
    courseTypeId: row.courseTypeId ?? '',
    defaultPrice: moneyText(row.defaultPrice, env.country),
    manualPrice: row.manualPrice ?? false,
    volumeSuffix: row.volumeSuffix ?? '',
    vatRate: String(row.vatRate),
    takeAwayVatRate: row.takeAwayVatRate == null ? '' : String(row.takeAwayVatRate),
    norwegianCategory: row.norwegianCategory ?? '',
    stationId: row.stationId ?? '',
    appliedVariations: row.appliedVariations.map((group) => group.id),
    defaultVariationsIds: row.defaultVariationsIds ?? [],
    upsellIds: row.upsellIds ?? [],
    allergens: row.allergens,
    imageUrl: row.imageUrl ?? '',
  }),
  validate: async (form, env) => {
    const errors = await validateWith(
      (rules) => rules.itemSchema(env.country),
      productInput(form, env.country),
    );
    if (parseMoney(form.defaultPrice, env.country) === null)
      errors.defaultPrice = form.defaultPrice.trim() === '' ? 'required' : 'priceInvalid';
    return errors;
  },
  save: saveProduct,
  toolbar: (env, rows, query) => <ProductCsvTools env={env} rows={rows} query={query} />,
  aside: (row) => (
    <Suspense fallback={null}>
      <ProductAside itemId={row.id} name={row.title} />
    </Suspense>
  ),
  bulk: [
    {
      key: 'bulkCategory',
      label: (env) => env.LL.pim.list.bulkCategory(),
      lookup: lookups.categories,
      ...itemBulk((categoryId) => ({ categoryIds: [categoryId] })),
    },
    {
      key: 'bulkVat',
      label: (env) => env.LL.pim.list.bulkVat(),
      options: (env) => env.options.vatRates,
      ...itemBulk((rate) => ({ vatRate: Number(rate) })),
    },
    {
      key: 'bulkGroup',
      label: (env) => env.LL.pim.list.bulkGroup(),
      lookup: lookups.variationGroups,
      ...itemBulk((groupId) => ({ addVariationGroupIds: [groupId] })),
    },
  ],
};
