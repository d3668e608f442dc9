/**
 * The card payment provider, an outside service (issue 24 item 1; docs/payments.md): the one
 * interface the payments area calls. `httpCardProvider` speaks its REST API; tests point it at a
 * local fake server (fakeProvider.ts) that checks the requests. With no CARD_PROVIDER_API_KEY
 * the product says "not configured" and never calls out.
 */

export interface ProviderBalanceAccount {
  id: string;
  description: string;
  currency: string;
  /** Minor units. */
  available: number;
  pending: number;
}

export interface ProviderPayout {
  id: string;
  accountHolderId: string;
  amount: number;
  currency: string;
  status: string;
  bookedAt: string;
}

export interface ProviderReport {
  id: string;
  status: string;
  downloadUrl: string | null;
}

/**
 * Why the provider said no, for a translated, actionable message: `field` names the input it
 * refused (with its own message), `unauthorized` the key, `unavailable` an outage or a 5xx.
 */
export type ProviderFailure =
  | { kind: 'invalid'; field: string | null; message: string }
  | { kind: 'unauthorized'; message: string }
  | { kind: 'notFound'; message: string }
  | { kind: 'unavailable'; message: string; status: number | null };

export class CardProviderError extends Error {
  constructor(readonly failure: ProviderFailure) {
    super(`card provider: ${failure.kind}: ${failure.message}`);
    this.name = 'CardProviderError';
  }
}

export interface CardProvider {
  /** GetBalance: the legal entity's balance accounts. */
  balance(legalEntityId: string): Promise<ProviderBalanceAccount[]>;
  createAccountHolder(request: {
    reference: string;
    legalEntityId: string | null;
    legalName: string;
    country: string;
    email: string;
    shareholders: { name: string; jobTitle: string }[];
  }): Promise<{ id: string; status: string }>;
  /** The onboarding (KYC) state of an account holder. */
  accountHolderStatus(accountHolderId: string): Promise<string>;
  /** A hosted KYC onboarding link for the account holder. */
  kycLink(accountHolderId: string, returnUrl: string): Promise<string>;
  /** A hosted checkout link (the card provider's payment page) for the account holder. */
  checkoutLink(accountHolderId: string, returnUrl: string): Promise<string>;
  /** Adds a venue as a store of the account holder; the venue's metadata goes along. */
  createStore(request: {
    accountHolderId: string;
    reference: string;
    name: string;
    street: string;
    zip: string;
    city: string;
    country: string;
  }): Promise<{ id: string }>;
  payouts(request: {
    accountHolderId: string;
    cursor: string | null;
    limit: number;
  }): Promise<{ items: ProviderPayout[]; next: string | null }>;
  createPayoutReport(request: {
    accountHolderId: string;
    type: string;
    storeReference: string | null;
    orgNumber: string;
    currency: string;
    from: string;
    to: string;
  }): Promise<ProviderReport>;
}

export interface CardProviderOptions {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The provider's REST API (docs/payments.md, "Provider API"): JSON both ways, the key as
 * `x-api-key`, refusals as `{ status, errorCode, message, invalidFields?: [{ name, message }] }`.
 */
export function httpCardProvider(options: CardProviderOptions): CardProvider {
  const call = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  const request = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await call(`${base}${path}`, {
        method,
        headers: {
          'x-api-key': options.apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new CardProviderError({ kind: 'unavailable', message: String(error), status: null });
    }
    const answer = (await response.json().catch(() => ({}))) as {
      message?: string;
      invalidFields?: { name?: string; message?: string }[];
    } & Record<string, unknown>;
    if (response.ok) return answer as T;
    const message = answer.message ?? `HTTP ${response.status}`;
    if (response.status === 401 || response.status === 403)
      throw new CardProviderError({ kind: 'unauthorized', message });
    if (response.status === 404) throw new CardProviderError({ kind: 'notFound', message });
    if (response.status === 400 || response.status === 422) {
      const first = answer.invalidFields?.[0];
      throw new CardProviderError({
        kind: 'invalid',
        field: first?.name ?? null,
        message: first?.message ?? message,
      });
    }
    throw new CardProviderError({ kind: 'unavailable', message, status: response.status });
  };
  const path = (id: string) => encodeURIComponent(id);
  return {
    async balance(legalEntityId) {
      const answer = await request<{ balanceAccounts?: ProviderBalanceAccount[] }>(
        'GET',
        `/legalEntities/${path(legalEntityId)}/balanceAccounts`,
      );
      return answer.balanceAccounts ?? [];
    },
    createAccountHolder: (holder) =>
      request<{ id: string; status: string }>('POST', '/accountHolders', holder),
    async accountHolderStatus(id) {
      return (await request<{ status: string }>('GET', `/accountHolders/${path(id)}`)).status;
    },
    async kycLink(id, returnUrl) {
      return (
        await request<{ url: string }>('POST', `/accountHolders/${path(id)}/onboardingLinks`, { returnUrl })
      ).url;
    },
    async checkoutLink(id, returnUrl) {
      return (await request<{ url: string }>('POST', '/checkoutLinks', { accountHolderId: id, returnUrl }))
        .url;
    },
    createStore: ({ accountHolderId, ...store }) =>
      request<{ id: string }>('POST', `/accountHolders/${path(accountHolderId)}/stores`, store),
    async payouts({ accountHolderId, cursor, limit }) {
      const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
      const answer = await request<{ data?: ProviderPayout[]; next?: string | null }>(
        'GET',
        `/accountHolders/${path(accountHolderId)}/payouts?${query}`,
      );
      return { items: answer.data ?? [], next: answer.next ?? null };
    },
    async createPayoutReport(report) {
      const answer = await request<{ id: string; status: string; downloadUrl?: string | null }>(
        'POST',
        '/reports/payouts',
        report,
      );
      return { id: answer.id, status: answer.status, downloadUrl: answer.downloadUrl ?? null };
    },
  };
}

/** The configured provider, or null ("not configured"): CARD_PROVIDER_API_URL and CARD_PROVIDER_API_KEY. */
export function cardProviderFromEnv(env: NodeJS.ProcessEnv = process.env): CardProvider | null {
  const apiKey = env.CARD_PROVIDER_API_KEY?.trim();
  if (!apiKey) return null;
  return httpCardProvider({
    baseUrl: env.CARD_PROVIDER_API_URL?.trim() || 'https://balanceplatform-api-test.adyen.com/bcl/v2',
    apiKey,
  });
}
