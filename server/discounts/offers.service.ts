import { asc, eq, inArray } from 'drizzle-orm';
import type { StoredOffer } from '../../src/domain/orders.ts';
import {
  DISCOUNT_KINDS,
  OFFER_PERMISSIONS,
  OFFER_TYPES,
  type OfferDraft,
  type OfferProblemCode,
  SELECTION_MODES,
  validateOffer,
  WEEKDAYS,
  withCategoryItems,
} from '../../src/domain/pricing/index.ts';
import { DomainError, type FieldProblem } from '../platform/api/domainError.ts';
import { isUuid } from '../platform/api/versioned.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { items, type OfferRules, offers, venues } from '../platform/db/schema/index.ts';
import { ownRow, ownRows } from '../platform/db/tenant.ts';
import { categoryProducts } from './offerCategories.ts';

export type OfferRow = typeof offers.$inferSelect;

/** A stored offer in the pricing engine's shape, with the sales context it is for. */
export function storedOffer(row: OfferRow): StoredOffer {
  return {
    id: row.id,
    name: row.name,
    context: row.context,
    type: row.type as StoredOffer['type'],
    discountType: row.discountType as StoredOffer['discountType'],
    value: row.rules.value,
    groups: row.rules.groups.map((g) => ({ itemIds: g.itemIds, categoryIds: g.categoryIds ?? [] })),
    stages: row.rules.stages,
    selectionMode: row.selectionMode as StoredOffer['selectionMode'],
    automatic: row.automatic,
    venueIds: row.venueIds,
    validity: row.rules.validity as StoredOffer['validity'],
  };
}

export interface OfferInputShape {
  name: string;
  type: string;
  discountType: string;
  value: number;
  selectionMode: string;
  automatic: boolean;
  permission: string;
  venueIds: string[];
  groups: { itemIds: string[]; categoryIds: string[] }[];
  stages: { quantity: number; value: number }[];
  validity: {
    weekdays: string[];
    timeWindows: { from: string; to: string }[];
    startDate: string | null;
    endDate: string | null;
  };
}

type ProblemCode = OfferProblemCode | 'INVALID_CHOICE' | 'UNKNOWN_REFERENCE';

const problem = (field: string, code: ProblemCode): FieldProblem => ({
  field,
  code,
  wording: (t) => t.discounts.errors[code](),
});

export const notFound = () => new DomainError('NOT_FOUND', (t) => t.discounts.errors.NOT_FOUND());

/** Refuses what issue 17 lists under "Bad input", worded in the caller's language. */
async function checked(db: Queryable, companyId: string, input: OfferInputShape): Promise<OfferDraft> {
  const problems: FieldProblem[] = [];
  const oneOf = (list: readonly string[], value: string, field: string) => {
    if (!list.includes(value)) problems.push(problem(field, 'INVALID_CHOICE'));
  };
  oneOf(OFFER_TYPES, input.type, 'type');
  oneOf(DISCOUNT_KINDS, input.discountType, 'discountType');
  oneOf(SELECTION_MODES, input.selectionMode, 'selectionMode');
  oneOf(OFFER_PERMISSIONS, input.permission, 'permission');
  if (input.validity.weekdays.some((d) => !(WEEKDAYS as readonly string[]).includes(d)))
    problems.push(problem('weekdays', 'INVALID_CHOICE'));
  if (problems.length)
    throw new DomainError('BAD_USER_INPUT', (t) => t.discounts.errors.CHECK_FIELDS(), { problems });

  // Foreign or unknown items and venues answer like missing ones: an unknown reference.
  const itemIds = [...new Set(input.groups.flatMap((g) => g.itemIds))];
  const prices = new Map<string, number>();
  if (itemIds.some((id) => !isUuid(id))) problems.push(problem('groups', 'UNKNOWN_REFERENCE'));
  else if (itemIds.length) {
    const rows = await db
      .select({ id: items.id, price: items.defaultPrice })
      .from(items)
      .where(ownRows({ companyId }, items, inArray(items.id, itemIds), eq(items.deleted, false)));
    for (const r of rows) prices.set(r.id, r.price);
    if (rows.length !== itemIds.length) problems.push(problem('groups', 'UNKNOWN_REFERENCE'));
  }
  if (input.venueIds.length) {
    const ok = input.venueIds.every(isUuid)
      ? await db
          .select({ id: venues.id })
          .from(venues)
          .where(ownRows({ companyId }, venues, inArray(venues.id, input.venueIds)))
      : [];
    if (ok.length !== new Set(input.venueIds).size) problems.push(problem('venueIds', 'UNKNOWN_REFERENCE'));
  }
  // Categories likewise; their products (sub-categories' too) count in the PRICE check.
  const categoryIds = [...new Set(input.groups.flatMap((g) => g.categoryIds))];
  const covered = categoryIds.every(isUuid)
    ? await categoryProducts(db, { companyId }, categoryIds)
    : new Map<string, { id: string; price: number }[]>();
  if (categoryIds.some((id) => !covered.has(id)) && !problems.some((p) => p.field === 'groups'))
    problems.push(problem('groups', 'UNKNOWN_REFERENCE'));
  for (const products of covered.values()) for (const p of products) prices.set(p.id, p.price);
  const draft = { ...input, validity: { ...input.validity } } as unknown as OfferDraft;
  const weighed = withCategoryItems(draft, (id) => covered.get(id)?.map((p) => p.id));
  for (const p of validateOffer(weighed, (id) => prices.get(id))) problems.push(problem(p.field, p.code));
  if (problems.length)
    throw new DomainError('BAD_USER_INPUT', (t) => t.discounts.errors.CHECK_FIELDS(), { problems });
  return draft;
}

function columns(input: OfferInputShape) {
  const rules: OfferRules = {
    value: input.value,
    groups: input.groups.map((g) => ({ itemIds: [...g.itemIds], categoryIds: [...new Set(g.categoryIds)] })),
    stages: input.stages.map((s) => ({ quantity: s.quantity, value: s.value })),
    validity: input.validity as OfferRules['validity'],
  };
  return {
    name: input.name.trim(),
    type: input.type,
    discountType: input.discountType,
    selectionMode: input.selectionMode,
    automatic: input.automatic,
    permission: input.permission,
    venueIds: [...new Set(input.venueIds)],
    rules,
  };
}

export async function listOffers(db: Queryable, companyId: string, filter: { type?: string } = {}) {
  return db
    .select()
    .from(offers)
    .where(ownRows({ companyId }, offers, filter.type ? eq(offers.type, filter.type) : undefined))
    .orderBy(asc(offers.name), asc(offers.id));
}

export async function getOffer(db: Queryable, companyId: string, id: string): Promise<OfferRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(offers)
    .where(ownRows({ companyId }, offers, eq(offers.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function createOffer(db: Queryable, companyId: string, input: OfferInputShape) {
  await checked(db, companyId, input);
  const [row] = await db
    .insert(offers)
    .values(ownRow({ companyId }, columns(input)))
    .returning();
  return row as OfferRow;
}

export async function updateOffer(db: Queryable, companyId: string, id: string, input: OfferInputShape) {
  const current = await getOffer(db, companyId, id);
  await checked(db, companyId, input);
  const [row] = await db
    .update(offers)
    .set({ ...columns(input), version: current.version + 1 })
    .where(ownRows({ companyId }, offers, eq(offers.id, id)))
    .returning();
  return row as OfferRow;
}

export async function deleteOffer(db: Queryable, companyId: string, id: string) {
  await getOffer(db, companyId, id);
  await db.delete(offers).where(ownRows({ companyId }, offers, eq(offers.id, id)));
  return true;
}
