import { fieldCodes, requiredOr } from './fieldCodes.ts';
import { PAYMENT_METHODS } from './orders.ts';
import { z } from './zod.ts';

/**
 * A company's own payment methods (spec section 3, "Payment method": id, createdAt, internalId,
 * name, deleted; issue 47 item 2; docs/decisions/0090). The built-in methods (PAYMENT_METHODS)
 * stay, listed first and not editable; a company adds its own with its own code (internalId,
 * unique among its methods that are not removed). Removing one only marks it deleted.
 */
export const PAYMENT_METHOD_NAME_MAX = 60;
export const PAYMENT_METHOD_CODE_MAX = 40;

export const PAYMENT_METHOD_ERROR_CODES = ['required', 'tooLong', 'invalid', 'taken', 'reserved'] as const;
export type PaymentMethodErrorCode = (typeof PAYMENT_METHOD_ERROR_CODES)[number];

/** A built-in method's id (CASH, CARD, …), compared as a terminal would type it. */
export function isBuiltInMethod(value: string): boolean {
  return (PAYMENT_METHODS as readonly string[]).includes(value.trim().toUpperCase());
}

export const paymentMethodSchema = z.object({
  name: z.string().trim().min(1, 'required').max(PAYMENT_METHOD_NAME_MAX, 'tooLong'),
  internalId: z
    .string()
    .trim()
    .min(1, 'required')
    .max(PAYMENT_METHOD_CODE_MAX, 'tooLong')
    // A code a built-in method already answers to would make a payment's method ambiguous.
    .refine((value) => !isBuiltInMethod(value), 'reserved'),
});
export type PaymentMethodData = z.infer<typeof paymentMethodSchema>;

export const paymentMethodFieldErrors = fieldCodes<PaymentMethodErrorCode>(
  PAYMENT_METHOD_ERROR_CODES,
  requiredOr('invalid'),
);

/**
 * Whether a new payment may be recorded with this method (docs/decisions.md, "Paying with a
 * company's own payment method"): a built-in one exactly as written (CASH, not cash), or the code
 * of one of the company's own methods that is not removed. `liveCodes` are the caller's company's
 * codes, read on the server: another company's code is unknown here.
 */
export function isPayableMethod(method: string, liveCodes: ReadonlySet<string>): boolean {
  return (PAYMENT_METHODS as readonly string[]).includes(method) || liveCodes.has(method);
}

/**
 * The name a payment's method is shown by: a company method's own name (`names`, its code → name,
 * removed methods included), else null (a built-in method: the reader's language names it; a code
 * the company never had: the code itself).
 */
export function ownMethodName(method: string, names: ReadonlyMap<string, string>): string | null {
  if ((PAYMENT_METHODS as readonly string[]).includes(method)) return null;
  return names.get(method) ?? null;
}
