import { type FakeServer, isJson, jsonOf, reply, startFakeServer } from '../fakeServer.ts';

/**
 * A local stand-in for the Caspeco sales API as docs/integrations.md writes it down (tests only):
 * the `AuthKey` header of the system (the traced scheme), system names with a country prefix
 * (`se_…`), dates `yyyy-MM-dd` in `/api/sales/{system}/{date}`, the system's units, one day of
 * hourly net sales per unit (a PUT replaces it; a GET reads the day back), hours `HH:00`,
 * amounts as numbers; refusals as `{ message }`.
 */
export interface FakeCaspeco extends FakeServer {
  /** Net sales by `${unitId}|${date}|${hour}`. */
  sales: Map<string, number>;
}

export async function startFakeCaspeco(options: {
  system: string;
  apiKey: string;
  units: { id: string; name: string }[];
}): Promise<FakeCaspeco> {
  const sales = new Map<string, number>();
  const fake = await startFakeServer(
    (req) => {
      const [, kind, system, date] = /^\/api\/(units|sales)\/([^/]+)(?:\/([^/]+))?$/.exec(req.path) ?? [];
      if (!kind || !system || !/^[a-z]{2}_/.test(system) || system !== options.system)
        return reply(404, { message: `Unknown system ${system ?? ''}` });
      if (req.headers.authkey !== options.apiKey) return reply(401, { message: 'Invalid AuthKey' });
      if (req.method === 'GET' && kind === 'units' && !date) return reply(200, { units: options.units });
      if (kind === 'sales' && (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)))
        return reply(400, { message: 'date must be yyyy-MM-dd' });
      if (req.method === 'GET' && kind === 'sales' && date)
        return reply(200, {
          system,
          date,
          sales: [...sales]
            .filter(([key]) => key.split('|')[1] === date)
            .map(([key, netSales]) => ({ unitId: key.split('|')[0], hour: key.split('|')[2], netSales })),
        });
      if (req.method === 'PUT' && kind === 'sales' && date) {
        if (!isJson(req)) return reply(415, { message: 'Unsupported media type' });
        const body = jsonOf(req) as Record<string, unknown> | undefined;
        if (body?.date !== date) return reply(400, { message: 'date must match the path' });
        if (!options.units.some((u) => u.id === body.unitId))
          return reply(400, { message: `Unknown unit ${String(body.unitId)}` });
        if (typeof body.externalId !== 'string' || !body.externalId)
          return reply(400, { message: 'externalId is required' });
        const hours = body.hours as { hour: unknown; netSales: unknown }[] | undefined;
        if (!Array.isArray(hours) || hours.length > 24)
          return reply(400, { message: 'hours: 0 to 24 values' });
        for (const h of hours) {
          if (typeof h.hour !== 'string' || !/^([01]\d|2[0-3]):00$/.test(h.hour))
            return reply(400, { message: 'hour must be HH:00' });
          if (typeof h.netSales !== 'number') return reply(400, { message: 'netSales must be a number' });
        }
        for (const key of [...sales.keys()]) if (key.startsWith(`${body.unitId}|${date}|`)) sales.delete(key);
        for (const h of hours) sales.set(`${body.unitId}|${date}|${h.hour}`, h.netSales as number);
        return reply(200, { unitId: body.unitId, date, hours: hours.length });
      }
      return reply(404, { message: 'Not found' });
    },
    () => reply(503, { message: 'Service unavailable' }),
  );
  return Object.assign(fake, { sales });
}
