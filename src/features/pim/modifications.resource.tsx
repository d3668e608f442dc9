import { mutation } from '../../graphql/mutation.ts';
import type { ResourceDescriptor } from '../../platform/crud/index.ts';
import { UpdateItemDocument } from './pim.gql.ts';
import {
  allowedDefaults,
  defaultVariationsQueryOptions,
  fetchProductPage,
  itemBulk,
  itemQueryOptions,
  lookups,
  type ProductRow,
  pimKeys,
} from './pim.queries.ts';
import { pimErrorTexts, pimTexts } from './pim.resources.ts';
import type { PimEnv } from './pimEnv.ts';
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
    lookup: lookups.variationGroups,
    match: (row, groupId) => row.appliedVariations.some((group) => group.id === groupId),
  },
  fields: [
    { name: 'appliedVariations', kind: 'searchMulti', ...lookups.variationGroups, ordered: true, wide: true },
    {
      name: 'defaultVariationsIds',
      kind: 'queryMulti',
      options: (form) => defaultVariationsQueryOptions(form.appliedVariations),
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
  save: async ({ id, form, version }) => {
    if (id === null) throw new Error('products are created on the products page');
    const data = {
      appliedVariations: form.appliedVariations,
      defaultVariationsIds: await allowedDefaults(form.appliedVariations, form.defaultVariationsIds),
    };
    return (await mutation.send(UpdateItemDocument, { itemId: id, data, expectedVersion: version }))
      .updateItem.id;
  },
  bulk: [
    {
      key: 'bulkGroup',
      label: (env) => env.LL.pim.list.bulkGroup(),
      lookup: lookups.variationGroups,
      ...itemBulk((groupId) => ({ addVariationGroupIds: [groupId] })),
    },
  ],
};
