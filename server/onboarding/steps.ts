import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { OnboardingStep } from '../../src/domain/onboarding.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  categories,
  companies,
  courseTypes,
  devices,
  floorPlans,
  items,
  orders,
  posLayouts,
  staffMembers,
  stations,
} from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

/**
 * How each onboarding step is read from the company's data (issue 22: "a step is done when its
 * data exists"). One check per step; the wizard never stores a step as done.
 */
type Check = (db: Queryable, companyId: string) => Promise<boolean>;

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

export const STEP_CHECKS: Record<OnboardingStep, Check> = {
  ADDED_CATEGORIES: (db, companyId) =>
    exists(
      db.select({ id: categories.id }).from(categories).where(ownRows({ companyId }, categories)).limit(1),
    ),
  ADDED_COURSE_TYPES: (db, companyId) =>
    exists(
      db.select({ id: courseTypes.id }).from(courseTypes).where(ownRows({ companyId }, courseTypes)).limit(1),
    ),
  ADDED_PRODUCTS: (db, companyId) =>
    exists(
      db
        .select({ id: items.id })
        .from(items)
        .where(ownRows({ companyId }, items, eq(items.deleted, false)))
        .limit(1),
    ),
  // A device belongs to a company only once claimed (provisioned ones have no company yet).
  CLAIMED_DEVICE: (db, companyId) =>
    exists(
      db
        .select({ id: devices.id })
        .from(devices)
        .where(ownRows({ companyId }, devices, isNotNull(devices.claimedAt)))
        .limit(1),
    ),
  CREATED_FLOOR_PLAN: (db, companyId) =>
    exists(
      db
        .select({ id: floorPlans.id })
        .from(floorPlans)
        .where(ownRows({ companyId }, floorPlans, eq(floorPlans.deleted, false)))
        .limit(1),
    ),
  CREATED_POS_LAYOUT: (db, companyId) =>
    exists(
      db.select({ id: posLayouts.id }).from(posLayouts).where(ownRows({ companyId }, posLayouts)).limit(1),
    ),
  CREATED_STAFF: (db, companyId) =>
    exists(
      db
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(ownRows({ companyId }, staffMembers))
        .limit(1),
    ),
  CREATED_STATION: (db, companyId) =>
    exists(db.select({ id: stations.id }).from(stations).where(ownRows({ companyId }, stations)).limit(1)),
  // The company's own legal name and address (Settings › Company shows them), not a venue's.
  FILLED_IN_COMPANY_INFORMATION: (db, companyId) =>
    exists(
      db
        .select({ id: companies.id })
        .from(companies)
        .where(
          and(
            eq(companies.id, companyId),
            ne(companies.legalName, ''),
            ne(companies.street, ''),
            ne(companies.city, ''),
          ),
        )
        .limit(1),
    ),
  FIRST_SALE: (db, companyId) =>
    exists(db.select({ id: orders.id }).from(orders).where(ownRows({ companyId }, orders)).limit(1)),
};

/** The steps the company has done, in the enumeration's order. */
export async function doneSteps(db: Queryable, companyId: string): Promise<OnboardingStep[]> {
  const entries = Object.entries(STEP_CHECKS) as [OnboardingStep, Check][];
  const results = await Promise.all(entries.map(([, check]) => check(db, companyId)));
  return entries.flatMap(([step], index) => (results[index] ? [step] : []));
}
