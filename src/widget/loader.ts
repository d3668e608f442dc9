import { LANGUAGE_NAMES, LANGUAGES, type Language, toLanguage } from '../domain/locales.ts';
import { WIDGET_EVENT_PREFIX, type WidgetEvent } from './protocol.ts';

/**
 * The partner-facing loader: registers <ordna-language-selector>. No React here, so the script a
 * partner includes stays tiny; the sign-up widget (an iframe app) arrives in a later release.
 */
class OrdnaLanguageSelector extends HTMLElement {
  static observedAttributes = ['language'];
  #select: HTMLSelectElement | null = null;

  connectedCallback(): void {
    const root = this.attachShadow({ mode: 'open' });
    const label = document.createElement('label');
    const select = document.createElement('select');
    label.setAttribute('part', 'label');
    select.setAttribute('part', 'select');
    select.setAttribute('aria-label', this.getAttribute('label') ?? 'Language');
    for (const code of LANGUAGES) {
      const option = document.createElement('option');
      option.value = code;
      option.lang = code;
      option.textContent = LANGUAGE_NAMES[code];
      select.append(option);
    }
    select.value = toLanguage(this.getAttribute('language')) ?? 'en';
    select.addEventListener('change', () => this.#emit(select.value as Language));
    label.append(select);
    root.append(label);
    this.#select = select;
  }

  attributeChangedCallback(_name: string, _old: string | null, value: string | null): void {
    const language = toLanguage(value);
    if (this.#select && language) this.#select.value = language;
  }

  #emit(language: Language): void {
    const detail: WidgetEvent = {
      type: 'language-changed',
      namespace: this.getAttribute('namespace') ?? 'default',
      language,
    };
    this.dispatchEvent(
      new CustomEvent(`${WIDGET_EVENT_PREFIX}language-changed`, { detail, bubbles: true, composed: true }),
    );
  }
}

if (!customElements.get('ordna-language-selector')) {
  customElements.define('ordna-language-selector', OrdnaLanguageSelector);
}
