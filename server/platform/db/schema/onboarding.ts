import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * What happened in the onboarding wizard (spec section 7, "changelog and onboarding events"):
 * a page confirmed or skipped, a library imported, a test sale made. The steps themselves are
 * read from the company's data (server/onboarding/steps.ts); these rows hold only what data
 * cannot say (a skip, a confirmation).
 */
export const onboardingEvents = pgTable(
  'onboarding_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    /** PAGE_COMPLETED | PAGE_SKIPPED | LIBRARY_IMPORTED | LAYOUT_BUILT | TEST_SALE */
    kind: text('kind').notNull(),
    page: text('page'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('onboarding_events_company_idx').on(t.companyId, t.createdAt)],
);

export type OnboardingEventRow = typeof onboardingEvents.$inferSelect;
