import { ProviderError, type StaffSalesAdapter } from '../adapter.ts';
import { major, providerClient, verdictOf } from '../http.ts';

/**
 * Caspeco (staff scheduling, SE/NO). Caspeco publishes no open API reference; what is public is
 * that point-of-sale systems send sales to Caspeco with an installation key and a system name the
 * customer registers with Caspeco (Rebnis' help "Caspeco – Försäljningsexport"), to a sales API at
 * `salesapi.caspeco.net/api/sales/{system}/…` authorised by an `AuthKey` header. The rest is the
 * plausible REST shape written down in docs/integrations.md ("Caspeco"), to be checked against
 * Caspeco's partner documentation before go-live:
 *
 * - `GET /api/systems/{system}` verifies the key for the system;
 * - `GET /api/units/{system}` lists the system's units (`{ units: [{ id, name }] }`); a venue goes to
 *   the unit of its name;
 * - `PUT /api/sales/{system}/{date}` `{ unitId, date, externalId, currency?, hours: [{ hour: 'HH:00'
 *   (UTC), netSales }] }` sets the unit's day (net of VAT, per hour): a PUT replaces, so a resend
 *   never adds.
 *
 * Refusals: `{ message }`.
 */
export interface CaspecoOptions {
  baseUrl: string;
  fetch?: typeof fetch;
}

const NAME = 'Caspeco';

export function createCaspecoAdapter(options: CaspecoOptions): StaffSalesAdapter {
  const request = providerClient(NAME, (body) => body.message, options.fetch);
  const call = (credentials: Record<string, string>, path: string) => ({
    url: `${options.baseUrl}/api/${path}/${encodeURIComponent(credentials.systemName ?? '')}`,
    headers: { authkey: credentials.apiKey ?? '' },
  });
  return {
    verify: (credentials) =>
      verdictOf(() => {
        const { url, headers } = call(credentials, 'systems');
        return request(url, { headers });
      }),
    async sendSales(credentials, sales) {
      const list = call(credentials, 'units');
      const { units = [] } = await request<{ units?: { id: string; name: string }[] }>(list.url, {
        headers: list.headers,
      });
      const wanted = sales.venue.name.trim().toLowerCase();
      const unit = units.find((u) => u.name.trim().toLowerCase() === wanted);
      if (!unit) throw new ProviderError(`${NAME}: no unit is named "${sales.venue.name}"`, false);
      const put = call(credentials, 'sales');
      await request(`${put.url}/${sales.date}`, {
        method: 'PUT',
        headers: put.headers,
        json: {
          unitId: unit.id,
          date: sales.date,
          externalId: sales.reference,
          hours: sales.hours.map((h) => ({ hour: h.start.slice(11, 16), netSales: major(h.revenue) })),
        },
      });
      return { providerReference: `${unit.id}/${sales.date}` };
    },
  };
}
