import type {
  GetBeeperRangePageQuery,
  GetInvoiceTargetPageQuery,
  GetPaymentMethodPageQuery,
  GetVenueSettingsPageQuery,
} from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { DeleteOutcome } from '../../machines/deleteFlow/deleteFlow.actors.ts';
import type { ListPage, ListQuery, QuerySpec } from '../../platform/crud/index.ts';
import {
  DeleteBeeperRangeDocument,
  DeleteInvoiceTargetDocument,
  DeletePaymentMethodDocument,
  DeleteVenueDocument,
  GetBeeperRangeDocument,
  GetBeeperRangePageDocument,
  GetCompanySettingsDocument,
  GetInvoiceTargetDocument,
  GetInvoiceTargetPageDocument,
  GetPaymentMethodDocument,
  GetPaymentMethodPageDocument,
  GetReceiptTemplateDocument,
  GetVenueSettingsDocument,
  GetVenueSettingsPageDocument,
} from './settings.gql.ts';

export type VenueSettingsRow = GetVenueSettingsPageQuery['settingsVenues']['results'][number];

/** Query keys of the settings area; mutations invalidate through these. */
export const settingsKeys = {
  all: ['settings'] as const,
  venuePages: (query: ListQuery) => ['settings', 'venues', query] as const,
  venue: (id: string) => ['settings', 'venue', id] as const,
  company: ['settings', 'company'] as const,
  receipt: ['settings', 'receipt'] as const,
  beeperPages: (query: ListQuery) => ['settings', 'beepers', query] as const,
  beeper: (id: string) => ['settings', 'beeper', id] as const,
  paymentMethodPages: (query: ListQuery) => ['settings', 'paymentMethods', query] as const,
  paymentMethod: (id: string) => ['settings', 'paymentMethod', id] as const,
  invoiceTargetPages: (query: ListQuery) => ['settings', 'invoiceTargets', query] as const,
  invoiceTarget: (id: string) => ['settings', 'invoiceTarget', id] as const,
};

export type BeeperRangeRow = GetBeeperRangePageQuery['beeperRanges']['results'][number];

/** A company save changes the shell's company name and language too. */
export const COMPANY_INVALIDATES = [settingsKeys.all, ['shellData']];

export const companySettingsQueryOptions = () => ({
  queryKey: settingsKeys.company,
  queryFn: async () => (await execute(GetCompanySettingsDocument, {})).companySettings,
  staleTime: 0,
});

export const receiptTemplateQueryOptions = () => ({
  queryKey: settingsKeys.receipt,
  queryFn: () => execute(GetReceiptTemplateDocument, {}),
  staleTime: 0,
});

export const beeperListQueryOptions = (): QuerySpec<readonly BeeperRangeRow[]> => ({
  queryKey: [...settingsKeys.all, 'beepers', 'first-page'],
  queryFn: async () => (await execute(GetBeeperRangePageDocument, { first: 100 })).beeperRanges.results,
  staleTime: 30_000,
});

export const beeperQueryOptions = (id: string): QuerySpec<BeeperRangeRow> => ({
  queryKey: settingsKeys.beeper(id),
  queryFn: async () => {
    const range = (await execute(GetBeeperRangeDocument, { id })).beeperRange;
    if (!range) throw new Error('not found');
    return range;
  },
  staleTime: 0,
});

export async function fetchBeeperPage(
  query: ListQuery,
  after: string | null,
  first: number,
): Promise<ListPage<BeeperRangeRow>> {
  const { beeperRanges } = await execute(GetBeeperRangePageDocument, { search: query.q, first, after });
  return {
    rows: beeperRanges.results,
    count: beeperRanges.count,
    endCursor: beeperRanges.pageInfo.endCursor ?? null,
    hasNextPage: beeperRanges.pageInfo.hasNextPage,
  };
}

export async function removeBeeperRanges(ids: string[]): Promise<DeleteOutcome> {
  for (const id of ids) await mutation.send(DeleteBeeperRangeDocument, { id });
  return { deleted: true, count: ids.length };
}

/** A venue save or delete also changes the shell's venue picker. */
export const VENUE_INVALIDATES = [settingsKeys.all, ['shellData']];

export const venueListQueryOptions = (): QuerySpec<readonly VenueSettingsRow[]> => ({
  queryKey: [...settingsKeys.all, 'venues', 'first-page'],
  queryFn: async () => (await execute(GetVenueSettingsPageDocument, { first: 100 })).settingsVenues.results,
  staleTime: 30_000,
});

