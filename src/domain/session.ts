/** Spec section 4 (Session) and section 9 (delays). */
export const TOKEN_RELOAD_DELAY_MS = 150;

/**
 * Storage names of the two credentials (spec section 6). They differ in development so a
 * developer's local session never collides with a production one on the same host name.
 */
export function tokenStorageKeys(development: boolean): { token: string; adminToken: string } {
  return development
    ? { token: 'ordna.dev.token', adminToken: 'ordna.dev.adminToken' }
    : { token: 'ordna.token', adminToken: 'ordna.adminToken' };
}

export const LANGUAGE_STORAGE_KEY = 'ordna.language';

/**
 * The back office's language, told to the server as well (issue 15): a signed-in page's document
 * then names that language's dictionary, which otherwise the startup file asks for only once it
 * has run. Not a secret and not an identity: a hint that saves a round trip.
 */
export const LANGUAGE_COOKIE = 'ordna.language';
const YEAR_S = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that keeps the language for a year on every path. */
export function languageCookie(language: string, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The language a `Cookie` header (or `document.cookie`) carries, as sent; null when it has none. */
export function cookieLanguage(header: string | null | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('=')) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The gate's last answers for this login session (src/platform/shell/gateSnapshot.ts). */
export const GATE_SNAPSHOT_KEY = 'ordna.gateFacts';

/** Paths on which a `token` query parameter is not a login token. */
const TOKEN_PARAM_EXCEPTIONS = [/^\/reset-password(\/|$)/];

/**
 * A `token` query parameter is stored as the login token and removed from the address bar
 * (not on reset-password, where it is the reset token). Returns null when there is nothing to do.
 */
export function extractUrlToken(url: URL): { token: string; cleanUrl: string } | null {
  const token = url.searchParams.get('token');
  if (!token) return null;
  if (TOKEN_PARAM_EXCEPTIONS.some((pattern) => pattern.test(url.pathname))) return null;
  const clean = new URL(url.href);
  clean.searchParams.delete('token');
  return { token, cleanUrl: `${clean.pathname}${clean.search}${clean.hash}` };
}

/** Only same-site relative paths may be used as a post-login target (no open redirect). */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  return value;
}

/** "Anna Maria Svensson" → first "Anna", last "Maria Svensson" (split on the first space). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}
