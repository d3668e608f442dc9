const SECRET_KEY = /password/i;
export const REDACTED = '[redacted]';

/**
 * A copy of a value with every property whose name contains "password" replaced, at any depth
 * (spec section 8: errors are reported with passwords stripped).
 */
export function stripPasswords(value: unknown, seen: WeakSet<object> = new WeakSet()): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((entry) => stripPasswords(entry, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : stripPasswords(entry, seen);
  }
  return copy;
}
