import { CATEGORY_COLOR_NAMES, CATEGORY_COLORS, DEFAULT_CATEGORY_COLOR } from '../../domain/pim.ts';
import type { CategoryInput } from '../../graphql/__generated__/graphql.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { ResourceDescriptor, TextValue } from '../../platform/crud/index.ts';
import { RecordNotes } from '../../platform/notes/index.ts';
import {
  CreateCategoryDocument,
  UpdateCategoriesDocument,
  UpdateCategoriesMatchingDocument,
  UpdateCategoryDocument,
} from './pim.gql.ts';
import { categoryPages, lookups, namedDetails, removeNodes } from './pim.queries.ts';
import { pimErrorTexts, pimTexts } from './pim.resources.ts';
import type { CategoryRow, PimEnv } from './pimEnv.ts';
import {
  byNumber,
  byText,
  LANGUAGES,
  nullable,
  PIM_INVALIDATES,
  Tags,
  textValueOf,
  translationsInput,
  validateWith,
} from './resourceHelpers.tsx';

export interface CategoryForm {
  name: string;
  nameLang: TextValue;
  color: string;
  courseTypeId: string;
  vatRate: string;
  parentId: string;
  stationId: string;
}

function categoryInput(form: CategoryForm): CategoryInput {
  return {
    name: form.name.trim(),
    nameLang: translationsInput(form.nameLang),
    color: form.color,
    courseTypeId: nullable(form.courseTypeId),
    vatRate: form.vatRate === '' ? -1 : Number(form.vatRate),
    parentId: nullable(form.parentId),
    stationId: nullable(form.stationId),
  };
}

export const categoriesResource: ResourceDescriptor<'categories', CategoryRow, CategoryForm, PimEnv> = {
  key: 'categories',
  texts: pimTexts('categories'),
  errorTexts: pimErrorTexts,
  scope: 'POS_CUSTOMIZATION',
  pages: categoryPages,
  detail: namedDetails.categories,
  invalidates: PIM_INVALIDATES,
  remove: removeNodes,
  name: (row) => row.name,
  // Its internal note (record metadata, spec section 7), under the saved category's editor.
  aside: (row) => <RecordNotes recordType="CATEGORY" recordId={row.id} name={row.name} />,
  searchText: (row) => row.name,
  version: (row) => row.version,
  defaultSort: 'name',
  columns: [
    {
      key: 'name',
      width: 'minmax(10rem, 2fr)',
      compare: byText((row) => row.name),
      render: (row, env) => (
        <Tags
          items={[
            {
              id: row.id,
              name: `${row.name} (${env.LL.pim.resources.products.count({ count: row.itemCount })})`,
              color: row.color,
            },
          ]}
        />
      ),
    },
    {
      key: 'vat',
      width: '5rem',
      numeric: true,
      compare: byNumber((row) => row.vatRate),
      render: (row, env) => env.LL.pim.form.vatOption({ rate: row.vatRate }),
    },
    {
      key: 'parent',
      width: 'minmax(7rem, 1fr)',
      render: (row) => row.parent?.name ?? '',
    },
    {
      key: 'course',
      width: 'minmax(7rem, 1fr)',
      render: (row) => row.courseType?.name ?? '',
    },
    {
      key: 'station',
      width: 'minmax(7rem, 1fr)',
      render: (row) => row.station?.name ?? '',
    },
  ],
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'vatRate', kind: 'select', required: true, options: (env) => env.options.vatRates },
    { name: 'nameLang', kind: 'translations', languages: LANGUAGES, wide: true, suggestFrom: 'name' },
    {
      name: 'color',
      kind: 'swatches',
      wide: true,
      options: (env) =>
        CATEGORY_COLOR_NAMES.map((name) => ({
          id: CATEGORY_COLORS[name],
          label: env.LL.pim.colors[name](),
          color: CATEGORY_COLORS[name],
        })),
    },
    // Not itself; the server refuses loops as well.
    { name: 'parentId', kind: 'searchSelect', ...lookups.categories, excludeSelf: true },
    { name: 'courseTypeId', kind: 'searchSelect', ...lookups.courseTypes },
    { name: 'stationId', kind: 'searchSelect', ...lookups.stations },
  ],
  empty: (env) => ({
    name: '',
    nameLang: textValueOf(null),
    color: DEFAULT_CATEGORY_COLOR,
    courseTypeId: '',
    vatRate: String(env.country === 'SE' ? 12 : (env.options.vatRates.at(-1)?.id ?? '')),
    parentId: '',
    stationId: '',
  }),
  toForm: (row) => ({
    name: row.name,
    nameLang: textValueOf(row.nameLang),
    color: row.color,
    courseTypeId: row.courseTypeId ?? '',
    vatRate: String(row.vatRate),
    parentId: row.parentId ?? '',
    stationId: row.stationId ?? '',
  }),
  validate: (form, env) => validateWith((rules) => rules.categorySchema(env.country), categoryInput(form)),
  save: async ({ id, form, version }) => {
    const data = categoryInput(form);
    if (id === null) return (await mutation.send(CreateCategoryDocument, { data })).createCategory.id;
    return (await mutation.send(UpdateCategoryDocument, { id, data, expectedVersion: version }))
      .updateCategory.id;
  },
  bulk: [
    {
      key: 'bulkVat',
      label: (env) => env.LL.pim.list.bulkVat(),
      options: (env) => env.options.vatRates,
      run: async (ids, rate) => {
        await mutation.send(UpdateCategoriesDocument, { ids: [...ids], data: { vatRate: Number(rate) } });
      },
      // "Select all N matching": the server changes every category the list's search matches.
      runMatching: async (query, rate) =>
        (
          await mutation.send(UpdateCategoriesMatchingDocument, {
            filter: { search: query.q || null },
            data: { vatRate: Number(rate) },
          })
        ).updateCategoriesMatching.count,
    },
  ],
};
