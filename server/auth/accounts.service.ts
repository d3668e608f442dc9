import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { COUNTRIES } from '../../src/domain/countries.ts';
import type { Language } from '../../src/domain/locales.ts';
import {
  type createCompanySchema,
  FREE_TRIAL_DAYS,
  normalizePhone,
  type registerSchema,
} from '../../src/domain/signup.ts';
import type { DB } from '../platform/db/client.ts';
import {
  companies,
  companyApplications,
  organizations,
  permissions,
  type UserRow,
  users,
} from '../platform/db/schema/index.ts';

// The writes of sign-up, activation, password reset and the company application (spec section 6):
// the GraphQL modules beside this file check input, throttle and answer; the rows are made here.

/**
 * A new company on a free trial with its owner (no scopes: the owner holds them all), in one
 * transaction. The company gets an organization of its own (docs/decisions.md, "Every company has
 * an organization"): the spec gates integrations on one. The owner is not made its admin: an
 * organization admin sees only Select user.
 */
export async function createOwnerAccount(
  db: DB,
  values: z.output<typeof registerSchema>,
  passwordHash: string,
): Promise<UserRow> {
  const country = COUNTRIES[values.country];
  return db.transaction(async (tx) => {
    const [organization] = await tx.insert(organizations).values({ name: values.name }).returning();
    if (!organization) throw new Error('organization not created');
    const [company] = await tx
      .insert(companies)
      .values({
        // The business name names the company (and the wizard's first venue, made from it);
        // a caller that sends none gets the owner's name until Settings.
        name: values.businessName || values.name,
        country: values.country,
        currency: country.currency,
        timezone: country.timezone,
        defaultLanguage: values.language,
        storeType: values.storeType,
        trialEndsAt: new Date(Date.now() + FREE_TRIAL_DAYS * 86_400_000),
        referralId: values.referralId || null,
        organizationId: organization.id,
      })
      .returning();
    if (!company) throw new Error('company not created');
    const [created] = await tx
      .insert(users)
      .values({
        email: values.email,
        name: values.name,
        passwordHash,
        language: values.language,
        phone: normalizePhone(values.phone, values.country),
        companyId: company.id,
        role: 'SUPER_ADMIN',
      })
      .returning();
    if (!created) throw new Error('user not created');
    await tx.insert(permissions).values({ userId: created.id, scopes: [], venueIds: [] });
    return created;
  });
}

/** Marks an active user's address verified; null when the user is gone or deactivated. */
export async function activateUser(db: DB, userId: string): Promise<UserRow | null> {
  const [user] = await db
    .update(users)
    .set({ activatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.active, true)))
    .returning();
  return user ?? null;
}

/** A new password from a reset link; following the link proves the address, so it also verifies it. */
export async function setPassword(db: DB, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, activatedAt: new Date() }).where(eq(users.id, userId));
}

/** Stores an advanced company-creation form for review; answers the application's id. */
export async function storeCompanyApplication(
  db: DB,
  values: z.output<typeof createCompanySchema>,
  language: Language,
): Promise<string | null> {
  const { companyName, country, email, ...details } = values;
  const [row] = await db
    .insert(companyApplications)
    .values({ companyName, country, email, details, language })
    .returning({ id: companyApplications.id });
  return row?.id ?? null;
}
