import { ProviderError } from './adapter.ts';

/** What a provider call sends: JSON (`json`) or a form (`form`, for OAuth token endpoints). */
export interface ProviderCall {
  method?: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
}

/**
 * One JSON call to a provider, shared by the adapters: a network failure, a 429 or a 5xx is a
 * retryable ProviderError (the voucher waits for the next attempt); any other refusal is final,
 * worded with the provider's own message (`messageOf` reads its error shape).
 */
export function providerClient(
  provider: string,
  messageOf: (body: Record<string, unknown>) => unknown,
  call: typeof fetch = fetch,
) {
  return async function request<T = Record<string, unknown>>(
    url: string,
    init: ProviderCall = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await call(url, {
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
    } catch (error) {
      throw new ProviderError(`${provider} could not be reached: ${String(error)}`, true);
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const said = messageOf(body);
      const message = typeof said === 'string' && said ? said : `HTTP ${response.status}`;
      throw new ProviderError(
        `${provider}: ${message}`,
        response.status >= 500 || response.status === 429,
        response.status,
      );
    }
    return body as T;
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
