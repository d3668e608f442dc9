import { type InvoiceTargetErrorCode, invoiceTargetFieldErrors } from '../../src/domain/invoices.ts';
import type { FieldDictionary } from '../platform/api/input.ts';

/** The invoice targets' field codes (src/domain/invoices.ts) in the `settings.errors` words. */
export const INVOICE_TARGET_FIELDS: FieldDictionary<InvoiceTargetErrorCode> = {
  codesOf: invoiceTargetFieldErrors,
  word: (t, code) => t.settings.errors[code](),
  checkFields: (t) => t.settings.errors.checkFields(),
};
