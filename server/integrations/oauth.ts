import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { hasScope } from '../../src/domain/scopes.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  companies,
  integrationConnections,
  integrationOauthStates,
  permissions,
  users,
} from '../platform/db/schema/index.ts';
import { ownRow, ownRows } from '../platform/db/tenant.ts';
import { type Keyring, seal, unseal } from '../platform/secrets.ts';
import { type CredentialVerifier, ProviderError } from './adapter.ts';
import { basic, providerClient } from './http.ts';

/**
 * An OAuth 2 authorisation-code client (RFC 6749 §4.1) of one provider (issue 44 item 1): Ordna's
 * app at the provider, read from the environment (registry.ts): Fortnox (fortnox/fortnoxOAuth.ts),
 * Visma eEkonomi (visma/vismaOAuth.ts) and Planday (planday/plandayOAuth.ts).
 */
export interface OAuthClient {
  /** The provider key (`fortnox`). */
  provider: string;
  /** The provider's name, for messages. */
  name: string;
  authorizeUrl: string;
  tokenUrl: string;
  clientId: string;
  /**
   * Sent as HTTP Basic with the client id (RFC 6749 §2.3.1). Absent for a public client (Planday
   * documents none): the client id then goes in the token request's form (§3.2.1).
   */
  clientSecret?: string;
  scope: string;
  /** Further parameters of the authorise request (Fortnox: `access_type=offline`). */
  extra?: Record<string, string>;
}

/** How long a started authorisation may take to come back (the state's life). */
export const STATE_TTL_MS = 10 * 60_000;
/** An access token expiring sooner than this is refreshed before a call. */
export const REFRESH_AHEAD_MS = 5 * 60_000;
/** How long one refresh holds the connection (longer than the token call's timeout). */
export const REFRESH_LEASE_MS = 60_000;
const TOKEN_TIMEOUT_MS = 20_000;

export const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** The callback path of a provider: its redirect URI is PUBLIC_URL followed by it. */
export const callbackPath = (provider: string) => `/integrations/oauth/${provider}/callback`;
export const redirectUriOf = (publicUrl: string, provider: string) =>
  `${publicUrl.replace(/\/+$/, '')}${callbackPath(provider)}`;

/**
 * Starts an authorisation: a random state (32 bytes) is stored as its SHA-256 only, bound to the
 * viewer's company and user, for 10 minutes and one use; answers the provider's authorise URL.
 */
export async function startAuthorization(
  db: Queryable,
  viewer: Viewer,
  client: OAuthClient,
  redirectUri: string,
  now = new Date(),
): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  // The company's finished or forgotten attempts go: a table of live states only.
  await db
    .delete(integrationOauthStates)
    .where(
      ownRows(
        viewer,
        integrationOauthStates,
        or(lte(integrationOauthStates.expiresAt, now), isNotNull(integrationOauthStates.usedAt)),
      ),
    );
  await db.insert(integrationOauthStates).values(
    ownRow(viewer, {
      userId: viewer.userId,
      provider: client.provider,
      stateHash: hashState(state),
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    }),
  );
  const url = new URL(client.authorizeUrl);
  const params = {
    client_id: client.clientId,
    redirect_uri: redirectUri,
    scope: client.scope,
    state,
    response_type: 'code',
    ...client.extra,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
}

/**
 * The token endpoint (RFC 6749 §4.1.3, §6): a form body; a confidential client's credentials as
 * HTTP Basic, a public client's id in the form.
 */
function tokenCall(client: OAuthClient, form: Record<string, string>) {
  const request = providerClient(
    client.name,
    (body) => [body.error, body.error_description].filter((part) => typeof part === 'string').join(': '),
    fetch,
    { timeoutMs: TOKEN_TIMEOUT_MS },
  );
  const secret = client.clientSecret;
  return request<TokenAnswer>(client.tokenUrl, {
    method: 'POST',
    headers: secret ? { authorization: basic(client.clientId, secret) } : {},
    form: secret ? form : { client_id: client.clientId, ...form },
  });
}

