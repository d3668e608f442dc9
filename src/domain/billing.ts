/** The card payment provider whose customer portal the Billing item opens (DESIGN.md section 6). */
export const CARD_PAYMENT_PROVIDER = 'Stripe';

/**
 * The billing account's standing at the provider (issue 44 item 3), kept true by its signed
 * webhooks: paid up, a payment owed, or the subscription ended.
 */
export const BILLING_STATUSES = ['ACTIVE', 'PAST_DUE', 'CANCELED'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** A stored status as one of ours (anything else, or nothing yet: null). */
export function billingStatusOf(value: string | null | undefined): BillingStatus | null {
  return BILLING_STATUSES.find((status) => status === value) ?? null;
}
