import {
  boolean,
  index,
  integer,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTable,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { columnOf, type Kind, type KindField } from '../../../../src/domain/kind.ts';
import { companies } from './companies.ts';
import { venues } from './venues.ts';

function columnFor(name: string, field: KindField): PgColumnBuilderBase {
  const column = columnOf(name);
  switch (field.type) {
    case 'text':
      return text(column).notNull().default('');
    case 'integer':
      return field.required ? integer(column).notNull() : integer(column);
    case 'boolean':
      return boolean(column).notNull().default(field.initial);
    case 'venue': {
      const id = uuid(column).references(() => venues.id, { onDelete: 'cascade' });
      return field.required ? id.notNull() : id;
    }
  }
}

/**
 * The table of a declared kind, as the kit reads it: its columns by field name. Drizzle types a
 * table by its literal columns; a declared kind's are known when it loads, so by name here.
 */
export type KindTable = PgTable & {
  id: PgColumn;
  companyId: PgColumn;
  version: PgColumn;
  createdAt: PgColumn;
};

/** A declared field's column (the declaration is what says it exists). */
export function fieldColumn(table: KindTable, field: string): PgColumn {
  const column = (table as unknown as Record<string, PgColumn | undefined>)[field];
  if (!column) throw new Error(`no column for the field ${field}`);
  return column;
}

/**
 * A declared kind's table (src/domain/kind.ts): the id, the owning company, a column per field
 * (snake case), the version for optimistic saves and the creation time; indexed by company.
 * `server/platform/db/schema/kinds.gen.ts` makes one per declaration, so drizzle-kit writes the
 * migration like any other table's.
 */
export function kindTable(kind: Kind): KindTable {
  const fields = Object.fromEntries(
    Object.entries(kind.fields).map(([name, field]) => [name, columnFor(name, field)]),
  );
  const table = pgTable(
    columnOf(kind.plural),
    {
      id: uuid('id').primaryKey().defaultRandom(),
      companyId: uuid('company_id')
        .notNull()
        .references(() => companies.id, { onDelete: 'cascade' }),
      ...fields,
      version: integer('version').notNull().default(1),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index(`${columnOf(kind.plural)}_company_idx`).on(t.companyId)],
  );
  return table as unknown as KindTable;
}
