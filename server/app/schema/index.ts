import { lexicographicSortSchema } from 'graphql';
import { AREAS } from '../../areas.ts';
import { builder } from '../../platform/builder.ts';

if (AREAS.length === 0) throw new Error('no API areas');

/** The whole API schema: the fields of every area in the registry (`server/areas.ts`). */
export const schema = lexicographicSortSchema(builder.toSchema());
