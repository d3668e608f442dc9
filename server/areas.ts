import { SERVER_AREAS } from './areas.gen.ts';

/**
 * Every area of the API, each folder `server/<name>/` with its `*.graphql.ts` modules. The list is
 * generated from the folders (`npm run gen:areas`, scripts/areas-generate.ts): a new area is
 * registered by its files, and `areas.test.ts` fails while the generated list is stale.
 */
export const AREAS = SERVER_AREAS;
