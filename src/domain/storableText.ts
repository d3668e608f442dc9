/**
 * Text the database can store: PostgreSQL refuses the NUL character and broken UTF-16 (a lone
 * surrogate), so such text is refused at the edge with a clear error instead of failing deep in a
 * query. Everything else, any script or emoji, is fine.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const NUL = String.fromCharCode(0);

export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && !LONE_SURROGATE.test(text);
}

/** True when any string inside `value` (objects and lists included) is not storable. */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasUnstorableText);
  return false;
}
