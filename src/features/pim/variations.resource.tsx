import type { CountryCode } from '../../domain/countries.ts';
import { moneyText, parseMoney } from '../../domain/money.ts';
import { SELECTION_MODES, type SelectionMode } from '../../domain/pim.ts';
import type { VariationGroupInput } from '../../graphql/__generated__/graphql.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { PriceLine, ResourceDescriptor, TextValue } from '../../platform/crud/index.ts';
import { newLineKey } from '../../ui/FormControls.tsx';
import { CreateVariationGroupDocument, UpdateVariationGroupDocument } from './pim.gql.ts';
import { namedDetails, removeNodes, variationGroupPages } from './pim.queries.ts';
import { pimErrorTexts, pimTexts } from './pim.resources.ts';
import type { PimEnv, VariationGroupRow } from './pimEnv.ts';
import {
  byNumber,
  byText,
  LANGUAGES,
  PIM_INVALIDATES,
  textValueOf,
  translationsInput,
  validateWith,
} from './resourceHelpers.tsx';

export interface VariationGroupForm {
  title: string;
  titleLang: TextValue;
  selectionMode: string;
  variations: PriceLine[];
}

/** The form as the API's payload, the prices read with the company's decimal mark. */
export function groupInput(form: VariationGroupForm, country: CountryCode): VariationGroupInput {
  return {
    title: form.title.trim(),
    titleLang: translationsInput(form.titleLang),
    selectionMode: form.selectionMode,
    variations: form.variations.map((line) => ({
      id: line.id,
      name: line.name.trim(),
      price: parseMoney(line.price, country) ?? -1,
    })),
  };
}

const modeLabel = (env: PimEnv, mode: string) =>
  (SELECTION_MODES as readonly string[]).includes(mode)
    ? env.LL.pim.selectionModes[mode as SelectionMode]()
    : mode;

export const variationsResource: ResourceDescriptor<
  'variations',
  VariationGroupRow,
  VariationGroupForm,
  PimEnv
> = {
  key: 'variations',
  texts: pimTexts('variations'),
  errorTexts: pimErrorTexts,
  scope: 'POS_CUSTOMIZATION',
  pages: variationGroupPages,
  detail: namedDetails.variationGroups,
  invalidates: PIM_INVALIDATES,
  remove: removeNodes,
  name: (row) => row.title,
  searchText: (row) => `${row.title} ${row.variations.map((variation) => variation.name).join(' ')}`,
  version: (row) => row.version,
  defaultSort: 'title',
  columns: [
    {
      key: 'title',
      width: 'minmax(9rem, 1.2fr)',
      compare: byText((row) => row.title),
      render: (row, env) => `${row.title} (${env.LL.pim.resources.products.count({ count: row.itemCount })})`,
    },
    {
      key: 'selectionMode',
      width: 'minmax(8rem, 1fr)',
      compare: byNumber((row) => SELECTION_MODES.indexOf(row.selectionMode as SelectionMode)),
      render: (row, env) => modeLabel(env, row.selectionMode),
    },
    {
      key: 'variations',
      width: 'minmax(12rem, 2.5fr)',
      render: (row, env) =>
        row.variations
          .map((variation) =>
            variation.price ? `${variation.name} +${env.money(variation.price)}` : variation.name,
          )
          .join(', '),
    },
  ],
  fields: [
    { name: 'title', kind: 'text', required: true },
    {
      name: 'selectionMode',
      kind: 'select',
      required: true,
      options: (env) =>
        SELECTION_MODES.map((mode) => ({ id: mode, label: env.LL.pim.selectionModes[mode]() })),
    },
    { name: 'titleLang', kind: 'translations', languages: LANGUAGES, wide: true },
    {
      name: 'variations',
      kind: 'priceLines',
      wide: true,
      texts: (env) => ({
        name: env.LL.pim.form.variationName(),
        price: env.LL.pim.form.variationPrice(),
        priceHint: env.LL.pim.form.currencyHint({ currency: env.currency }),
        add: env.LL.pim.form.addVariation(),
      }),
    },
  ],
  empty: () => ({
    title: '',
    titleLang: textValueOf(null),
    selectionMode: 'SINGLE',
    variations: [{ key: newLineKey(), id: null, name: '', price: '0' }],
  }),
  toForm: (row, env) => ({
    title: row.title,
    titleLang: textValueOf(row.titleLang),
    selectionMode: row.selectionMode,
    variations: row.variations.map((variation) => ({
      key: variation.id,
      id: variation.id,
      name: variation.name,
      price: moneyText(variation.price, env.country),
    })),
  }),
  validate: async (form, env) => {
    const errors = await validateWith((rules) => rules.variationGroupSchema, groupInput(form, env.country));
    form.variations.forEach((line, index) => {
      if (parseMoney(line.price, env.country) === null) errors[`variations.${index}.price`] = 'priceInvalid';
    });
    return errors;
  },
  save: async ({ id, form, version, env }) => {
    const data = groupInput(form, env.country);
    if (id === null)
      return (await mutation.send(CreateVariationGroupDocument, { data })).createVariationGroup.id;
    return (await mutation.send(UpdateVariationGroupDocument, { id, data, expectedVersion: version }))
      .updateVariationGroup.id;
  },
};
