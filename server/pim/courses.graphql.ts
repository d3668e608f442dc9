import { courseTypeSchema, courseTypeUpdateSchema } from '../../src/domain/pimSchemas.ts';
import { kindService, versionedFields } from '../platform/api/versionedFields.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { courseTypes } from '../platform/db/schema/index.ts';
import { ownRows, ownRowsById } from '../platform/db/tenant.ts';
import { namedPageField } from '../platform/paging/namedSchema.ts';
import { courseKind } from './courses.service.ts';
import { PIM_FIELDS } from './fields.ts';
import { loadFresh } from './loader.ts';
import { CourseType, loaderOf, POS, TranslationsInput } from './types.graphql.ts';

// Courses are `courseTypes` in the API (a contract) and `courses` in the browser.

builder.queryField('courseTypes', (t) =>
  t.field({
    type: [CourseType],
    description: "The company's courses in serving order.",
    authScopes: POS,
    resolve: async (_root, _args, ctx) => [...(await loaderOf(ctx).courseTypes()).values()],
  }),
);

namedPageField({
  field: 'courseTypesPage',
  typeName: 'CourseTypePage',
  type: CourseType,
  scope: POS.scope,
  description: "The company's courses one page at a time (keyset): by name, or POSITION for serving order.",
  list: (viewer) => ({
    list: 'courseTypes',
    table: courseTypes,
    id: courseTypes.id,
    name: courseTypes.name,
    position: courseTypes.position,
    where: ownRows(viewer, courseTypes),
  }),
  load: (ctx, ids) => ownRowsById(ctx.db, viewerOf(ctx), courseTypes, ids),
});

const CourseTypeInput = builder.inputType('CourseTypeInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    nameLang: t.field({ type: TranslationsInput, required: false }),
    position: t.int({ required: false, description: 'Serving order, 0 first.' }),
  }),
});

const CourseTypeUpdateInput = builder.inputType('CourseTypeUpdateInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    nameLang: t.field({ type: TranslationsInput, required: false }),
    position: t.int({ required: false }),
  }),
});

versionedFields({
  service: kindService(courseKind),
  type: CourseType,
  scope: POS.scope,
  fields: PIM_FIELDS,
  create: { name: 'createCourseType', input: CourseTypeInput, schema: courseTypeSchema },
  update: { name: 'updateCourseType', input: CourseTypeUpdateInput, schema: courseTypeUpdateSchema },
  load: (ctx, id) => loadFresh(ctx, (loader) => loader.courseTypes(), id),
});
