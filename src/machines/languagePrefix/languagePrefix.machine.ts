import { assign, setup } from 'xstate';
import { languageSwitchTarget } from '../../domain/languagePrefix.ts';
import type { Language } from '../../domain/locales.ts';
import { resolvePrefixOnce } from './languagePrefix.resolve.ts';
import type {
  LanguagePrefixContext,
  LanguagePrefixEvent,
  LanguagePrefixInput,
  Navigation,
} from './languagePrefix.types.ts';

/**
 * Spec section 2, "Language prefix rules for logged-out visitors" and "Language selector".
 * The decision itself is the pure `resolveLanguagePrefix`; the machine adds the flow around it:
 * leave at once (redirect), stay out of it (exempt paths, the back office), or show the public
 * page until the visitor picks another language, which is stored and then navigated to.
 * Side effects are the named actions `navigate` and `storeLanguage`, provided by
 * languagePrefix.actors.ts (or by a test), so `xstate/graph` can walk the machine.
 */
export const languagePrefixMachine = setup({
  types: {
    context: {} as LanguagePrefixContext,
    events: {} as LanguagePrefixEvent,
    input: {} as LanguagePrefixInput,
  },
  actions: {
    navigate: (_args, _params: Navigation) => {},
    storeLanguage: (_args, _params: { language: Language }) => {},
  },
  guards: {
    isExempt: ({ context }) => context.decision.kind === 'exempt',
    isBackOffice: ({ context }) => context.decision.kind === 'backOffice',
    isPublic: ({ context }) => context.decision.kind === 'public',
  },
}).createMachine({
  id: 'languagePrefix',
  context: ({ input }) => ({ request: input, ...resolvePrefixOnce(input) }),
  initial: 'resolving',
  states: {
    resolving: {
      always: [
        { guard: 'isExempt', target: 'exempt' },
        { guard: 'isBackOffice', target: 'backOffice' },
        { guard: 'isPublic', target: 'showing' },
        { target: 'redirecting' },
      ],
    },
    /** Reset-password, activate, welcome, or a token in the URL: the page handles itself. */
    exempt: { type: 'final' },
    /** Signed in and off the public prefix: the back office decides. */
    backOffice: { type: 'final' },
    /** A logged-out visitor on a public page under a valid prefix. */
    showing: {
      on: {
        CHOOSE_LANGUAGE: {
          target: 'redirecting',
          actions: [
            { type: 'storeLanguage', params: ({ event }) => ({ language: event.language }) },
            assign({
              navigation: ({ context, event }) => {
                const marketing =
                  context.decision.kind === 'public' && context.decision.page.type === 'marketing';
                return {
                  to: languageSwitchTarget(context.request, event.language),
                  // Each language of a marketing page is its own prerendered document.
                  document: marketing,
                };
              },
            }),
          ],
        },
      },
    },
    redirecting: {
      type: 'final',
      entry: {
        type: 'navigate',
        params: ({ context }) => context.navigation ?? { to: '/', document: false },
      },
    },
  },
});
