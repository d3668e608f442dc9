import {
  type PrefixDecision,
  type PrefixRequest,
  resolveLanguagePrefix,
} from '../../domain/languagePrefix.ts';
import { LANGUAGE_STORAGE_KEY } from '../../domain/session.ts';
import { browserSessionEnvironment, readTokens } from '../session/session.storage.ts';
import type { Navigation } from './languagePrefix.types.ts';

/**
 * The machine's first stop without running it (route guards run on every page, the login page
 * included, and must not load XState): the decision, and where to go when the visitor must leave.
 * The machine computes its context with this same function, so the two cannot disagree.
 */
export function resolvePrefixOnce(request: PrefixRequest): {
  decision: PrefixDecision;
  navigation: Navigation | null;
} {
  const decision = resolveLanguagePrefix(request);
  return {
    decision,
    navigation: decision.kind === 'redirect' ? { to: decision.to, document: decision.document } : null,
  };
}

/** What the browser knows about the visitor: stored token and language, languages, time zone. */
export function browserPrefixRequest(location: {
  pathname: string;
  search?: string;
  hash?: string;
}): PrefixRequest {
  const session = browserSessionEnvironment();
  return {
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    signedIn: readTokens(session).token !== null,
    storedLanguage: session.storage.getItem(LANGUAGE_STORAGE_KEY),
    browserLanguages: navigator.languages,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}
