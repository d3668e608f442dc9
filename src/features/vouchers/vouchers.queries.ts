import { queryOptions } from '@tanstack/react-query';
import { hasFailedVoucher, voucherWindow } from '../../domain/accountingDay.ts';
import { execute } from '../../graphql/client.ts';
import { GetVouchersDocument } from './vouchers.gql.ts';

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
