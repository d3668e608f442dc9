import { mutation } from '../../graphql/mutation.ts';
import type { ResourceDescriptor } from '../crud/index.ts';
import { UpdateItemDocument } from './pim.gql.ts';
import {
  fetchProductPage,
  itemBulk,
  itemQueryOptions,
  type ProductRow,
  pimKeys,
  productRowsQueryOptions,
} from './pim.queries.ts';
import { pimErrorTexts, pimTexts } from './pim.resources.ts';
import type { PimEnv } from './pimEnv.ts';
import { defaultVariationOptions } from './products.resource.tsx';
import { byText, PIM_INVALIDATES } from './resourceHelpers.tsx';

export interface ModificationsForm {
  appliedVariations: string[];
  defaultVariationsIds: string[];
}

/**
 * /pim/manage-modifications: the products again, this time to attach modification groups and
 * choose their default variations (the same updateItem, with only those two fields).
 */
export const modificationsResource: ResourceDescriptor<
  'modifications',
  ProductRow,
  ModificationsForm,
  PimEnv
> = {
  key: 'modifications',
  texts: pimTexts('modifications'),
  errorTexts: pimErrorTexts,
  scope: 'POS_CUSTOMIZATION',
  list: productRowsQueryOptions,
  pages: { key: pimKeys.itemPages, fetch: fetchProductPage, sortable: ['title'], pageSize: 100 },
  detail: itemQueryOptions,
  invalidates: PIM_INVALIDATES,
  name: (row) => row.title,
  searchText: (row) => row.title,
  version: (row) => row.version,
  defaultSort: null,
  canCreate: false,
  columns: [
    {
      key: 'title',
      width: 'minmax(10rem, 1.5fr)',
      compare: byText((row) => row.title),
      render: (row) => row.title,
    },
    {
      key: 'groups',
      width: 'minmax(12rem, 2fr)',
      compare: byText((row) => row.appliedVariations.map((group) => group.title).join(', ')),
      render: (row) => row.appliedVariations.map((group) => group.title).join(', '),
    },
  ],
  facet: {
    label: (env) => env.LL.pim.resources.modifications.fields.appliedVariations(),
    options: (env) => env.options.variationGroups,
    match: (row, groupId) => row.appliedVariations.some((group) => group.id === groupId),
  },
  fields: [
    {
      name: 'appliedVariations',
      kind: 'multiselect',
      options: (env) => env.options.variationGroups,
      ordered: true,
      wide: true,
    },
    {
      name: 'defaultVariationsIds',
      kind: 'multiselect',
      options: (env, form) => defaultVariationOptions(env, form.appliedVariations),
      hidden: (form) => form.appliedVariations.length === 0,
      wide: true,
    },
  ],
  empty: () => ({ appliedVariations: [], defaultVariationsIds: [] }),
  toForm: (row) => ({
    appliedVariations: row.appliedVariations.map((group) => group.id),
    defaultVariationsIds: row.defaultVariationsIds ?? [],
  }),
  validate: () => ({}),
  save: async ({ id, form, version, env }) => {
    if (id === null) throw new Error('products are created on the products page');
    const allowed = new Set(defaultVariationOptions(env, form.appliedVariations).map((option) => option.id));
    const data = {
      appliedVariations: form.appliedVariations,
      defaultVariationsIds: form.defaultVariationsIds.filter((variationId) => allowed.has(variationId)),
    };
    return (await mutation.send(UpdateItemDocument, { itemId: id, data, expectedVersion: version }))
      .updateItem.id;
  },
  bulk: [
    {
      key: 'bulkGroup',
      label: (env) => env.LL.pim.list.bulkGroup(),
      options: (env) => env.options.variationGroups,
      ...itemBulk((groupId) => ({ addVariationGroupIds: [groupId] })),
    },
  ],
};
