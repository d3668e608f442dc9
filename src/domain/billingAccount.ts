import { z } from './zod.ts';

/**
 * "Create billing account" (spec section 7): the address the provider sends invoices and receipts
 * to, and the name on them (the company's legal name, else its name, when left empty). Codes are
 * `auth.errors` keys, like every account form. Apart from `billing.ts`, which the shell's entry
 * reads: zod stays out of it.
 */
export const billingAccountSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'required').max(254, 'tooLong').email('invalidEmail'),
  name: z
    .string()
    .trim()
    .max(160, 'tooLong')
    .optional()
    .nullable()
    .transform((value) => value || null),
});
export type BillingAccountValues = z.input<typeof billingAccountSchema>;
