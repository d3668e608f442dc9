import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { COUNTRIES, normalizeCountry } from '../../src/domain/countries.ts';
import type { CreateOrderInput } from '../../src/domain/orderSchemas.ts';
import { type OrderErrorCode, type ServiceType, vatRateFor } from '../../src/domain/orders.ts';
import {
  type CatalogueProduct,
  type LinePriceChange,
  ruleLine,
} from '../../src/domain/pricing/lineAuthority.ts';
import { DEFAULT_MAX_TIP_PERCENT, tipsWithinLimit } from '../../src/domain/tips.ts';
import type { FieldProblem } from '../platform/api/domainError.ts';
import { isUuid } from '../platform/api/versioned.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  companies,
  items,
  itemVariationGroups,
  type OrderLinePriceChange,
  predefinedMessages,
  variations,
} from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

/**
 * The server as the price authority of `createOrder`'s lines (issue 40 item 1; the rules are
 * `ruleLine` in src/domain/pricing/lineAuthority.ts): reads the products the lines name, their
 * own modification groups' variations and the company's country, and answers the problems and
 * the price changes (open price, or a staff member's price change needing MANUAL_DISCOUNT).
 */

type Problem = (field: string, code: OrderErrorCode) => FieldProblem;

/** The company's facts the order rules need: its country's legal VAT rates and the tip setting. */
export async function orderCompanyRules(db: Queryable, companyId: string) {
  const [company] = await db
    .select({ country: companies.country, maxTipPercent: companies.maxTipPercent })
    .from(companies)
    .where(eq(companies.id, companyId));
  return {
    vatRates: COUNTRIES[normalizeCountry(company?.country)].vatRates,
    maxTipPercent: company?.maxTipPercent ?? DEFAULT_MAX_TIP_PERCENT,
  };
}

/** The company's predefined kitchen messages for the venue (its own and all venues'), every language. */
async function kitchenMessages(db: Queryable, companyId: string, venueId: string): Promise<Set<string>> {
  const rows = await db
    .select({ text: predefinedMessages.text, textLang: predefinedMessages.textLang })
    .from(predefinedMessages)
    .where(
      ownRows(
        { companyId },
        predefinedMessages,
        or(isNull(predefinedMessages.venueId), eq(predefinedMessages.venueId, venueId)),
      ),
    );
  return new Set(
    rows.flatMap((row) =>
      [
        row.text,
        ...Object.values(row.textLang ?? {}).filter((text): text is string => typeof text === 'string'),
      ].map((text) => text.toLowerCase()),
    ),
  );
}

/**
 * Checks every line against the catalogue: `prices` is the venue's menu at the order's instant
 * (item id → price). Answers the problems (the caller words them) and, per line, the price
 * change the line records, or null.
 */
export async function catalogueLines(
  db: Queryable,
  companyId: string,
  venueId: string,
  input: CreateOrderInput,
  prices: ReadonlyMap<string, number>,
  problem: Problem,
): Promise<{ problems: FieldProblem[]; changes: (LinePriceChange | null)[] }> {
  const tenant = { companyId };
  const ids = [
    ...new Set(input.lines.flatMap((line) => (line.itemId && isUuid(line.itemId) ? [line.itemId] : []))),
  ];
  const catalogue = ids.length
    ? await db
        .select({
          id: items.id,
          defaultPrice: items.defaultPrice,
          vatRate: items.vatRate,
          takeAwayVatRate: items.takeAwayVatRate,
          manualPrice: items.manualPrice,
        })
        .from(items)
        .where(ownRows(tenant, items, inArray(items.id, ids), eq(items.deleted, false)))
    : [];
  const offered = catalogue.length
    ? await db
        .select({
          itemId: itemVariationGroups.itemId,
          name: variations.name,
          nameLang: variations.nameLang,
          price: variations.price,
        })
        .from(itemVariationGroups)
        .innerJoin(variations, eq(variations.groupId, itemVariationGroups.groupId))
        .where(
          and(
            ownRows(tenant, itemVariationGroups),
            ownRows(tenant, variations),
            inArray(
              itemVariationGroups.itemId,
              catalogue.map((item) => item.id),
            ),
          ),
        )
        .orderBy(asc(itemVariationGroups.position), asc(variations.position))
    : [];
  const { vatRates } = await orderCompanyRules(db, companyId);
  const messages = input.lines.some((line) => line.variations.length)
    ? await kitchenMessages(db, companyId, venueId)
    : new Set<string>();
  const products = new Map<string, CatalogueProduct>(
    catalogue.map((item) => [
      item.id,
      {
        price: prices.get(item.id) ?? item.defaultPrice,
        vatRate: vatRateFor(item, input.serviceType as ServiceType),
        openPrice: item.manualPrice,
        variations: offered
          .filter((row) => row.itemId === item.id)
          .map((row) => ({
            name: row.name,
            translations: Object.values(row.nameLang ?? {}).filter(
              (name): name is string => typeof name === 'string',
            ),
            price: row.price,
          })),
      },
    ]),
  );
  const problems: FieldProblem[] = [];
  const changes = input.lines.map((line, index) => {
    const product = line.itemId ? products.get(line.itemId) : undefined;
    if (line.itemId && !product) {
      problems.push(problem(`lines.${index}.itemId`, 'unknownItem'));
      return null;
    }
    const ruling = ruleLine(line, product, vatRates, messages);
    for (const found of ruling.problems) problems.push(problem(`lines.${index}.${found.field}`, found.code));
    return ruling.change;
  });
  return { problems, changes };
}

/** The lines whose price change needs MANUAL_DISCOUNT of the staff member on the order. */
export function priceChangesNeedingPermission(changes: readonly (LinePriceChange | null)[]): number[] {
  return changes.flatMap((change, index) => (change?.rule === 'MANUAL_PRICE' ? [index] : []));
}

/** What a line stores of its price change: the rule, the original price and who. */
export function recordedPriceChange(
  change: LinePriceChange | null | undefined,
  staff: { id: string; name: string } | null,
  actorName: string,
): OrderLinePriceChange | null {
  if (!change) return null;
  return { ...change, staffId: staff?.id ?? null, by: staff?.name ?? actorName };
}

/** The tips of the payments within the company's limit for the order's total; else a problem. */
export function tipProblems(
  total: number,
  payments: readonly { tip: number }[],
  maxTipPercent: number,
  problem: Problem,
): FieldProblem[] {
  return tipsWithinLimit(total, payments, maxTipPercent) ? [] : [problem('payments', 'tipTooLarge')];
}
