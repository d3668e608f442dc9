import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { PrefixRequest } from '../../domain/languagePrefix.ts';
import type { Language } from '../../domain/locales.ts';
import {
  createLanguagePrefixActor,
  type LanguagePrefixActor,
  resolvePrefixOnce,
} from './languagePrefix.actors.ts';
import { languagePrefixMachine } from './languagePrefix.machine.ts';
import type { LanguagePrefixEvent, Navigation } from './languagePrefix.types.ts';

/** Sample payloads; any event type the machine gains later is walked as well (with no payload). */
const SAMPLES: Record<string, LanguagePrefixEvent> = {
  CHOOSE_LANGUAGE: { type: 'CHOOSE_LANGUAGE', language: 'ar' },
};

const base: PrefixRequest = {
  pathname: '/',
  signedIn: false,
  storedLanguage: null,
  browserLanguages: ['sv-SE'],
  timeZone: 'Europe/Stockholm',
};

/** One start per kind of decision, so the walk reaches every state. */
const STARTS: { name: string; request: PrefixRequest; expected: Navigation | null }[] = [
  { name: 'visitor of /', request: base, expected: { to: '/sv-se', document: true } },
  {
    name: 'visitor of a back-office page',
    request: { ...base, pathname: '/pim/products' },
    expected: { to: '/sv-se/login?redirect=%2Fpim%2Fproducts', document: false },
  },
  { name: 'visitor of a marketing page', request: { ...base, pathname: '/en-gb/pos' }, expected: null },
  { name: 'visitor of the login page', request: { ...base, pathname: '/da/login' }, expected: null },
  {
    name: 'signed-in user on a prefix',
    request: { ...base, pathname: '/en', signedIn: true },
    expected: { to: '/', document: false },
  },
  { name: 'signed-in user at /', request: { ...base, signedIn: true }, expected: null },
  { name: 'password reset', request: { ...base, pathname: '/reset-password' }, expected: null },
  { name: 'token link', request: { ...base, pathname: '/orders', search: '?token=t' }, expected: null },
];

/** Where CHOOSE_LANGUAGE (Arabic) goes from each public start. */
const AFTER_CHOICE: Record<string, Navigation> = {
  'visitor of a marketing page': { to: '/ar-gb/pos', document: true },
  'visitor of the login page': { to: '/ar/login', document: false },
};

describe('language prefix machine model', () => {
  for (const start of STARTS) {
    const model = createTestModel(languagePrefixMachine, {
      input: start.request,
      events: (snapshot) =>
        languagePrefixMachine.events
          .filter((type) => !type.startsWith('xstate.'))
          .map((type) => SAMPLES[type] ?? ({ type } as LanguagePrefixEvent))
          .filter((event) => snapshot.can(event)),
    });

    for (const path of model.getShortestPaths()) {
      const via = path.steps.map((step) => step.event.type).join(' → ');
      it(`${start.name}: reaches ${JSON.stringify(path.state.value)} via ${via}`, async () => {
        const navigations: Navigation[] = [];
        const stored: Language[] = [];
        const actor: LanguagePrefixActor = createLanguagePrefixActor(start.request, {
          navigate: (navigation) => navigations.push(navigation),
          storeLanguage: (language) => stored.push(language),
        });
        await path.test({
          states: {
            exempt: () => expect(navigations).toEqual([]),
            backOffice: () => expect(navigations).toEqual([]),
            showing: () => {
              expect(navigations).toEqual([]);
              expect(stored).toEqual([]);
            },
            redirecting: () => {
              const chosen = AFTER_CHOICE[start.name];
              if (stored.length > 0 && chosen) {
                expect(stored).toEqual(['ar']);
                expect(navigations).toEqual([chosen]);
              } else {
                expect(stored).toEqual([]);
                expect(navigations).toEqual([start.expected]);
              }
            },
          },
          events: {
            CHOOSE_LANGUAGE: ({ event }) => actor.send(event as LanguagePrefixEvent),
          },
        });
        expect(actor.getSnapshot().value).toEqual(path.state.value);
      });
    }
  }

  it('reports the first stop of every start for route guards, as the machine makes it', () => {
    for (const start of STARTS) {
      expect(resolvePrefixOnce(start.request).navigation).toEqual(start.expected);
      // The guards use the pure resolver (no XState on the front door): the machine must agree.
      let navigated: Navigation | null = null;
      const actor = createLanguagePrefixActor(start.request, {
        navigate: (next) => {
          navigated = next;
        },
        storeLanguage: () => {},
      });
      expect(navigated).toEqual(start.expected);
      expect(actor.getSnapshot().context.decision).toEqual(resolvePrefixOnce(start.request).decision);
      actor.stop();
    }
  });

  it('keeps the query and hash when the language changes', () => {
    const navigations: Navigation[] = [];
    const actor = createLanguagePrefixActor(
      { ...base, pathname: '/sv-se', search: '?utm=x', hash: '#integrations' },
      { navigate: (n) => navigations.push(n), storeLanguage: () => {} },
    );
    actor.send({ type: 'CHOOSE_LANGUAGE', language: 'tr' });
    expect(navigations).toEqual([{ to: '/tr-se?utm=x#integrations', document: true }]);
  });
});
