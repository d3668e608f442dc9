import { lexicographicSortSchema } from 'graphql';
import { AREAS } from '../../areas.ts';
import { builder } from '../../platform/builder.ts';
import { kindApi } from '../../platform/kinds/kindApi.ts';

if (AREAS.length === 0) throw new Error('no API areas');
// The declared kinds' fields, built from their declarations (issue 45).
for (const area of AREAS) for (const { kind, table } of Object.values(area.kinds ?? {})) kindApi(kind, table);

/** The whole API schema: the fields of every area in the registry (`server/areas.ts`). */
export const schema = lexicographicSortSchema(builder.toSchema());
