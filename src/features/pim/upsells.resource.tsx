import type { UpsellInput } from '../../graphql/__generated__/graphql.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { ResourceDescriptor, TextValue } from '../../platform/crud/index.ts';
import { RecordNotes } from '../../platform/notes/index.ts';
import { CreateUpsellDocument, UpdateUpsellDocument } from './pim.gql.ts';
import {
  namedDetails,
  productNamesQueryOptions,
  productSearch,
  removeNodes,
  upsellPages,
} from './pim.queries.ts';
import { pimErrorTexts, pimTexts } from './pim.resources.ts';
import type { PimEnv, UpsellRow } from './pimEnv.ts';
import {
  byNumber,
  byText,
  LANGUAGES,
  PIM_INVALIDATES,
  textValueOf,
  translationsInput,
  validateWith,
} from './resourceHelpers.tsx';

export interface UpsellForm {
  name: string;
  nameLang: TextValue;
  displayOrder: string;
  itemIds: string[];
}

function upsellInput(form: UpsellForm): UpsellInput {
  const order = form.displayOrder.trim() === '' ? 0 : Number(form.displayOrder);
  return {
    name: form.name.trim(),
    nameLang: translationsInput(form.nameLang),
    displayOrder: Number.isFinite(order) ? order : -1,
    itemIds: form.itemIds,
  };
}

export const upsellsResource: ResourceDescriptor<'upsells', UpsellRow, UpsellForm, PimEnv> = {
  key: 'upsells',
  texts: pimTexts('upsells'),
  errorTexts: pimErrorTexts,
  scope: 'POS_CUSTOMIZATION',
  pages: upsellPages,
  detail: namedDetails.upsells,
  invalidates: PIM_INVALIDATES,
  remove: removeNodes,
  name: (row) => row.name,
  // Its internal note (record metadata, spec section 7), under the saved upsell's editor.
  aside: (row) => <RecordNotes recordType="UPSELL" recordId={row.id} name={row.name} />,
  searchText: (row) => row.name,
  version: (row) => row.version,
  defaultSort: 'displayOrder',
  columns: [
    {
      key: 'displayOrder',
      width: '8rem',
      numeric: true,
      compare: byNumber((row) => row.displayOrder),
      render: (row) => row.displayOrder,
    },
    {
      key: 'name',
      width: 'minmax(10rem, 1.5fr)',
      compare: byText((row) => row.name),
      render: (row) => row.name,
    },
    {
      key: 'items',
      width: 'minmax(12rem, 2fr)',
      render: (row) => row.items.map((item) => item.title).join(', '),
    },
  ],
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'displayOrder', kind: 'integer', required: true },
    { name: 'nameLang', kind: 'translations', languages: LANGUAGES, wide: true },
    {
      name: 'itemIds',
      // Picked over the server's search (issue 14), not from the whole catalogue.
      kind: 'searchMulti',
      source: productSearch,
      names: productNamesQueryOptions,
      ordered: true,
      wide: true,
    },
  ],
  empty: (env) => ({
    name: '',
    nameLang: textValueOf(null),
    displayOrder: String(env.nextPosition),
    itemIds: [],
  }),
  toForm: (row) => ({
    name: row.name,
    nameLang: textValueOf(row.nameLang),
    displayOrder: String(row.displayOrder),
    itemIds: row.items.map((item) => item.id),
  }),
  validate: (form) => validateWith((rules) => rules.upsellSchema, upsellInput(form)),
  save: async ({ id, form, version }) => {
    const data = upsellInput(form);
    if (id === null) return (await mutation.send(CreateUpsellDocument, { data })).createUpsell.id;
    return (await mutation.send(UpdateUpsellDocument, { id, data, expectedVersion: version })).updateUpsell
      .id;
  },
};
