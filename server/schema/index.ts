import { lexicographicSortSchema } from 'graphql';
import { builder } from '../builder.ts';
import './products.ts';
import './productImport.ts';
import './categories.ts';
import './catalogEvents.ts';
import './courseTypes.ts';
import './messages.ts';
import './stations.ts';
import './upsells.ts';
import './variations.ts';
import './session.ts';
import './auth.ts';
import './billing.ts';
import './boost.ts';
import './dashboard.ts';
import './search.ts';
import './shell.ts';
import './venues.ts';
import './vouchers.ts';

/** The whole API schema; each area registers its fields on import. */
export const schema = lexicographicSortSchema(builder.toSchema());
