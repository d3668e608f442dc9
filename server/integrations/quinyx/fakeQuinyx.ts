import { type FakeServer, isJson, jsonOf, reply, startFakeServer } from '../fakeServer.ts';
import { basic } from '../http.ts';

/**
 * A local stand-in for Quinyx's OAuth token and Forecast actual-data endpoints (tests only):
 * client credentials as Basic, bearer, the variable and unit external ids the customer set up,
 * at most 366 payloads, UTC timestamps on the hour, `appendData=false` replacing same timestamps.
 */
export interface FakeQuinyx extends FakeServer {
  /** Actual data by `${unit}|${timestamp}`. */
  actuals: Map<string, number>;
}

export async function startFakeQuinyx(options: {
  clientId: string;
  clientSecret: string;
  variableId: string;
  units: string[];
}): Promise<FakeQuinyx> {
  const actuals = new Map<string, number>();
  const access = 'quinyx-access';
  const fake = await startFakeServer(
    (req) => {
      if (req.method === 'POST' && req.path === '/v2/oauth/token') {
        if (req.headers.authorization !== basic(options.clientId, options.clientSecret))
          return reply(401, { error: 'invalid_client', error_description: 'Bad client credentials' });
        return reply(200, { access_token: access, token_type: 'bearer', expires_in: 3600 });
      }
      if (req.headers.authorization !== `Bearer ${access}`) return reply(401, { message: 'Unauthorized' });
      if (req.method === 'POST' && req.path === '/v2/forecasts/actual-data') {
        if (!isJson(req)) return reply(415, { message: 'Unsupported media type' });
        const body = jsonOf(req) as Record<string, unknown> | undefined;
        if (body?.externalForecastVariableId !== options.variableId)
          return reply(400, {
            message: `Unknown forecast variable ${String(body?.externalForecastVariableId)}`,
          });
        const unit = String(body.externalUnitId);
        if (!options.units.includes(unit)) return reply(400, { message: `Unknown unit ${unit}` });
        const payload = body.forecastDataPayload as { data: unknown; timestamp: unknown }[] | undefined;
        if (!Array.isArray(payload) || payload.length > 366)
          return reply(400, { message: 'Input is too large' });
        for (const p of payload) {
          if (typeof p.data !== 'number') return reply(400, { message: 'data must be a number' });
          if (typeof p.timestamp !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:00:00Z$/.test(p.timestamp))
            return reply(400, { message: 'timestamp must be UTC on the hour' });
        }
        const append = req.query.get('appendData') !== 'false';
        for (const p of payload) {
          const key = `${unit}|${p.timestamp as string}`;
          actuals.set(key, (append ? (actuals.get(key) ?? 0) : 0) + (p.data as number));
        }
        return reply(200, {});
      }
      return reply(404, { message: 'Not found' });
    },
    () => reply(503, { message: 'Service unavailable' }),
  );
  return Object.assign(fake, { actuals });
}
