import type { StaffSalesAdapter } from '../adapter.ts';
import { basic, major, providerClient, verdictOf } from '../http.ts';

/**
 * Quinyx API v2 (api.quinyx.com/v2/docs; help: "Uploading data" for Forecast): an access token
 * from `POST /v2/oauth/token` (client credentials the customer creates in Quinyx, as Basic),
 * then `POST /v2/forecasts/actual-data?appendData=false` with `{ externalForecastVariableId,
 * externalUnitId, forecastDataPayload: [{ data, timestamp }] }`: one value per hour at its UTC
 * start, on the variable the customer names (its external id, e.g. net sales) for the unit whose
 * integration key is the venue's name. `appendData=false` replaces values of the same timestamps,
 * so a resend never adds. Refusals: `{ message }` or OAuth `{ error_description }`.
 */
export interface QuinyxOptions {
  baseUrl: string;
  fetch?: typeof fetch;
}

export function createQuinyxAdapter(options: QuinyxOptions): StaffSalesAdapter {
  const request = providerClient(
    'Quinyx',
    (body) => body.message ?? body.error_description ?? body.error,
    options.fetch,
  );
  const session = async (credentials: Record<string, string>) => {
    const token = await request<{ access_token?: string }>(`${options.baseUrl}/v2/oauth/token`, {
      headers: { authorization: basic(credentials.clientId ?? '', credentials.clientSecret ?? '') },
      form: { grant_type: 'client_credentials' },
    });
    return { authorization: `Bearer ${token.access_token ?? ''}` };
  };
  return {
    verify: (credentials) => verdictOf(() => session(credentials)),
    async sendSales(credentials, sales) {
      const headers = await session(credentials);
      await request(`${options.baseUrl}/v2/forecasts/actual-data?appendData=false`, {
        headers,
        json: {
          externalForecastVariableId: credentials.variableId ?? '',
          externalUnitId: sales.venue.name,
          forecastDataPayload: sales.hours.map((h) => ({ data: major(h.revenue), timestamp: h.start })),
        },
      });
      return { providerReference: `${sales.venue.name}/${sales.date}` };
    },
  };
}
