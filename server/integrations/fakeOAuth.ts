import type { FakeReply, SeenRequest } from './fakeServer.ts';
import { reply } from './fakeServer.ts';

/**
 * The authorisation server of a fake provider (tests only): RFC 6749's authorisation-code grant as
 * the provider documents it. The authorise page checks the client, response_type=code, a state,
 * an http(s) redirect URI and the provider's required scopes, then "consents" (a code, or
 * error=access_denied) by redirecting back. The token endpoint takes the client as the provider
 * does (HTTP Basic with the secret, or a public client's id in the form), a form body, codes once
 * within their redirect URI, and refresh tokens: once each when `rotate` (each refresh answers a
 * new one), else reusable (the answer carries none). `revoke` spends every refresh token.
 */
export interface FakeOAuthOptions {
  /** Token prefix (`visma` → `visma-access-1`). */
  prefix: string;
  authorizePath: string;
  tokenPath: string;
  clientId: string;
  /** Present: the token endpoint wants HTTP Basic client id : secret. Absent: client_id in the form. */
  clientSecret?: string;
  /** Scopes the authorise request must include. */
  requiredScopes: readonly string[];
  rotate: boolean;
  /** The `scope` a token answer carries (Fortnox says what was granted); none when absent. */
  grantedScope?: string;
}

export interface FakeOAuth {
  /** Answers an OAuth request, or null for any other (the provider's API). */
  handle(req: SeenRequest): FakeReply | null;
  /** Whether an access token was issued here. */
  accepts(bearer: string | undefined): boolean;
  consent: 'grant' | 'deny';
  /** Seconds the access tokens it issues from now on live (3600 unless a test shortens it). */
  expiresIn: number;
  revoke(): void;
  tokenCalls(grant: 'authorization_code' | 'refresh_token'): number;
}

export function fakeOAuth(options: FakeOAuthOptions): FakeOAuth {
  const codes = new Map<string, { redirectUri: string; used: boolean }>();
  const refreshTokens = new Map<string, { used: boolean }>();
  const accessTokens = new Set<string>();
  const calls = { authorization_code: 0, refresh_token: 0 };
  let issued = 0;
  const error = (status: number, code: string, description: string) =>
    reply(status, { error: code, error_description: description });
  const issue = (withRefresh: boolean) => {
    issued += 1;
    const access = `${options.prefix}-access-${issued}`;
    accessTokens.add(access);
    const answer: Record<string, unknown> = {
      access_token: access,
      expires_in: state.expiresIn,
      token_type: 'Bearer',
      ...(options.grantedScope ? { scope: options.grantedScope } : {}),
    };
    if (withRefresh) {
      const refresh = `${options.prefix}-refresh-${issued}`;
      refreshTokens.set(refresh, { used: false });
      answer.refresh_token = refresh;
    }
    return reply(200, answer);
  };
  const state: FakeOAuth = {
    consent: 'grant',
    expiresIn: 3600,
    accepts: (bearer) => bearer !== undefined && accessTokens.has(bearer),
    revoke() {
      for (const token of refreshTokens.values()) token.used = true;
    },
    tokenCalls: (grant) => calls[grant],
    handle(req) {
      if (req.method === 'GET' && req.path === options.authorizePath) {
        const q = req.query;
        const redirect = q.get('redirect_uri') ?? '';
        const scopes = new Set((q.get('scope') ?? '').split(' '));
        if (
          q.get('client_id') !== options.clientId ||
          q.get('response_type') !== 'code' ||
          !q.get('state') ||
          !options.requiredScopes.every((scope) => scopes.has(scope)) ||
          !/^https?:\/\//.test(redirect)
        )
          return error(
            400,
            'invalid_request',
            'client_id, redirect_uri, scope, state and response_type=code',
          );
        const back = new URL(redirect);
        back.searchParams.set('state', q.get('state') ?? '');
        if (state.consent === 'deny') back.searchParams.set('error', 'access_denied');
        else {
          const code = `code-${codes.size + 1}-${Math.random().toString(36).slice(2)}`;
          codes.set(code, { redirectUri: redirect, used: false });
          back.searchParams.set('code', code);
        }
        return { status: 302, body: {}, headers: { location: back.toString() } };
      }
      if (req.method !== 'POST' || req.path !== options.tokenPath) return null;
      if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
        return error(400, 'invalid_request', 'The body must be a form');
      const form = new URLSearchParams(req.body);
      const client = options.clientSecret
        ? req.headers.authorization ===
          `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`
        : form.get('client_id') === options.clientId;
      if (!client) return error(401, 'invalid_client', 'Bad client credentials');
      const grant = form.get('grant_type');
      if (grant === 'authorization_code') {
        calls.authorization_code += 1;
        const code = codes.get(form.get('code') ?? '');
        if (!code || code.used || code.redirectUri !== form.get('redirect_uri'))
          return error(400, 'invalid_grant', 'Invalid authorization code');
        code.used = true;
        return issue(true);
      }
      if (grant === 'refresh_token') {
        calls.refresh_token += 1;
        const token = refreshTokens.get(form.get('refresh_token') ?? '');
        if (!token || token.used)
          return error(400, 'invalid_grant', 'The refresh token is invalid or revoked');
        if (options.rotate) token.used = true;
        return issue(options.rotate);
      }
      return error(400, 'unsupported_grant_type', 'Unsupported grant type');
    },
  };
  return state;
}

/**
 * Gives a fake provider the authorisation server's test handles (`consent` and `expiresIn` stay
 * live, not copied).
 */
export function withOAuth<T extends object>(
  target: T,
  oauth: FakeOAuth,
): T & Pick<FakeOAuth, 'consent' | 'expiresIn' | 'revoke' | 'tokenCalls'> {
  for (const key of ['consent', 'expiresIn'] as const)
    Object.defineProperty(target, key, {
      get: () => oauth[key],
      set: (value: never) => {
        oauth[key] = value;
      },
      enumerable: true,
    });
  return Object.assign(target as T & Pick<FakeOAuth, 'consent' | 'expiresIn'>, {
    revoke: () => oauth.revoke(),
    tokenCalls: oauth.tokenCalls,
  });
}
