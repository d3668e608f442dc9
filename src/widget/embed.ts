import { sanitizeAccent, sanitizeRadius } from '../domain/embed.ts';
import { type Language, toLanguage } from '../domain/locales.ts';
import { emit, selectorLanguageChange, shadowWithStyles, WIDGET_ORIGIN } from './host.ts';
import { resolveCountry, resolveLanguage, toReferralId } from './options.ts';
import {
  type FrameMessage,
  frameUrl,
  type HostMessage,
  INITIAL_HEIGHT,
  message,
  publicEventOf,
  readFrameMessage,
  toNamespace,
  WIDGET_EVENT_PREFIX,
} from './protocol.ts';
import { WIDGET_STRINGS } from './strings.ts';

const STYLES = `:host{display:block;inline-size:100%;min-inline-size:16rem}
iframe{display:block;inline-size:100%;border:0;background:transparent;color-scheme:normal}`;

/** Sandbox of the iframe: it keeps its own (our) origin, may open the login in a new tab, never navigates the partner's page. */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * `<ordna-signup>`: the host side of the sign-up widget. It only creates the iframe (our origin,
 * so the partner page never sees what is typed), sizes it to the height the iframe reports, passes
 * language changes in and re-dispatches the public events out as `ordna:<type>` DOM events.
 *
 * Attributes: language, country, referral-id, theme-color, radius, namespace. Only `language` is
 * live; the others are read when the element is connected.
 */
export class OrdnaSignup extends HTMLElement {
  static observedAttributes = ['language'];
  #iframe: HTMLIFrameElement | null = null;
  #namespace = '';
  /** The language the iframe shows, as it last reported it. */
  #shown: Language | null = null;
  #wanted: Language = 'en';

  get namespace(): string {
    return toNamespace(this.getAttribute('namespace'));
  }

  connectedCallback(): void {
    window.addEventListener('message', this.#onMessage);
    document.addEventListener(`${WIDGET_EVENT_PREFIX}language-changed`, this.#onSelector);
    if (this.#iframe) return;
    const pageLanguage = document.documentElement.lang;
    this.#namespace = this.namespace;
    this.#wanted = resolveLanguage(this.getAttribute('language'), pageLanguage, navigator.languages);
    const iframe = document.createElement('iframe');
    iframe.title = WIDGET_STRINGS[this.#wanted].frameTitle;
    // On our own pages (the demo) a sandbox would be meaningless, and browsers warn about it.
    if (WIDGET_ORIGIN !== location.origin) iframe.setAttribute('sandbox', SANDBOX);
    iframe.setAttribute('part', 'frame');
    // Reserved before the first byte arrives, so the partner's layout does not move when it does.
    iframe.style.blockSize = `${INITIAL_HEIGHT}px`;
    iframe.src = frameUrl(WIDGET_ORIGIN, {
      namespace: this.#namespace,
      language: this.#wanted,
      country: resolveCountry(this.getAttribute('country'), pageLanguage),
      referralId: toReferralId(this.getAttribute('referral-id')),
      accent: sanitizeAccent(this.getAttribute('theme-color')),
      radius: sanitizeRadius(this.getAttribute('radius')),
      parentOrigin: location.origin,
    });
    shadowWithStyles(this, STYLES).append(iframe);
    this.#iframe = iframe;
  }

  disconnectedCallback(): void {
    window.removeEventListener('message', this.#onMessage);
    document.removeEventListener(`${WIDGET_EVENT_PREFIX}language-changed`, this.#onSelector);
  }

  attributeChangedCallback(_name: string, _old: string | null, value: string | null): void {
    const language = toLanguage(value);
    if (!language || !this.#iframe) return;
    this.#wanted = language;
    this.#iframe.title = WIDGET_STRINGS[language].frameTitle;
    this.#sendLanguage();
  }

  /** A language selector of the same namespace changed the language. */
  #onSelector = (event: Event): void => {
    const change = selectorLanguageChange(event);
    if (change && change.namespace === this.#namespace) this.setAttribute('language', change.language);
  };

  /** Until the iframe said it is ready, the wanted language waits (it is in the address anyway). */
  #sendLanguage(): void {
    const target = this.#iframe?.contentWindow;
    if (!target || !this.#shown || this.#shown === this.#wanted) return;
    const body = message<HostMessage>(this.#namespace, { type: '__set-language', language: this.#wanted });
    target.postMessage(body, WIDGET_ORIGIN);
  }

  #onMessage = (event: MessageEvent): void => {
    const iframe = this.#iframe;
    if (!iframe) return;
    const data: FrameMessage | null = readFrameMessage(event, {
      origin: WIDGET_ORIGIN,
      source: iframe.contentWindow,
      namespace: this.#namespace,
    });
    if (!data) return;
    if (data.type === '__ready' || data.type === '__resize')
      iframe.style.blockSize = `${Math.ceil(data.height)}px`;
    if (data.type === '__ready' || data.type === 'language-changed') {
      this.#shown = data.language;
      this.#sendLanguage();
    }
    const detail = publicEventOf(data);
    if (detail) emit(this, detail);
  };
}
