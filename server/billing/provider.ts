import { createHash, randomUUID } from 'node:crypto';
import Stripe from 'stripe';

/**
 * The billing provider (DESIGN.md section 6; spec section 7 "create billing account" and the
 * customer portal link): one small interface over Stripe, through the official SDK at one pinned
 * API version (docs/decisions.md, "Stripe through its SDK"). Off (null, "not configured") unless
 * STRIPE_SECRET_KEY is set; STRIPE_API_URL points it elsewhere (the tests' local fake).
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

/**
 * The Stripe API version every request names (`Stripe-Version`): the one this SDK release was
 * built for, pinned with the package (package.json pins `stripe` exactly). A new SDK release
 * moves it; its changelog is read before the pin moves (docs/integrations.md, "Stripe").
 */
export const STRIPE_API_VERSION = Stripe.API_VERSION;

const STRIPE_API = 'https://api.stripe.com';
/** One call's longest wait; the SDK retries a connection error, a 409 or a 5xx twice, with the same key. */
const TIMEOUT_MS = 10_000;
const MAX_NETWORK_RETRIES = 2;

/** The field of a Stripe error's `param` (`address[country]` → `address`), kept to ours. */
function fieldOf(param: unknown): string | null {
  if (typeof param !== 'string') return null;
  const field = param.split('[')[0] ?? '';
  return field === 'email' || field === 'name' ? field : null;
}

/** A refusal of the SDK's as ours, by its error class. */
export function failureOf(error: unknown): BillingProviderError {
  const E = Stripe.errors;
  if (!(error instanceof E.StripeError))
    return new BillingProviderError('unavailable', `unreachable: ${String(error)}`);
  const detail = `status ${error.statusCode ?? '-'} ${error.code ?? error.type}`;
  if (error instanceof E.StripeAuthenticationError || error instanceof E.StripePermissionError)
    return new BillingProviderError('auth', detail);
  if (error instanceof E.StripeRateLimitError) return new BillingProviderError('busy', detail);
  if (error instanceof E.StripeInvalidRequestError || error instanceof E.StripeCardError)
    return new BillingProviderError('invalid', detail, fieldOf(error.param));
  // StripeAPIError (5xx), StripeConnectionError (unreachable, timeout), StripeIdempotencyError
  // (our key reused with other parameters: cannot happen, the key hashes them) and the rest.
  return new BillingProviderError('unavailable', detail);
}

/**
 * The idempotency key of a customer's creation: the company, the purpose and a hash of exactly
 * what is sent. The same request again (the SDK's own retry, a double submit, a retry after our
 * write failed) gets Stripe's first answer, so it cannot make a second customer; a corrected
 * request (another e-mail after a refusal) is a new key, so Stripe does not replay the refusal.
 */
export function customerIdempotencyKey(params: Stripe.CustomerCreateParams, companyId: string): string {
  const digest = createHash('sha256').update(JSON.stringify(params)).digest('base64url').slice(0, 32);
  return `ordna-customer-${companyId}-${digest}`;
}

/** The SDK's client for a key and base URL (the host, port and protocol of STRIPE_API_URL). */
export function stripeClient(secretKey: string, baseUrl: string = STRIPE_API): Stripe {
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: TIMEOUT_MS,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    telemetry: false,
  });
}

function stripeProvider(stripe: Stripe): BillingProvider {
  return {
    async createCustomer({ name, email, country, companyId }) {
      const params: Stripe.CustomerCreateParams = {
        name,
        email,
        address: { country },
        metadata: { companyId },
      };
      let customer: Stripe.Customer;
      try {
        customer = await stripe.customers.create(params, {
          idempotencyKey: customerIdempotencyKey(params, companyId),
        });
      } catch (error) {
        throw failureOf(error);
      }
      if (typeof customer?.id !== 'string' || !/^cus_\w{1,250}$/.test(customer.id))
        throw new BillingProviderError('unavailable', 'answer without a customer id');
      return customer.id;
    },
    async createLink(customerId, returnUrl) {
      try {
        // A portal session is a one-time link, so each opening is its own request: the key
        // only makes the SDK's retries of this one call safe.
        const session = await stripe.billingPortal.sessions.create(
          { customer: customerId, return_url: returnUrl },
          { idempotencyKey: `ordna-portal-${customerId}-${randomUUID()}` },
        );
        return typeof session.url === 'string' && session.url.startsWith('https://') ? session.url : null;
      } catch {
        return null;
      }
    },
  };
}

/** One client per key and URL (the SDK keeps its connections): a changed environment makes a new one. */
let cached: { key: string; url: string; stripe: Stripe } | null = null;

export function billingProviderFromEnv(env: NodeJS.ProcessEnv = process.env): BillingProvider | null {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (!key) return null;
  const url = (env.STRIPE_API_URL?.trim() || STRIPE_API).replace(/\/+$/, '');
  if (!cached || cached.key !== key || cached.url !== url)
    cached = { key, url, stripe: stripeClient(key, url) };
  return stripeProvider(cached.stripe);
}
