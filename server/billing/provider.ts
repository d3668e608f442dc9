/**
 * The billing provider (DESIGN.md section 6; spec section 7 "create billing account" and the
 * customer portal link): one small interface over Stripe's REST API. Off (null, "not configured")
 * unless STRIPE_SECRET_KEY is set; STRIPE_API_URL points it elsewhere (the tests' local fake).
 */
export interface BillingProvider {
  /** Creates the company's customer at the provider and answers its id; throws BillingProviderError. */
  createCustomer(customer: NewCustomer): Promise<string>;
  /** A one-time link to the customer's portal, or null when none can be made. */
  createLink(customerId: string, returnUrl: string): Promise<string | null>;
}

export interface NewCustomer {
  name: string;
  email: string;
  /** ISO 3166-1 alpha-2, the company's country. */
  country: string;
  companyId: string;
}

/**
 * Why the provider refused, as the product words it: `invalid` names the field the provider
 * pointed at (`email`, `name`) when it did; `auth` is our key; `busy` is its rate limit;
 * `unavailable` is a 5xx, a timeout or an unreadable answer.
 */
export type BillingFailure = 'invalid' | 'auth' | 'busy' | 'unavailable';

export class BillingProviderError extends Error {
  constructor(
    readonly failure: BillingFailure,
    detail: string,
    readonly field: string | null = null,
  ) {
    super(detail);
  }
}

const STRIPE_API = 'https://api.stripe.com';

function failureOf(status: number): BillingFailure {
  if (status === 401 || status === 403) return 'auth';
  if (status === 429) return 'busy';
  if (status >= 400 && status < 500) return 'invalid';
  return 'unavailable';
}

/** The field of a Stripe error's `param` (`address[country]` → `address`), kept to ours. */
function fieldOf(param: unknown): string | null {
  if (typeof param !== 'string') return null;
  const field = param.split('[')[0] ?? '';
  return field === 'email' || field === 'name' ? field : null;
}

function stripeProvider(secretKey: string, baseUrl: string, fetchImpl: typeof fetch): BillingProvider {
  const post = (path: string, form: Record<string, string>) =>
    fetchImpl(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(10_000),
    });
  return {
    async createCustomer({ name, email, country, companyId }) {
      let response: Response;
      try {
        response = await post('/v1/customers', {
          name,
          email,
          'address[country]': country,
          'metadata[companyId]': companyId,
        });
      } catch (error) {
        throw new BillingProviderError('unavailable', `unreachable: ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => null)) as {
        id?: unknown;
        error?: { param?: unknown; code?: unknown };
      } | null;
      if (!response.ok) {
        const code = typeof body?.error?.code === 'string' ? body.error.code : '';
        throw new BillingProviderError(
          failureOf(response.status),
          `status ${response.status} ${code}`.trim(),
          fieldOf(body?.error?.param),
        );
      }
      if (typeof body?.id !== 'string' || !/^cus_\w{1,250}$/.test(body.id))
        throw new BillingProviderError('unavailable', 'answer without a customer id');
      return body.id;
    },
    async createLink(customerId, returnUrl) {
      try {
        const response = await post('/v1/billing_portal/sessions', {
          customer: customerId,
          return_url: returnUrl,
        });
        if (!response.ok) return null;
        const body = (await response.json()) as { url?: unknown };
        return typeof body.url === 'string' && body.url.startsWith('https://') ? body.url : null;
      } catch {
        return null;
      }
    },
  };
}

export function billingProviderFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): BillingProvider | null {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (!key) return null;
  const baseUrl = (env.STRIPE_API_URL?.trim() || STRIPE_API).replace(/\/+$/, '');
  return stripeProvider(key, baseUrl, fetchImpl);
}
