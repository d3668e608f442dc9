import { createActor } from 'xstate';
import type { PrefixDecision, PrefixRequest } from '../../domain/languagePrefix.ts';
import type { Language } from '../../domain/locales.ts';
import { LANGUAGE_STORAGE_KEY } from '../../domain/session.ts';
import { browserSessionEnvironment, readTokens } from '../session/session.actors.ts';
import { languagePrefixMachine } from './languagePrefix.machine.ts';
import type { Navigation } from './languagePrefix.types.ts';

export interface LanguagePrefixEnvironment {
  navigate: (navigation: Navigation) => void;
  storeLanguage: (language: Language) => void;
}

/** The language-prefix machine wired to an environment (the browser's, or a test's). */
export function createLanguagePrefixActor(request: PrefixRequest, env: LanguagePrefixEnvironment) {
  const machine = languagePrefixMachine.provide({
    actions: {
      navigate: (_args, params) => env.navigate(params),
      storeLanguage: (_args, params) => env.storeLanguage(params.language),
    },
  });
  return createActor(machine, { input: request }).start();
}

export type LanguagePrefixActor = ReturnType<typeof createLanguagePrefixActor>;

/**
 * For a route's `beforeLoad`: runs the machine to its first stop and reports the decision and,
 * when the visitor must leave, where to. The route turns that into a router redirect.
 */
export function resolvePrefixOnce(request: PrefixRequest): {
  decision: PrefixDecision;
  navigation: Navigation | null;
} {
  let navigation: Navigation | null = null;
  const actor = createLanguagePrefixActor(request, {
    navigate: (next) => {
      navigation = next;
    },
    storeLanguage: () => {},
  });
  const { decision } = actor.getSnapshot().context;
  actor.stop();
  return { decision, navigation };
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
