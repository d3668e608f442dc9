import { log } from '../platform/log.ts';
import { ProviderError } from './adapter.ts';

/** What a provider call sends: JSON (`json`) or a form (`form`, for OAuth token endpoints). */
export interface ProviderCall {
  method?: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
}

/** How a provider is called: a timeout, its rate limit, and how long a 429's Retry-After is waited out. */
export interface CallLimits {
  /** The longest a call may take (AbortSignal.timeout; default PROVIDER_TIMEOUT_MS, else 30 s). */
  timeoutMs?: number;
  /** The provider's published rate limit, per credential (Fortnox: 25 requests per 5 s). */
  rate?: RateLimit;
  /** A 429 asking for at most this long is waited out and the call made again (default 10 s). */
  maxRetryAfterWaitMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_RETRY_AFTER_WAIT_MS = 10_000;
/** 429s waited out in place per call before the queue's backoff takes over. */
const RETRY_AFTER_ROUNDS = 3;

const timeoutOf = (limits: CallLimits) => {
  const fromEnv = Number(process.env.PROVIDER_TIMEOUT_MS);
  return limits.timeoutMs ?? (Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_TIMEOUT_MS);
};

/** `Retry-After` in milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One JSON call to a provider, shared by the adapters: a network failure, a timeout, a 429 or a
 * 5xx is a retryable ProviderError (the voucher waits for the next attempt); any other refusal is
 * final, worded with the provider's own message (`messageOf` reads its error shape). Every call
 * has a timeout (a hanging provider frees the caller), keeps to the provider's rate limit per
 * credential (`rate`), and waits out a short `Retry-After` on 429 before trying again; a longer one
 * is handed to the job queue (`ProviderError.retryAfterMs`). The callers hold no database
 * transaction while they wait (vouchers.service.ts: the outbox).
 */
export function providerClient(
  provider: string,
  messageOf: (body: Record<string, unknown>) => unknown,
  call: typeof fetch = fetch,
  limits: CallLimits = {},
) {
  const limiter = limits.rate ? sharedLimiter(provider, limits.rate) : null;
  const maxWait = limits.maxRetryAfterWaitMs ?? DEFAULT_RETRY_AFTER_WAIT_MS;
  return async function request<T = Record<string, unknown>>(
    url: string,
    init: ProviderCall = {},
  ): Promise<T> {
    for (let round = 1; ; round++) {
      try {
        return await once<T>(url, init);
      } catch (error) {
        const wait = error instanceof ProviderError ? error.retryAfterMs : undefined;
        if (wait === undefined || wait > maxWait || round >= RETRY_AFTER_ROUNDS) throw error;
        await sleep(wait);
      }
    }
  };

  async function once<T>(url: string, init: ProviderCall): Promise<T> {
    // Per credential: the provider counts per token (or key), not per Ordna.
    await limiter?.take(init.headers?.authorization ?? init.headers?.Authorization ?? '');
    let response: Response;
    let body: Record<string, unknown>;
    try {
      response = await call(url, {
        signal: AbortSignal.timeout(timeoutOf(limits)),
        method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
        headers: {
          accept: 'application/json',
          ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...init.headers,
        },
        body:
          init.json !== undefined
            ? JSON.stringify(init.json)
            : init.form
              ? new URLSearchParams(init.form).toString()
              : undefined,
      });
      body = (await response.json().catch((error: unknown) => {
        // A body cut off by the timeout is the timeout; an empty or non-JSON body is no body.
        if (error instanceof DOMException && error.name === 'TimeoutError') throw error;
        return {};
      })) as Record<string, unknown>;
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      // The cause ("TypeError: fetch failed", a DNS name, a socket) is ours to read, not the user's.
      if (!timedOut) log.warn({ provider, cause: String(error) }, 'provider unreachable');
      throw new ProviderError(
        timedOut
          ? `${provider} did not answer within ${Math.round(timeoutOf(limits) / 1000)} s`
          : `${provider} could not be reached`,
        true,
      );
    }
    if (!response.ok) {
      const said = messageOf(body);
      const message = typeof said === 'string' && said ? said : `HTTP ${response.status}`;
      throw new ProviderError(
        `${provider}: ${message}`,
        response.status >= 500 || response.status === 429,
        response.status,
        response.status === 429
          ? (retryAfterMs(response.headers.get('retry-after')) ?? undefined)
          : undefined,
      );
    }
    return body as T;
  }
}

/** A provider's published rate limit: at most `requests` calls in any `perMs` window. */
export interface RateLimit {
  requests: number;
  perMs: number;
}

/**
 * A sliding-window limiter per key (a credential) in this process: `take` resolves when a call
 * may go. Instances do not share it (docs/integrations.md, "Outbox"): each keeps under the limit
 * on its own, and a 429 from the provider is honoured through Retry-After whatever the count.
 */
export function rateLimiter(
  limit: RateLimit,
  now: () => number = Date.now,
  wait: (ms: number) => Promise<unknown> = sleep,
) {
  const calls = new Map<string, number[]>();
  return {
    async take(key: string): Promise<void> {
      for (;;) {
        const at = now();
        const recent = (calls.get(key) ?? []).filter((t) => t > at - limit.perMs);
        if (recent.length < limit.requests) {
          recent.push(at);
          calls.set(key, recent);
          return;
        }
        calls.set(key, recent);
        await wait((recent[0] ?? at) + limit.perMs - at + 1);
      }
    },
  };
}

/** Minor units to the provider's decimal amount (two decimals). */
export const major = (minor: number) => Math.round(minor) / 100;

/** The tag that carries our reference in a provider's free text, so a resend can find it. */
export const tagOf = (reference: string) => `[${reference}]`;

/** Verify in the shape of the adapters: the provider's refusal becomes the message. */
export async function verdictOf(check: () => Promise<unknown>) {
  try {
    await check();
    return { ok: true } as const;
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) } as const;
  }
}

/** A server-side key the provider gives Ordna (not the customer) is missing: "not configured". */
export function requireSetting(provider: string, name: string, value: string | undefined): string {
  if (!value) throw new ProviderError(`${provider} is not configured on this server (${name})`, false);
  return value;
}

export const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

// One limiter per provider in the process: adapters are made afresh for every job (registry.ts).
const limiters = new Map<string, ReturnType<typeof rateLimiter>>();
function sharedLimiter(provider: string, limit: RateLimit) {
  const key = `${provider}:${limit.requests}/${limit.perMs}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    limiter = rateLimiter(limit);
    limiters.set(key, limiter);
  }
  return limiter;
}
