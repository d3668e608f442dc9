import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case and trimmed; the login name. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language').notNull().default('sv'),
    /**
     * The back office's language the user chose in the user menu (issue 41); null until they
     * choose, when the login page's language stays. Choosing also sets `language` (their e-mails).
     */
    uiLanguage: text('ui_language'),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** CONTENT_ADMIN | REGULAR | SUPER_ADMIN (spec section 6). */
    role: text('role').notNull().default('CONTENT_ADMIN'),
    active: boolean('active').notNull().default(true),
    phone: text('phone'),
    /** Set when the email address is verified; login is refused until then. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_company_idx').on(t.companyId)],
);

/** Back-office permissions: empty scopes = full access, empty venueIds = all venues. */
export const permissions = pgTable('permissions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  scopes: text('scopes').array().notNull().default([]),
  venueIds: uuid('venue_ids').array().notNull().default([]),
});

export type UserRow = typeof users.$inferSelect;
export type PermissionRow = typeof permissions.$inferSelect;
