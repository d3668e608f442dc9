/**
 * Text we store: PostgreSQL refuses the NUL character and broken UTF-16 (a lone surrogate), and
 * control characters (ESC, U+0001, DEL, the C1 block) corrupt terminals, receipts and exports
 * (issue 42 item 6), so such text is refused at the edge with a clear error instead of being
 * stored or failing deep in a query. Tab and line breaks are text, except in single-line fields.
 * Everything else, any script or emoji, is fine.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// C0 controls but tab, line feed and carriage return; DEL; C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/**
 * Input fields that hold one line (names, addresses, codes): a tab or line break there is a
 * paste accident that would break receipts, CSV rows and the POS buttons.
 */
export const SINGLE_LINE_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'title',
  'email',
  'phone',
  'street',
  'zip',
  'city',
  'legalName',
  'orgNumber',
  'vatNumber',
  'code',
  'staffName',
  'jobTitle',
  'label',
  'firstName',
  'lastName',
  'personalNumber',
]);

export function isStorableText(text: string, singleLine = false): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text) && !(singleLine && LINE_BREAK_OR_TAB.test(text));
}

/**
 * True when any string inside `value` (objects and lists included) is not storable; a string
 * under a single-line field's key must hold no tab or line break either.
 */
export function hasUnstorableText(value: unknown, singleLine = false): boolean {
  if (typeof value === 'string') return !isStorableText(value, singleLine);
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, singleLine));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => hasUnstorableText(item, SINGLE_LINE_FIELDS.has(key)));
  return false;
}
