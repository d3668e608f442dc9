import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** Single-use links (email activation, password reset); only a hash of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'activation' | 'password_reset'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/**
 * A signed-in session: access tokens name it (`sid`), the refresh token rotates within it, and
 * revoking it (logout, password reset) ends every token of it at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    /** The organization admin acting as this user, when the session was made by "Select user". */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The refresh tokens a session rotated away from (their hashes). One presented again was stolen
 * or leaked, since its holder already got the next one: the whole session ends (issue 42 item 6).
 */
export const retiredRefreshTokens = pgTable(
  'retired_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('retired_refresh_tokens_session_idx').on(t.sessionId)],
);

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Users who administer an organization: they can act as any user of its companies. */
export const organizationAdmins = pgTable(
  'organization_admins',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] })],
);

/** The advanced company-creation form, kept as submitted until it is reviewed. */
export const companyApplications = pgTable('company_applications', {
  id: uuid('id').primaryKey().defaultRandom(),
  status: text('status').$type<'SUBMITTED' | 'APPROVED' | 'REJECTED'>().notNull().default('SUBMITTED'),
  companyName: text('company_name').notNull(),
  country: text('country').notNull(),
  email: text('email').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  language: text('language').notNull().default('en'),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * rate-limiter-flexible's counters (RateLimiterDrizzle's table shape): one row per limited key,
 * shared by every instance on one database (issue 42 item 5; server/platform/rateLimits.ts).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * Open graphql-ws sockets, one row each, so the cap on sockets per identity holds across
 * instances (issue 42 item 3; server/platform/security/socketSeats.ts). Each instance refreshes its rows'
 * `seen_at`; rows of an instance that died unseen stop counting once stale.
 */
export const wsSeats = pgTable(
  'ws_seats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instance: text('instance').notNull(),
    /** `user:<id>`, `key:<id>` or `anonymous`. */
    identity: text('identity').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ws_seats_identity').on(table.identity, table.seenAt),
    index('ws_seats_instance').on(table.instance),
  ],
);
