/** A search parameter that is a non-empty string, else undefined (for routes' validateSearch). */
export function optionalString(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}
