import { createActor } from 'xstate';
import type { PrefixRequest } from '../../domain/languagePrefix.ts';
import type { Language } from '../../domain/locales.ts';
import { languagePrefixMachine } from './languagePrefix.machine.ts';
import type { Navigation } from './languagePrefix.types.ts';

export { browserPrefixRequest, resolvePrefixOnce } from './languagePrefix.resolve.ts';

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
