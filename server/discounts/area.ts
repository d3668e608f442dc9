import { defineArea } from '../api/area.ts';
import * as offers from './offers.graphql.ts';

/** Discounts and offers (issue 17): offers of every type, priced by src/domain/pricing. */
export const discountsArea = defineArea({ name: 'discounts', graphql: { offers } });
