import { integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { AccountMapping } from '../../../../src/domain/integrations/mapping.ts';
import { companies } from './companies.ts';

/**
 * A company's connection to an accounting or staff-scheduling provider (issue 22). The
 * credentials are sealed with INTEGRATIONS_KEY (server/platform/secrets.ts) and never leave
 * the server.
 */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** connected | refused | needsReconnect (an OAuth grant expired or was revoked) */
    status: text('status').notNull(),
    credentials: text('credentials').notNull(),
    message: text('message').notNull().default(''),
    connectedAt: timestamp('connected_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** When the sealed OAuth access token expires (null: a credential that does not expire). */
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
    /** A refresh under way until then (one at a time across instances; docs/integrations.md). */
    refreshingUntil: timestamp('refreshing_until', { withTimezone: true, precision: 3 }),
  },
  (t) => [unique('integration_connections_company_provider_key').on(t.companyId, t.provider)],
);

/** The account mapping of one provider, shared ('shared') or for one venue (its id). */
export const integrationConfigs = pgTable(
  'integration_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    scope: text('scope').notNull(),
    mapping: jsonb('mapping').$type<AccountMapping>().notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [unique('integration_configs_company_provider_scope_key').on(t.companyId, t.provider, t.scope)],
);

/**
 * An OAuth authorisation under way (issue 44): the `state` sent to the provider, stored as its
 * SHA-256 only, bound to the company and user who started it; used once, within 10 minutes.
 */
export const integrationOauthStates = pgTable('integration_oauth_states', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull(),
  provider: text('provider').notNull(),
  stateHash: text('state_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

export type IntegrationConnectionRow = typeof integrationConnections.$inferSelect;
export type IntegrationConfigRow = typeof integrationConfigs.$inferSelect;
