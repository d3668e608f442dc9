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

function isCode(value: string): value is PaymentMethodErrorCode {
  return (PAYMENT_METHOD_ERROR_CODES as readonly string[]).includes(value);
}

export function paymentMethodFieldErrors(error: z.ZodError): Record<string, PaymentMethodErrorCode> {
  const codes: Record<string, PaymentMethodErrorCode> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (codes[field]) continue;
    codes[field] = isCode(issue.message)
      ? issue.message
      : issue.code === 'invalid_type' && issue.input === undefined
        ? 'required'
        : 'invalid';
  }
  return codes;
}
