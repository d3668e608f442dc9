import { asc, eq, ne, sql } from 'drizzle-orm';
import {
  currentPage,
  ONBOARDING_PAGES,
  type OnboardingEventKind,
  type OnboardingFacts,
  type OnboardingPage,
  onboardingProgress,
  pageState,
} from '../../src/domain/onboarding.ts';
import { DomainError, type FieldProblem } from '../platform/api/domainError.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { companies, onboardingEvents, venues } from '../platform/db/schema/index.ts';
import { ownRow, ownRows } from '../platform/db/tenant.ts';
import { permittedVenues } from '../venues/venues.service.ts';
import { doneSteps } from './steps.ts';

/** The wizard's facts: steps from data, confirmations and skips from the events (latest wins). */
export async function onboardingFacts(db: Queryable, companyId: string): Promise<OnboardingFacts> {
  const steps = await doneSteps(db, companyId);
  const events = await db
    .select({ kind: onboardingEvents.kind, page: onboardingEvents.page })
    .from(onboardingEvents)
    .where(ownRows({ companyId }, onboardingEvents))
    .orderBy(asc(onboardingEvents.createdAt));
  const last = new Map<string, string>();
  for (const event of events)
    if (event.page && (event.kind === 'PAGE_COMPLETED' || event.kind === 'PAGE_SKIPPED'))
      last.set(event.page, event.kind);
  const pages = (kind: string) =>
    ONBOARDING_PAGES.filter((page) => last.get(page) === kind) as OnboardingPage[];
  return { steps, confirmed: pages('PAGE_COMPLETED'), skipped: pages('PAGE_SKIPPED') };
}

export async function onboardingStatus(db: Queryable, companyId: string) {
  const facts = await onboardingFacts(db, companyId);
  const progress = onboardingProgress(facts);
  return {
    steps: facts.steps,
    pages: ONBOARDING_PAGES.map((page) => ({ page, state: pageState(page, facts) })),
    currentPage: currentPage(facts),
    done: progress.done,
    total: progress.total,
  };
}
export type OnboardingStatusShape = Awaited<ReturnType<typeof onboardingStatus>>;

export async function recordEvent(
  db: Queryable,
  viewer: Viewer,
  kind: OnboardingEventKind,
  page: OnboardingPage | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(onboardingEvents).values(ownRow(viewer, { userId: viewer.userId, kind, page, detail }));
}

export interface CompanyInformation {
  /** The business name: the company's name, and its first venue's while that one has the old name. */
  name: string;
  legalName: string;
  street: string;
  zip: string;
  city: string;
}

const MAX_LENGTH = 200;
const FIELDS = ['name', 'legalName', 'street', 'zip', 'city'] as const;

/**
 * The information page: the business name, the company's legal name and the company's address
 * (FILLED_IN_COMPANY_INFORMATION reads exactly these). Every field is required. The first venue
 * is made if there is none, takes the business name while it still carries the name it was made
 * with, and takes the address while it has none of its own (a one-venue business is at its
 * company's address; docs/decisions.md, "Onboarding keeps what it shows").
 */
export async function saveInformation(
  db: Queryable,
  viewer: Viewer,
  input: CompanyInformation,
): Promise<void> {
  const problems: FieldProblem[] = [];
  for (const field of FIELDS) {
    const value = input[field].trim();
    if (!value)
      problems.push({ field, code: 'required', wording: (t) => t.onboardingWizard.errors.required() });
    else if (value.length > MAX_LENGTH)
      problems.push({ field, code: 'tooLong', wording: (t) => t.onboardingWizard.errors.tooLong() });
  }
  if (problems.length)
    throw new DomainError('BAD_USER_INPUT', (t) => t.onboardingWizard.errors.checkFields(), { problems });
  const value: CompanyInformation = {
    name: input.name.trim(),
    legalName: input.legalName.trim(),
    street: input.street.trim(),
    zip: input.zip.trim(),
    city: input.city.trim(),
  };
  const venue = await ensureVenue(db, viewer);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, viewer.companyId));
    await tx
      .update(companies)
      .set({
        name: value.name,
        legalName: value.legalName,
        street: value.street,
        zip: value.zip,
        city: value.city,
        version: sql`${companies.version} + 1`,
      })
      .where(eq(companies.id, viewer.companyId));
    const mine = ownRows(viewer, venues, eq(venues.id, venue.id), ne(venues.deleted, true));
    if (before && venue.name === before.name) await tx.update(venues).set({ name: value.name }).where(mine);
    if (!venue.street && !venue.city)
      await tx.update(venues).set({ street: value.street, zip: value.zip, city: value.city }).where(mine);
  });
}

/**
 * The venue the wizard sets up: the viewer's first, or (sign-up makes none) a first venue named
 * after the company, in its time zone, created here so the address and the test sale have a home.
 */
export async function ensureVenue(db: Queryable, viewer: Viewer) {
  const [venue] = await permittedVenues(db, viewer);
  if (venue) return venue;
  const [any] = await db.select({ id: venues.id }).from(venues).where(ownRows(viewer, venues)).limit(1);
  if (any)
    throw new DomainError('BAD_USER_INPUT', (t) => t.onboardingWizard.errors.noVenue(), { problems: [] });
  const [company] = await db.select().from(companies).where(eq(companies.id, viewer.companyId));
  if (!company) throw new DomainError('NOT_FOUND', (t) => t.errors.notFound());
  const [created] = await db
    .insert(venues)
    .values({ companyId: company.id, name: company.name, timezone: company.timezone })
    .returning();
  if (!created) throw new Error('venue not created');
  return created;
}

export async function companyInformation(db: Queryable, viewer: Viewer): Promise<CompanyInformation> {
  const [company] = await db.select().from(companies).where(eq(companies.id, viewer.companyId));
  return {
    name: company?.name ?? '',
    legalName: company?.legalName ?? '',
    street: company?.street ?? '',
    zip: company?.zip ?? '',
    city: company?.city ?? '',
  };
}
