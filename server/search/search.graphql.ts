import { eq, sql } from 'drizzle-orm';
import { COUNTRIES, normalizeCountry } from '../../src/domain/countries.ts';
import { hasAnyScope, hasScope } from '../../src/domain/scopes.ts';
import {
  firstMatches,
  normalizeQuery,
  normalizeSearchText,
  rankMatches,
  SEARCH_RESULTS_PER_KIND,
} from '../../src/domain/search.ts';
import { type GateFacts, pathOf, QUICK_ACTIONS, searchablePages } from '../../src/platform/navigation.ts';
import { billingProviderFromEnv } from '../billing/provider.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { Context } from '../platform/context.ts';
import { companies } from '../platform/db/schema/index.ts';
import { loadLicenceFeatures } from '../platform/security/licences.ts';
import { staffNamed } from '../staff/staff.service.ts';
import { catalogIndex, type IndexedItem } from './catalogIndex.ts';

/** How many name matches SQL hands over for ranking (titles starting with the query first). */
const STAFF_CANDIDATES = 200;

interface SearchCategoryShape {
  id: string;
  name: string;
}

const SearchCategory = builder.objectRef<SearchCategoryShape>('SearchCategory').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const SearchItem = builder.objectRef<IndexedItem>('SearchItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    categories: t.field({ type: [SearchCategory], resolve: (item) => item.categories }),
  }),
});

const SearchStaff = builder.objectRef<{ id: string; name: string }>('SearchStaff').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

interface SearchPageShape {
  key: string;
  title: string;
  /** Path with any query string, e.g. /pim/products?id=new. */
  path: string;
  kind: 'PAGE' | 'ACTION';
}

const SearchPage = builder.objectRef<SearchPageShape>('SearchPage').implement({
  description: 'A back-office page or quick action the viewer may open.',
  fields: (t) => ({
    key: t.exposeString('key'),
    title: t.exposeString('title'),
    path: t.exposeString('path'),
    kind: t.exposeString('kind', { description: 'PAGE or ACTION.' }),
  }),
});

interface SearchResultShape {
  items: IndexedItem[];
  categories: SearchCategoryShape[];
  staff: { id: string; name: string }[];
  pages: SearchPageShape[];
}

const SearchResult = builder.objectRef<SearchResultShape>('SearchResult').implement({
  fields: (t) => ({
    items: t.field({ type: [SearchItem], resolve: (r) => r.items }),
    categories: t.field({ type: [SearchCategory], resolve: (r) => r.categories }),
    staff: t.field({ type: [SearchStaff], resolve: (r) => r.staff }),
    pages: t.field({ type: [SearchPage], resolve: (r) => r.pages }),
  }),
});

/**
 * What a search needs to know, in one query: the company's country and organization, its
 * catalog version, and the page gates' facts as the shell reads them (src/platform/shell
 * `gateFacts`): whether the viewer has a venue, the company a product and a billing account, and
 * (one more read) its licences. The scopes are the viewer's, read with the session.
 */
async function searchFacts(ctx: Context) {
  const viewer = viewerOf(ctx);
  // Drizzle leaves columns unqualified inside sql`` of a one-table select, so the subqueries use
  // their own aliases and name the outer row explicitly.
  const venueRestriction =
    viewer.venueIds.length > 0
      ? sql`and v.id in (${sql.join(
          viewer.venueIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  const [row] = await ctx.db
    .select({
      organizationId: companies.organizationId,
      billingAccountId: companies.billingAccountId,
      country: companies.country,
      version: sql<number>`coalesce((select cv.version from catalog_versions cv where cv.company_id = "companies"."id"), 0)`,
      hasVenue: sql<boolean>`exists (select 1 from venues v where v.company_id = "companies"."id" and v.deleted = false ${venueRestriction})`,
      hasProducts: sql<boolean>`exists (select 1 from items i where i.company_id = "companies"."id" and i.deleted = false)`,
    })
    .from(companies)
    .where(eq(companies.id, viewer.companyId));
  const facts: GateFacts = {
    scopes: viewer.scopes,
    hasVenue: row?.hasVenue === true,
    hasProducts: row?.hasProducts === true,
    hasOrganization: Boolean(row?.organizationId),
    hasBillingAccount: Boolean(row?.billingAccountId),
    hasBillingProvider: billingProviderFromEnv() !== null,
    isPaymentsOnly: viewer.isPaymentsOnly,
    hasAdminToken: false,
    hasOrganizationUserList: false,
    licences: await loadLicenceFeatures(ctx.db, viewer.companyId),
  };
  return {
    facts,
    version: Number(row?.version ?? 0),
    locale: COUNTRIES[normalizeCountry(row?.country)].languageTag,
  };
}

/**
 * Products, categories, staff and pages whose title contains the query (spec section 5). Each
 * kind is limited to what the viewer may open: products and categories need POS_CUSTOMIZATION
 * (they open the product screens), staff needs STAFF or ACCOUNTS, pages pass their gate.
 */
export async function search(ctx: Context, query: string): Promise<SearchResultShape> {
  const viewer = viewerOf(ctx);
  const wanted = normalizeQuery(query);
  const result: SearchResultShape = { items: [], categories: [], staff: [], pages: [] };
  if (wanted === '') return result;
  const { facts, version, locale } = await searchFacts(ctx);
  const limit = SEARCH_RESULTS_PER_KIND;
  if (hasScope(viewer.scopes, 'POS_CUSTOMIZATION')) {
    const index = await catalogIndex(ctx.db, viewer.companyId, version, locale);
    result.items = firstMatches(index.items, wanted, limit);
    result.categories = firstMatches(index.categories, wanted, limit).map(({ id, title }) => ({
      id,
      name: title,
    }));
  }
  if (hasAnyScope(viewer.scopes, ['STAFF', 'ACCOUNTS'])) {
    // SQL narrows to names containing the query; the best few are ranked like every other kind.
    const named = await staffNamed(ctx.db, viewer, wanted, STAFF_CANDIDATES);
    result.staff = rankMatches(
      named.map((person) => ({
        ...person,
        title: person.name,
        normalized: normalizeSearchText(person.name),
      })),
      wanted,
      locale,
      limit,
    ).map(({ id, name }) => ({ id, name }));
  }
  const openable = searchablePages(facts);
  const pages = openable.map((key) => ({
    key,
    title: ctx.t.pages[key](),
    path: pathOf(key),
    kind: 'PAGE' as const,
  }));
  const actions = QUICK_ACTIONS.filter((action) => openable.includes(action.page)).map((action) => ({
    key: action.key,
    title: ctx.t.search.actions[action.key](),
    path: `${pathOf(action.page)}?${new URLSearchParams(action.search).toString()}`,
    kind: 'ACTION' as const,
  }));
  result.pages = rankMatches(
    [...pages, ...actions]
      .map((page) => ({ ...page, normalized: normalizeSearchText(page.title) }))
      .filter((page) => page.normalized.includes(wanted)),
    wanted,
    ctx.locale,
    limit,
  ).map(({ normalized: _normalized, ...page }) => page);
  return result;
}

builder.queryField('search', (t) =>
  t.field({
    type: SearchResult,
    description:
      'The search palette: products, categories, staff and pages/actions whose title contains the query, case-insensitive, ignoring spaces and hyphens. At most 8 of each kind, titles starting with the query first. Payments-only companies have no search.',
    authScopes: { posCompany: true },
    args: { query: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => search(ctx, args.query),
  }),
);
