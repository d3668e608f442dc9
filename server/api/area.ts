/**
 * One business area of the API (DESIGN: one name per area on both sides, so `pim` here is
 * `src/features/pim` there). Its GraphQL modules add their types and fields to the builder as
 * they load; the manifest names each of them, and `server/areas.ts` names every manifest, so the
 * schema holds exactly the areas listed there (`areas.test.ts` finds any module left out).
 */
export interface ServerArea {
  name: string;
  /** The area's `*.graphql.ts` modules, keyed by file name without `.graphql.ts`. */
  graphql: Readonly<Record<string, object>>;
}

export function defineArea(area: ServerArea): ServerArea {
  return area;
}
