import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { CountryCode } from '../../domain/countries.ts';
import { directionOf, type Language } from '../../domain/locales.ts';
import { defaultCountry } from '../../features/auth/signupForm.ts';
import { configureClient } from '../../graphql/client.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { resolveCountry, resolveLanguage, toReferralId } from '../options.ts';
import { readFrameParams, toNamespace } from '../protocol.ts';
import { themeOverrides } from '../theme.ts';
import { type Bridge, createBridge, embedderOrigin, heightOf, observeHeight } from './bridge.ts';
import { loadTranslations } from './i18n.ts';
import * as styles from './SignupApp.css.ts';
import { SignupApp } from './SignupApp.tsx';
import { widgetTheme } from './theme.css.ts';

/**
 * The iframe app at /embed/signup. Its address carries what the host knew (namespace, language,
 * country, referral id, theme); after that the host can only change the language, by message.
 */

const params = readFrameParams(location.search);
const namespace = toNamespace(params.namespace);
const firstLanguage = resolveLanguage(params.language, null, navigator.languages);
const country: CountryCode = resolveCountry(params.country, null) ?? defaultCountry(firstLanguage, null);
const referralId = toReferralId(params.referralId);
const bridge = createBridge(
  namespace,
  embedderOrigin(location.ancestorOrigins, params.parentOrigin, document.referrer),
);

const html = document.documentElement;
html.classList.add(widgetTheme);
for (const [name, value] of themeOverrides({ accent: params.accent, radius: params.radius })) {
  html.style.setProperty(name, value);
}

let currentLanguage: Language = firstLanguage;
configureClient({ getLanguage: () => currentLanguage });

function showLanguage(language: Language, LL: TranslationFunctions): void {
  currentLanguage = language;
  html.lang = language;
  html.dir = directionOf(language);
  document.title = LL.widget.frameTitle();
}

function App({
  initial,
  bridge,
  container,
}: {
  initial: TranslationFunctions;
  bridge: Bridge;
  container: HTMLElement;
}) {
  const [state, setState] = useState({ language: firstLanguage, LL: initial });

  useEffect(() => {
    bridge.post({ type: '__ready', language: firstLanguage, height: heightOf(container) });
    const stopObserving = observeHeight(container, (height) => bridge.post({ type: '__resize', height }));
    let latest = firstLanguage;
    const stopListening = bridge.onSetLanguage((language) => {
      latest = language;
      void loadTranslations(language).then(({ LL }) => {
        // Only the last asked-for language wins when several load at once.
        if (latest === language) setState({ language, LL });
      });
    });
    return () => {
      stopObserving();
      stopListening();
    };
  }, [bridge, container]);

  useEffect(() => {
    if (state.language === currentLanguage) return;
    showLanguage(state.language, state.LL);
    bridge.post({ type: 'language-changed', language: state.language });
  }, [state, bridge]);

  return (
    <SignupApp
      LL={state.LL}
      language={state.language}
      country={country}
      referralId={referralId}
      appOrigin={location.origin}
      onCompleted={(chosenCountry) =>
        bridge.post({
          type: 'signup-completed',
          language: state.language,
          country: chosenCountry,
          referralId,
        })
      }
    />
  );
}

const container = document.getElementById('root');
if (container) {
  container.className = styles.root;
  void loadTranslations(firstLanguage).then(({ LL }) => {
    showLanguage(firstLanguage, LL);
    createRoot(container).render(
      <StrictMode>
        <App initial={LL} bridge={bridge} container={container} />
      </StrictMode>,
    );
  });
}
