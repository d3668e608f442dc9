import type { z } from 'zod';
import type { courseTypeSchema, courseTypeUpdateSchema } from '../../src/domain/pimSchemas.ts';
import type { VersionedKind } from '../platform/api/versioned.ts';
import { courseTypes } from '../platform/db/schema/index.ts';

/** Courses (GraphQL `CourseType`): a name and a serving order. */
export const courseKind: VersionedKind<
  typeof courseTypes,
  z.output<typeof courseTypeSchema>,
  z.output<typeof courseTypeUpdateSchema>
> = {
  table: courseTypes,
  values: (_tx, _viewer, data) => ({
    name: data.name,
    nameLang: data.nameLang ?? {},
    position: data.position ?? 0,
  }),
  changes: (data) => ({
    ...(data.name !== undefined ? { name: data.name } : {}),
    ...(data.nameLang != null ? { nameLang: data.nameLang } : {}),
    ...(data.position !== undefined ? { position: data.position } : {}),
  }),
};
