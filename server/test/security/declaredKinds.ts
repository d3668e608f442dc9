import { columnOf, type Kind, singularOf } from '../../../src/domain/kind.ts';
import { MODULE_FEATURE, MODULES } from '../../../src/domain/licences.ts';
import { AREAS } from '../../areas.ts';
import type { DB } from '../../platform/db/client.ts';
import { licenseModules } from '../fixtures.ts';

/**
 * The declared kinds (src/domain/kinds), as the sweeps read them (issue 45 item 3): a new kind's
 * operations, id slots and licence are covered without a line in a test list.
 */
export const DECLARED_KINDS: readonly Kind[] = AREAS.flatMap((area) =>
  Object.values(area.kinds ?? {}).map((entry) => entry.kind),
);

/** The table a declared kind's operation's `id`/`ids` (or `filter.id(s)`) points into. */
export function declaredOperationTable(operation: string): string | undefined {
  const kind = DECLARED_KINDS.find((candidate) =>
    [
      singularOf(candidate),
      `${candidate.plural}Page`,
      `update${candidate.name}`,
      `delete${candidate.name}`,
    ].includes(operation),
  );
  return kind ? columnOf(kind.plural) : undefined;
}

/** The table of a declared kind's own id slot by name: every venue field points at a venue. */
export function declaredSlotTable(slot: string): string | undefined {
  const venue = DECLARED_KINDS.some((kind) => kind.fields[slot]?.type === 'venue');
  return venue ? 'venues' : undefined;
}

/** Every declared kind's table (the sweeps need records of each in both companies). */
export const DECLARED_TABLES: readonly string[] = DECLARED_KINDS.map((kind) => columnOf(kind.plural));

/** Licenses a sweep's company for every module a declared kind needs, so its records can be made. */
export async function licenseDeclaredKinds(db: DB, companyId: string): Promise<void> {
  const wanted = new Set(DECLARED_KINDS.flatMap((kind) => (kind.licence ? [kind.licence] : [])));
  const modules = MODULES.filter((module) => {
    const feature = MODULE_FEATURE[module];
    return feature !== null && wanted.has(feature);
  });
  await licenseModules(db, companyId, modules);
}
