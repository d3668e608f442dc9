import { ProviderError, type StaffSalesAdapter } from '../adapter.ts';
import { major, providerClient, requireSetting, verdictOf } from '../http.ts';

/**
 * Planday Open API (developer.planday.com, "Authorization", "Point of Sale (POS) integrations",
 * Revenue API): an access token from the authorisation flow (plandayOAuth.ts; a connection made
 * earlier with a pasted refresh token gets one from `POST {id.planday.com}/connect/token` with
 * Ordna's app id, PLANDAY_CLIENT_ID), then calls with `Authorization: Bearer` and `X-ClientId`. Planday keeps one revenue record per revenue unit and day, so the day's total
 * goes to the revenue unit named like the venue (`GET /revenue/v1.0/revenueunits`), by
 * `POST /revenue/v1.0/revenue` `{ revenueUnitId, date, turnover, comment }`; a resend sets the
 * same record again. Refusals: `{ message }`.
 */
export interface PlandayOptions {
  baseUrl: string;
  authUrl: string;
  clientId?: string;
  fetch?: typeof fetch;
}

const NAME = 'Planday';

export function createPlandayAdapter(options: PlandayOptions): StaffSalesAdapter {
  const request = providerClient(
    NAME,
    (body) => body.message ?? body.error_description ?? body.error,
    options.fetch,
  );
  const session = async (credentials: Record<string, string>) => {
    const clientId = requireSetting(NAME, 'PLANDAY_CLIENT_ID', options.clientId);
    // Connected by the authorisation flow (plandayOAuth.ts): the access token was refreshed before
    // the call, and the rotated refresh token stored (oauth.ts); refreshing here would spend it.
    if (credentials.accessToken)
      return { authorization: `Bearer ${credentials.accessToken}`, 'x-clientid': clientId };
    // A connection made before (a refresh token pasted from Planday's API Access page).
    const token = await request<{ access_token?: string }>(`${options.authUrl}/connect/token`, {
      form: {
        client_id: clientId,
        grant_type: 'refresh_token',
        refresh_token: credentials.refreshToken ?? '',
      },
    });
    return { authorization: `Bearer ${token.access_token ?? ''}`, 'x-clientid': clientId };
  };
  const units = async (headers: Record<string, string>) =>
    (
      await request<{ data?: { id: number; name: string }[] }>(
        `${options.baseUrl}/revenue/v1.0/revenueunits`,
        { headers },
      )
    ).data ?? [];
  return {
    verify: (credentials) => verdictOf(async () => units(await session(credentials))),
    async sendSales(credentials, sales) {
      const headers = await session(credentials);
      const wanted = sales.venue.name.trim().toLowerCase();
      const unit = (await units(headers)).find((u) => u.name.trim().toLowerCase() === wanted);
      if (!unit) throw new ProviderError(`${NAME}: no revenue unit is named "${sales.venue.name}"`, false);
      const created = await request<{ data?: { id?: number } }>(`${options.baseUrl}/revenue/v1.0/revenue`, {
        headers,
        json: {
          revenueUnitId: unit.id,
          date: sales.date,
          turnover: major(sales.hours.reduce((sum, h) => sum + h.revenue, 0)),
          comment: `Ordna ${sales.reference}`,
        },
      });
      return { providerReference: String(created.data?.id ?? `${unit.id}/${sales.date}`) };
    },
  };
}
