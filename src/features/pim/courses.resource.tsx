import type { CourseTypeInput } from '../../graphql/__generated__/graphql.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { ResourceDescriptor, TextValue } from '../../platform/crud/index.ts';
import { CreateCourseTypeDocument, UpdateCourseTypeDocument } from './pim.gql.ts';
import { courseTypePages, namedDetails, removeNodes } from './pim.queries.ts';
import { pimErrorTexts, pimTexts } from './pim.resources.ts';
import type { CourseTypeRow, PimEnv } from './pimEnv.ts';
import {
  byNumber,
  byText,
  LANGUAGES,
  PIM_INVALIDATES,
  textValueOf,
  translationsInput,
  validateWith,
} from './resourceHelpers.tsx';

export interface CourseForm {
  name: string;
  nameLang: TextValue;
  position: string;
}

function courseInput(form: CourseForm): CourseTypeInput {
  const position = form.position.trim() === '' ? 0 : Number(form.position);
  return {
    name: form.name.trim(),
    nameLang: translationsInput(form.nameLang),
    position: Number.isFinite(position) ? position : -1,
  };
}

export const coursesResource: ResourceDescriptor<'courses', CourseTypeRow, CourseForm, PimEnv> = {
  key: 'courses',
  texts: pimTexts('courses'),
  errorTexts: pimErrorTexts,
  scope: 'POS_CUSTOMIZATION',
  pages: courseTypePages,
  detail: namedDetails.courseTypes,
  invalidates: PIM_INVALIDATES,
  remove: removeNodes,
  name: (row) => row.name,
  searchText: (row) => row.name,
  version: (row) => row.version,
  defaultSort: null,
  columns: [
    {
      key: 'position',
      width: '9rem',
      numeric: true,
      compare: byNumber((row) => row.position),
      render: (row) => row.position,
    },
    {
      key: 'name',
      width: 'minmax(10rem, 3fr)',
      compare: byText((row) => row.name),
      render: (row) => row.name,
    },
  ],
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'position', kind: 'integer' },
    { name: 'nameLang', kind: 'translations', languages: LANGUAGES, wide: true },
  ],
  empty: (env) => ({ name: '', nameLang: textValueOf(null), position: String(env.nextPosition) }),
  toForm: (row) => ({ name: row.name, nameLang: textValueOf(row.nameLang), position: String(row.position) }),
  validate: (form) => validateWith((rules) => rules.courseTypeSchema, courseInput(form)),
  save: async ({ id, form, version }) => {
    const data = courseInput(form);
    if (id === null) return (await mutation.send(CreateCourseTypeDocument, { data })).createCourseType.id;
    return (await mutation.send(UpdateCourseTypeDocument, { id, data, expectedVersion: version }))
      .updateCourseType.id;
  },
};
