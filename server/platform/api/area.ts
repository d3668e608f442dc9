import type { Kind } from '../../../src/domain/kind.ts';
import type { KindTable } from '../db/schema/kindTable.ts';

/**
 * One business area of the API (DESIGN: one name per area on both sides, so `pim` here is
 * `src/features/pim` there): the folder `server/<name>/` and its `*.graphql.ts` modules, which add
 * their types and fields to the builder as they load. `server/areas.gen.ts` lists every folder's
 * modules (generated: `npm run gen:areas`), so the schema holds exactly the areas on disk.
 */
export interface ServerArea {
  name: string;
  /** The area's `*.graphql.ts` modules, keyed by file name without `.graphql.ts`. */
  graphql: Readonly<Record<string, object>>;
  /** The area's declared kinds (src/domain/kinds) and their tables: their API is built by `kindApi`. */
  kinds?: Readonly<Record<string, { kind: Kind; table: KindTable }>>;
}
