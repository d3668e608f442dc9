import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { venues } from './venues.ts';

/** A named set of staff terminal permissions (spec section 6). */
export const accessLevels = pgTable(
  'access_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default([]),
    /** manager | staff | clockIn for the levels made on sign-up (migration 0015's trigger). */
    defaultKey: text('default_key'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_levels_company_idx').on(t.companyId)],
);

/** A person who signs in at the till with a PIN. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    accessLevelId: uuid('access_level_id').references(() => accessLevels.id, { onDelete: 'set null' }),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    employmentStart: date('employment_start', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    /** argon2id, like passwords: the PIN itself is never stored nor shown. */
    pinHash: text('pin_hash').notNull(),
    /** HMAC of the PIN (server secret), the same for equal PINs: what uniqueness per venue compares. */
    pinKey: text('pin_key').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_members_company_name_idx').on(t.companyId, t.name, t.id)],
);

/** Where a staff member works; the unique (venue, PIN key) makes PINs unique per venue. */
export const staffVenues = pgTable(
  'staff_venues',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').notNull(),
    pinKey: text('pin_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.venueId] }),
    uniqueIndex('staff_venues_pin_idx').on(t.venueId, t.pinKey),
  ],
);

export type AccessLevelRow = typeof accessLevels.$inferSelect;
export type StaffMemberRow = typeof staffMembers.$inferSelect;
