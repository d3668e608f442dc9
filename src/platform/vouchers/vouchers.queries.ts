import { queryOptions } from '@tanstack/react-query';
import { hasFailedVoucher, voucherWindow } from '../../domain/accountingDay.ts';
import { execute } from '../../graphql/client.ts';
import { BellIntegrationsDocument, DeadMailsDocument, GetVouchersDocument } from './vouchers.gql.ts';

/**
 * Spec sections 4 and 7: true when any voucher of the venue in the last 30 accounting days
 * failed. The query is skipped without a company or a venue (the caller disables it).
 */
export const failedVouchersQueryOptions = (
  companyId: string | null,
  venueId: string | null,
  timeZone: string,
) =>
  queryOptions({
    queryKey: ['failedVouchers', companyId, venueId, timeZone],
    queryFn: async () => {
      if (!companyId || !venueId) return false;
      const { startDate, endDate } = voucherWindow(new Date(), timeZone);
      const result = await execute(GetVouchersDocument, {
        companyId,
        venueId,
        startDate: startDate.toISOString(),
        endDate: endDate.toISOString(),
      });
      return hasFailedVoucher(result.getVouchers.items);
    },
    enabled: Boolean(companyId && venueId),
    staleTime: 5 * 60_000,
  });

export interface Reconnect {
  key: string;
  name: string;
}

/** The integrations whose connection needs connecting again (status needsReconnect), in catalogue order. */
export function needingReconnect(
  list: readonly { key: string; name: string; status: string }[],
): Reconnect[] {
  return list.filter((i) => i.status === 'needsReconnect').map(({ key, name }) => ({ key, name }));
}

/**
 * Issue 44: the connections the bell asks the user to reconnect (an expired or revoked OAuth
 * grant). Read only by users with INTEGRATIONS (the caller disables it for others).
 */
export const reconnectsQueryOptions = (companyId: string | null) =>
  queryOptions({
    queryKey: ['integrationReconnects', companyId],
    queryFn: async () => needingReconnect((await execute(BellIntegrationsDocument, {})).integrations),
    enabled: Boolean(companyId),
    staleTime: 5 * 60_000,
  });

export interface DeadMail {
  id: string;
  recipient: string;
  subject: string;
}

/**
 * Issue 44 item 2: the company's mails the outbox gave up on (receipts, Z-reports, scheduled
 * reports, invitations: each kind for its feature's scope, or SETTINGS), with "Send again".
 */
export const deadMailsQueryOptions = (companyId: string | null) =>
  queryOptions({
    queryKey: ['deadMails', companyId],
    queryFn: async (): Promise<DeadMail[]> =>
      (await execute(DeadMailsDocument, {})).deadMails.map(({ id, recipient, subject }) => ({
        id,
        recipient,
        subject,
      })),
    enabled: Boolean(companyId),
    staleTime: 5 * 60_000,
  });
