import { type FakeOAuth, fakeOAuth, withOAuth } from '../fakeOAuth.ts';
import { type FakeServer, isJson, jsonOf, reply, startFakeServer } from '../fakeServer.ts';

/**
 * A local stand-in for Planday's token endpoint and Revenue API (tests only): refresh-token
 * grant with the app id, bearer + X-ClientId, revenue units, one revenue record per unit and day
 * (a second POST replaces it); refusals as `{ message }`. Its authorisation server (fakeOAuth.ts)
 * follows Planday's: `/connect/authorize` wanting `openid offline_access`, `/connect/token` with
 * the app id in the form (no secret), refresh tokens that do not expire (a refresh answers none
 * new) until the grant is revoked. `options.refreshToken` is one pasted from Planday's API Access
 * page (connections made before the authorisation flow).
 */
export interface FakePlanday extends FakeServer, Pick<FakeOAuth, 'consent' | 'revoke' | 'tokenCalls'> {
  revenue: { id: number; revenueUnitId: number; date: string; turnover: number; comment?: string }[];
}

export async function startFakePlanday(options: {
  clientId: string;
  refreshToken: string;
}): Promise<FakePlanday> {
  const revenue: FakePlanday['revenue'] = [];
  const units = [
    { id: 11, name: 'Södermalm', departmentId: 1 },
    { id: 12, name: 'Vasastan', departmentId: 2 },
  ];
  const access = 'planday-access';
  const oauth = fakeOAuth({
    prefix: 'planday',
    authorizePath: '/connect/authorize',
    tokenPath: '/connect/token',
    clientId: options.clientId,
    requiredScopes: ['openid', 'offline_access'],
    rotate: false,
  });
  const fake = await startFakeServer(
    (req) => {
      const form = new URLSearchParams(req.body);
      // A refresh with the pasted token takes the older path below; any other is the authorisation server's.
      const pasted =
        req.method === 'POST' &&
        req.path === '/connect/token' &&
        form.get('grant_type') === 'refresh_token' &&
        form.get('refresh_token') === options.refreshToken;
      const answered = pasted ? null : oauth.handle(req);
      if (answered) return answered;
      if (pasted) {
        if (form.get('client_id') !== options.clientId) return reply(400, { error: 'invalid_client' });
        return reply(200, { access_token: access, token_type: 'Bearer', expires_in: 3600 });
      }
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if ((bearer !== access && !oauth.accepts(bearer)) || req.headers['x-clientid'] !== options.clientId)
        return reply(401, { message: 'Unauthorized' });
      if (req.method === 'GET' && req.path === '/revenue/v1.0/revenueunits')
        return reply(200, { paging: { offset: 0, limit: 50, total: units.length }, data: units });
      if (req.method === 'POST' && req.path === '/revenue/v1.0/revenue') {
        if (!isJson(req)) return reply(415, { message: 'Unsupported media type' });
        const body = jsonOf(req) as Record<string, unknown> | undefined;
        if (!body || !units.some((u) => u.id === body.revenueUnitId))
          return reply(400, { message: 'Unknown revenue unit' });
        if (typeof body.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(body.date))
          return reply(400, { message: 'date must be yyyy-MM-dd' });
        if (typeof body.turnover !== 'number' || body.turnover < 0)
          return reply(400, { message: 'turnover must be a number' });
        const existing = revenue.find((r) => r.revenueUnitId === body.revenueUnitId && r.date === body.date);
        const record = {
          id: existing?.id ?? revenue.length + 1,
          revenueUnitId: body.revenueUnitId as number,
          date: body.date,
          turnover: body.turnover,
          comment: typeof body.comment === 'string' ? body.comment : undefined,
        };
        if (existing) Object.assign(existing, record);
        else revenue.push(record);
        return reply(200, { data: record });
      }
      return reply(404, { message: 'Not found' });
    },
    () => reply(503, { message: 'Service unavailable' }),
  );
  return withOAuth(Object.assign(fake, { revenue }), oauth);
}
