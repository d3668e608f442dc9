/**
 * The billing portal of the card payment provider (DESIGN.md section 6): Stripe's customer portal
 * when STRIPE_SECRET_KEY is set; without it there is no portal and the link is null, which the
 * back office reports with the spec's error toast.
 */
export interface BillingPortal {
  /** A one-time link to the customer's portal, or null when none can be made. */
  createLink(customerId: string, returnUrl: string): Promise<string | null>;
}

const noPortal: BillingPortal = { createLink: async () => null };

function stripePortal(secretKey: string, fetchImpl: typeof fetch): BillingPortal {
  return {
    async createLink(customerId, returnUrl) {
      try {
        const response = await fetchImpl('https://api.stripe.com/v1/billing_portal/sessions', {
          method: 'POST',
          headers: {
            authorization: `Bearer ${secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ customer: customerId, return_url: returnUrl }),
          signal: AbortSignal.timeout(10_000),
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

export function billingPortalFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): BillingPortal {
  const key = env.STRIPE_SECRET_KEY;
  return key ? stripePortal(key, fetchImpl) : noPortal;
}
