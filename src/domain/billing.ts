/** The card payment provider whose customer portal the Billing item opens (DESIGN.md section 6). */
export const CARD_PAYMENT_PROVIDER = 'Stripe';