/**
 * The tokens of a token answer. A refresh answer without a refresh token keeps the one used (RFC
 * 6749 §6: the server MAY issue a new one; Fortnox and Visma always do, and theirs work once).
 */
function tokensOf(client: OAuthClient, answer: TokenAnswer, now: Date, usedRefresh?: string) {
  const { access_token: access, expires_in: expiresIn } = answer;
  const refresh = answer.refresh_token ?? usedRefresh;
  if (typeof access !== 'string' || !access || typeof refresh !== 'string' || !refresh)
    throw new ProviderError(`${client.name}: the token answer had no tokens`, true);
  const seconds = typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : 3600;
  return {
    credentials: { accessToken: access, refreshToken: refresh },
    expiresAt: new Date(now.getTime() + seconds * 1000),
  };
}

/** A refusal of the grant itself (RFC 6749 §5.2): the refresh token is used, expired or revoked. */
export const isInvalidGrant = (error: unknown) =>
  error instanceof ProviderError &&
  (error.status === 400 || error.status === 401) &&
  error.message.includes('invalid_grant');

export type CallbackOutcome = 'connected' | 'state' | 'access' | 'denied' | 'exchange';

/**
 * Whether the user who started an authorisation may still connect integrations when the browser
 * comes back (up to 10 minutes later): still active, still in the state's company, the company not
 * payments-only, and INTEGRATIONS still among their scopes (an empty list holds them all, as for a
 * request: server/platform/context.ts, server/platform/builder.ts). The callback carries no Ordna token, so the
 * state's user is read again here rather than trusted from when the state was made.
 */
export async function mayStillConnect(db: Queryable, companyId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      active: users.active,
      companyId: users.companyId,
      isPaymentsOnly: companies.isPaymentsOnly,
      scopes: permissions.scopes,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(permissions, eq(permissions.userId, users.id))
    .where(eq(users.id, userId));
  return (
    !!row?.active &&
    row.companyId === companyId &&
    !row.isPaymentsOnly &&
    hasScope(row.scopes ?? [], 'INTEGRATIONS')
  );
}

/**
 * The callback: the state must be one this server made for this provider, unused and less than 10
 * minutes old (it is spent here, whatever follows); the user who started it must still have
 * access to integrations in its company (`mayStillConnect`, else `access`); the code is exchanged, the new token checked
 * with the provider (`verifier`), and the tokens stored sealed for the state's company, with the
 * access token's expiry (refused, with the provider's words, when the check fails). Answers what
 * the page is told.
 */
