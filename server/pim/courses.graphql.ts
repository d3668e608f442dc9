import { eq, sql } from 'drizzle-orm';
import { courseTypeSchema, courseTypeUpdateSchema } from '../../src/domain/pimSchemas.ts';
import { builder, viewerOf } from '../builder.ts';
import type { Context } from '../context.ts';
import { courseTypes } from '../db/schema/index.ts';
import { lockVersioned, notFound, parseInput, withoutNulls } from './common.ts';
import { resetPimLoader } from './loader.ts';
import { CourseType, loaderOf, POS, TranslationsInput } from './types.graphql.ts';

builder.queryField('courseTypes', (t) =>
  t.field({
    type: [CourseType],
    description: "The company's courses in serving order.",
    authScopes: POS,
    resolve: async (_root, _args, ctx) => [...(await loaderOf(ctx).courseTypes()).values()],
  }),
);

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

async function load(ctx: Context, id: string) {
  resetPimLoader(ctx);
  const row = (await loaderOf(ctx).courseTypes()).get(id);
  if (!row) throw notFound();
  return row;
}

builder.mutationField('createCourseType', (t) =>
  t.field({
    type: CourseType,
    authScopes: POS,
    args: { data: t.arg({ type: CourseTypeInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const data = parseInput(courseTypeSchema, withoutNulls(args.data));
      const [row] = await ctx.db
        .insert(courseTypes)
        .values({ companyId, name: data.name, nameLang: data.nameLang ?? {}, position: data.position ?? 0 })
        .returning({ id: courseTypes.id });
      if (!row) throw new Error('course type not created');
      return load(ctx, row.id);
    },
  }),
);

builder.mutationField('updateCourseType', (t) =>
  t.field({
    type: CourseType,
    authScopes: POS,
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: CourseTypeUpdateInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const id = String(args.id);
      const data = parseInput(courseTypeUpdateSchema, withoutNulls(args.data));
      await ctx.db.transaction(async (tx) => {
        await lockVersioned(tx, courseTypes, companyId, id, args.expectedVersion);
        await tx
          .update(courseTypes)
          .set({
            ...(data.name !== undefined ? { name: data.name } : {}),
            ...(data.nameLang != null ? { nameLang: data.nameLang } : {}),
            ...(data.position !== undefined ? { position: data.position } : {}),
            version: sql`${courseTypes.version} + 1`,
          })
          .where(eq(courseTypes.id, id));
      });
      return load(ctx, id);
    },
  }),
);
