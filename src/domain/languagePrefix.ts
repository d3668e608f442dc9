import {
  buildPrefix,
  type Language,
  type PrefixInputs,
  parsePrefix,
  switchLanguageInPath,
} from './locales.ts';
import {
  type MarketingPage,
  marketingPageFromSegment,
  PUBLIC_APP_PAGES,
  type PublicAppPage,
} from './marketing.ts';

/**
 * Spec section 2, "Language prefix rules for logged-out visitors", as one pure decision that the
 * SPA routes, the language-prefix machine and the server share.
 */

/** Paths whose own page deals with the visitor: no language-prefix redirect. */
const EXEMPT_PATHS = [/^\/reset-password(\/|$)/, /^\/activate(\/|$)/, /^\/welcome(\/|$)/];

export type PathClass =
  | { kind: 'exempt' }
  | { kind: 'unprefixed' }
  | {
      kind: 'prefixed';
      language: Language;
      region: string | null;
      /** The prefix as written in the URL, for example `en-GB` or `se`. */
      segment: string;
      /** The canonical spelling: lower case, Swedish as `sv`, the region kept (`sv-se`). */
      canonicalSegment: string;
      /** The path after the prefix, without a trailing slash: `''`, `/pos`, `/login`. */
      rest: string;
      page:
        | { type: 'marketing'; page: MarketingPage }
        | { type: 'app'; page: PublicAppPage }
        | { type: 'unknown' };
    };

/** Strips trailing slashes except from `/` itself. */
function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** What kind of public path this is; reads the path only (no storage, no session). */
export function classifyPath(pathname: string): PathClass {
  const path = normalisePath(pathname);
  if (EXEMPT_PATHS.some((pattern) => pattern.test(path))) return { kind: 'exempt' };
  const [, segment = '', ...restSegments] = path.split('/');
  const parsed = parsePrefix(segment);
  if (!parsed) return { kind: 'unprefixed' };
  const rest = restSegments.length > 0 ? `/${restSegments.join('/')}` : '';
  const marketing = restSegments.length <= 1 ? marketingPageFromSegment(restSegments[0] ?? '') : null;
  const first = restSegments[0] ?? '';
  const app = (PUBLIC_APP_PAGES as readonly string[]).includes(first) ? (first as PublicAppPage) : null;
  return {
    kind: 'prefixed',
    language: parsed.language,
    region: parsed.region,
    segment,
    canonicalSegment: parsed.region ? `${parsed.language}-${parsed.region}` : parsed.language,
    rest,
    page: marketing
      ? { type: 'marketing', page: marketing }
      : app
        ? { type: 'app', page: app }
        : { type: 'unknown' },
  };
}

export interface PrefixRequest extends PrefixInputs {
  pathname: string;
  /** The query string, with or without the leading `?`. */
  search?: string;
  hash?: string;
  /** A login token is stored. */
  signedIn: boolean;
}

export type PrefixDecision =
  /** Reset-password, activate, welcome, or a `token` in the query: the page decides itself. */
  | { kind: 'exempt' }
  /** A signed-in user off the public prefix: the back office handles the path. */
  | { kind: 'backOffice' }
  /** A logged-out visitor on a prefixed public page (marketing page or SPA page). */
  | {
      kind: 'public';
      language: Language;
      prefix: string;
      page: { type: 'marketing'; page: MarketingPage } | { type: 'app'; page: PublicAppPage };
    }
  /**
   * Go elsewhere. `document` means a full page load: the marketing pages are prerendered
   * documents, not routes of the single-page app.
   */
  | {
      kind: 'redirect';
      to: string;
      document: boolean;
      reason: 'signedIn' | 'noPrefix' | 'canonical' | 'unknownPage';
    };

function hasTokenParam(search: string | undefined): boolean {
  if (!search) return false;
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).has('token');
}

/** `?a=1#x` from a search and a hash given with or without their `?` and `#`. */
export function querySuffix(search: string | undefined, hash: string | undefined): string {
  const query = search ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${query === '?' ? '' : query}${fragment === '#' ? '' : fragment}`;
}

/**
 * The rules, in order:
 * 1. reset-password, activate and welcome paths, and any URL with a `token` parameter: no redirect;
 * 2. signed in on a prefixed path: to `/`;
 * 3. signed in elsewhere: the back office decides;
 * 4. logged out without a valid prefix: `/` goes to the marketing home under the visitor's
 *    5-character prefix (`/sv-se`); any other path shows the login page under that prefix and
 *    keeps the wanted path as the post-login target;
 * 5. logged out with a prefix spelled another way (`/SE-se`, `/se`): to the canonical spelling;
 * 6. logged out on a known public page: stay; on any other prefixed path: the login page.
 */
export function resolveLanguagePrefix(request: PrefixRequest): PrefixDecision {
  const path = classifyPath(request.pathname);
  if (path.kind === 'exempt' || hasTokenParam(request.search)) return { kind: 'exempt' };
  if (request.signedIn) {
    return path.kind === 'prefixed'
      ? { kind: 'redirect', to: '/', document: false, reason: 'signedIn' }
      : { kind: 'backOffice' };
  }
  if (path.kind === 'unprefixed') {
    const prefix = buildPrefix(request);
    const wanted = normalisePath(request.pathname);
    if (wanted === '/') {
      return {
        kind: 'redirect',
        to: `/${prefix}${querySuffix(request.search, request.hash)}`,
        document: true,
        reason: 'noPrefix',
      };
    }
    const target = `${wanted}${querySuffix(request.search, undefined)}`;
    return {
      kind: 'redirect',
      to: `/${prefix}/login?redirect=${encodeURIComponent(target)}`,
      document: false,
      reason: 'noPrefix',
    };
  }
  if (path.segment !== path.canonicalSegment) {
    return {
      kind: 'redirect',
      to: `/${path.canonicalSegment}${path.rest}${querySuffix(request.search, request.hash)}`,
      document: path.page.type === 'marketing',
      reason: 'canonical',
    };
  }
  if (path.page.type === 'unknown') {
    return {
      kind: 'redirect',
      to: `/${path.canonicalSegment}/login`,
      document: false,
      reason: 'unknownPage',
    };
  }
  return { kind: 'public', language: path.language, prefix: path.canonicalSegment, page: path.page };
}

/**
 * Where the language selector goes (spec section 2, "Language selector"): only the language of the
 * prefix changes; the region suffix, the rest of the path, the query and the hash stay.
 */
export function languageSwitchTarget(
  location: { pathname: string; search?: string; hash?: string },
  language: Language,
): string {
  return `${switchLanguageInPath(location.pathname, language)}${querySuffix(location.search, location.hash)}`;
}
