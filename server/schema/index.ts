import { lexicographicSortSchema } from 'graphql';
import { builder } from '../builder.ts';
import './products.ts';
import './session.ts';

/** The whole API schema; each area registers its fields on import. */
export const schema = lexicographicSortSchema(builder.toSchema());