export async function completeAuthorization(
  db: Queryable,
  client: OAuthClient,
  redirectUri: string,
  query: URLSearchParams,
  key: Keyring | Buffer,
  now = new Date(),
  verifier?: CredentialVerifier,
): Promise<CallbackOutcome> {
  const state = query.get('state') ?? '';
  if (!state) return 'state';
  // Single use: the one UPDATE that marks it used wins; a replay, an expired or a foreign one finds none.
  const [taken] = await db
    .update(integrationOauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(integrationOauthStates.stateHash, hashState(state)),
        eq(integrationOauthStates.provider, client.provider),
        isNull(integrationOauthStates.usedAt),
        gt(integrationOauthStates.expiresAt, now),
      ),
    )
    .returning({ companyId: integrationOauthStates.companyId, userId: integrationOauthStates.userId });
  if (!taken) return 'state';
  // Checked before the code is exchanged: a user who lost the scope (or left) connects nothing.
  if (!(await mayStillConnect(db, taken.companyId, taken.userId))) return 'access';
  const code = query.get('code');
  if (query.get('error') || !code) return 'denied';
  let tokens: ReturnType<typeof tokensOf>;
  try {
    tokens = tokensOf(
      client,
      await tokenCall(client, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
      now,
    );
  } catch {
    return 'exchange';
  }
  // The provider's own check of the new token (Fortnox: company information, which the scope allows).
  const verdict = verifier ? await verifier.verify(tokens.credentials) : ({ ok: true } as const);
  const values = {
    status: verdict.ok ? 'connected' : 'refused',
    credentials: seal(tokens.credentials, key),
    message: verdict.ok ? '' : verdict.message,
    connectedAt: now,
    expiresAt: tokens.expiresAt,
    refreshingUntil: null,
  };
  await db
    .insert(integrationConnections)
    .values(ownRow({ companyId: taken.companyId }, { provider: client.provider, ...values }))
    .onConflictDoUpdate({
      target: [integrationConnections.companyId, integrationConnections.provider],
      set: values,
    });
  return verdict.ok ? 'connected' : 'exchange';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const reconnectMessage = (client: Pick<OAuthClient, 'name'>) =>
  `${client.name}: the authorisation has expired or was revoked; reconnect`;

/**
 * The credentials to call the provider with, refreshed first when the access token expires within
 * 5 minutes. One refresh at a time across instances, without a transaction held during the call:
 * a single UPDATE claims the connection (compare-and-set on the sealed credentials read, and no
 * refresh under way or its lease run out); the winner calls the token endpoint, then stores the
 * rotated refresh token and the new expiry and frees the claim. The others wait and read again
 * (they then see the fresh token). A refresh refused as `invalid_grant` (the single-use refresh
 * token was spent, has expired or the grant was revoked) marks the connection `needsReconnect`.
 */
export async function freshCredentials(
  db: Queryable,
  client: OAuthClient,
  companyId: string,
  key: Keyring | Buffer,
  now: () => Date = () => new Date(),
  pollMs = 100,
): Promise<Record<string, string>> {
  const deadline = now().getTime() + REFRESH_LEASE_MS;
  while (now().getTime() < deadline) {
    const [row] = await db
      .select()
      .from(integrationConnections)
      .where(
        ownRows({ companyId }, integrationConnections, eq(integrationConnections.provider, client.provider)),
      );
    if (!row || row.status === 'refused') throw new ProviderError(`${client.name} is not connected`, false);
    if (row.status === 'needsReconnect') throw new ProviderError(reconnectMessage(client), false);
    const credentials = unseal(row.credentials, key);
    const at = now();
    if (
      !credentials.refreshToken ||
      !row.expiresAt ||
      row.expiresAt.getTime() - at.getTime() > REFRESH_AHEAD_MS
    )
      return credentials;
    const [claimed] = await db
      .update(integrationConnections)
      .set({ refreshingUntil: new Date(at.getTime() + REFRESH_LEASE_MS) })
      .where(
        and(
          eq(integrationConnections.id, row.id),
          eq(integrationConnections.credentials, row.credentials),
          or(isNull(integrationConnections.refreshingUntil), lte(integrationConnections.refreshingUntil, at)),
        ),
      )
      .returning({ id: integrationConnections.id });
    if (!claimed) {
      await sleep(pollMs);
      continue;
    }
    let tokens: ReturnType<typeof tokensOf>;
    try {
      tokens = tokensOf(
        client,
        await tokenCall(client, { grant_type: 'refresh_token', refresh_token: credentials.refreshToken }),
        now(),
        credentials.refreshToken,
      );
    } catch (error) {
      const revoked = isInvalidGrant(error);
      await db
        .update(integrationConnections)
        .set(
          revoked
            ? { status: 'needsReconnect', message: reconnectMessage(client), refreshingUntil: null }
            : { refreshingUntil: null },
        )
        .where(eq(integrationConnections.id, row.id));
      throw revoked ? new ProviderError(reconnectMessage(client), false) : error;
    }
    await db
      .update(integrationConnections)
      .set({ credentials: seal(tokens.credentials, key), expiresAt: tokens.expiresAt, refreshingUntil: null })
      .where(eq(integrationConnections.id, row.id));
    return tokens.credentials;
  }
  throw new ProviderError(`${client.name}: a token refresh under way did not finish`, true);
}