export const venueQueryOptions = (id: string): QuerySpec<VenueSettingsRow> => ({
  queryKey: settingsKeys.venue(id),
  queryFn: async () => {
    const venue = (await execute(GetVenueSettingsDocument, { id })).settingsVenue;
    if (!venue) throw new Error('not found');
    return venue;
  },
  staleTime: 0,
});

export async function fetchVenuePage(
  query: ListQuery,
  after: string | null,
  first: number,
): Promise<ListPage<VenueSettingsRow>> {
  const { settingsVenues } = await execute(GetVenueSettingsPageDocument, {
    search: query.q,
    desc: query.desc,
    first,
    after,
  });
  return {
    rows: settingsVenues.results,
    count: settingsVenues.count,
    endCursor: settingsVenues.pageInfo.endCursor ?? null,
    hasNextPage: settingsVenues.pageInfo.hasNextPage,
  };
}

export async function removeVenues(ids: string[]): Promise<DeleteOutcome> {
  for (const id of ids) await mutation.send(DeleteVenueDocument, { id });
  return { deleted: true, count: ids.length };
}

export type PaymentMethodRow = GetPaymentMethodPageQuery['paymentMethodsPage']['results'][number];

export const paymentMethodListQueryOptions = (): QuerySpec<readonly PaymentMethodRow[]> => ({
  queryKey: [...settingsKeys.all, 'paymentMethods', 'first-page'],
  queryFn: async () =>
    (await execute(GetPaymentMethodPageDocument, { first: 100 })).paymentMethodsPage.results,
  staleTime: 30_000,
});

export const paymentMethodQueryOptions = (id: string): QuerySpec<PaymentMethodRow> => ({
  queryKey: settingsKeys.paymentMethod(id),
  queryFn: async () => {
    const method = (await execute(GetPaymentMethodDocument, { id })).paymentMethod;
    if (!method) throw new Error('not found');
    return method;
  },
  staleTime: 0,
});

export async function fetchPaymentMethodPage(
  query: ListQuery,
  after: string | null,
  first: number,
): Promise<ListPage<PaymentMethodRow>> {
  const { paymentMethodsPage } = await execute(GetPaymentMethodPageDocument, {
    search: query.q,
    desc: query.desc,
    first,
    after,
  });
  return {
    rows: paymentMethodsPage.results,
    count: paymentMethodsPage.count,
    endCursor: paymentMethodsPage.pageInfo.endCursor ?? null,
    hasNextPage: paymentMethodsPage.pageInfo.hasNextPage,
  };
}

/** Removing only marks a method deleted on the server (old orders keep its name). */
export async function removePaymentMethods(ids: string[]): Promise<DeleteOutcome> {
  for (const id of ids) await mutation.send(DeletePaymentMethodDocument, { id });
  return { deleted: true, count: ids.length };
}

export type InvoiceTargetRow = GetInvoiceTargetPageQuery['invoiceTargetsPage']['results'][number];

export const invoiceTargetListQueryOptions = (): QuerySpec<readonly InvoiceTargetRow[]> => ({
  queryKey: [...settingsKeys.all, 'invoiceTargets', 'first-page'],
  queryFn: async () =>
    (await execute(GetInvoiceTargetPageDocument, { first: 100 })).invoiceTargetsPage.results,
  staleTime: 30_000,
});

export const invoiceTargetQueryOptions = (id: string): QuerySpec<InvoiceTargetRow> => ({
  queryKey: settingsKeys.invoiceTarget(id),
  queryFn: async () => {
    const target = (await execute(GetInvoiceTargetDocument, { id })).invoiceTarget;
    if (!target) throw new Error('not found');
    return target;
  },
  staleTime: 0,
});

export async function fetchInvoiceTargetPage(
  query: ListQuery,
  after: string | null,
  first: number,
): Promise<ListPage<InvoiceTargetRow>> {
  const { invoiceTargetsPage } = await execute(GetInvoiceTargetPageDocument, {
    search: query.q,
    desc: query.desc,
    first,
    after,
  });
  return {
    rows: invoiceTargetsPage.results,
    count: invoiceTargetsPage.count,
    endCursor: invoiceTargetsPage.pageInfo.endCursor ?? null,
    hasNextPage: invoiceTargetsPage.pageInfo.hasNextPage,
  };
}

/** Removing only marks a target deleted on the server (its payments and invoices keep it). */
export async function removeInvoiceTargets(ids: string[]): Promise<DeleteOutcome> {
  for (const id of ids) await mutation.send(DeleteInvoiceTargetDocument, { id });
  return { deleted: true, count: ids.length };
}
