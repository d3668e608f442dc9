import { lookups } from './pim.queries.ts';

/**
 * The categories as other areas' pickers offer them (the discounts editor's groups, issue 41 item
 * 10): searched on the server a page at a time (`source`), the chosen ones named by id (`names`).
 */
export const categoryLookup = lookups.categories;
