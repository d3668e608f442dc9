import { LANGUAGE_NAMES, LANGUAGES, type Language, toLanguage } from '../domain/locales.ts';
import { vars } from '../styles/theme.css.ts';
import { emit, shadowWithStyles } from './host.ts';
import { resolveLanguage } from './options.ts';
import { toNamespace } from './protocol.ts';
import { WIDGET_STRINGS } from './strings.ts';
import { cssVarName, themeDeclarations } from './theme.ts';

/** A contract variable with a fallback: the partner's page has none of our variables unless themed. */
const themed = (reference: string, fallback: string) => `var(${cssVarName(reference)},${fallback})`;

/**
 * Inherits the partner's font and colours (it sits in their header or footer); the accent colour
 * and radius come from the theme contract when `theme-color` and `radius` are given.
 */
function styles(accent: string | null, radius: string | null): string {
  const brand = themed(vars.color.brand, 'Highlight');
  return `:host{display:inline-block;${themeDeclarations({ accent, radius })}}
label{display:inline-flex;align-items:center;gap:.5em;font:inherit;color:inherit}
select{font:inherit;color:FieldText;background:Field;border:1px solid ${themed(vars.color.brand, 'GrayText')};border-radius:${themed(vars.radius.md, '.375em')};padding-block:.25em;padding-inline:.5em;min-block-size:2.25em}
select:focus-visible{outline:2px solid ${brand};outline-offset:2px}`;
}

/**
 * `<ordna-language-selector>`: a labelled native select of the seven languages, each named in its
 * own language. Choosing one sets its `language` attribute and dispatches `ordna:language-changed`
 * (bubbling, composed); `<ordna-signup>` elements of the same namespace follow it. No React, no
 * iframe: nothing secret is typed here.
 *
 * Attributes: language, namespace, theme-color, radius.
 */
export class OrdnaLanguageSelector extends HTMLElement {
  static observedAttributes = ['language'];
  #select: HTMLSelectElement | null = null;
  #text: HTMLSpanElement | null = null;

  get language(): Language {
    return resolveLanguage(this.getAttribute('language'), document.documentElement.lang, navigator.languages);
  }

  connectedCallback(): void {
    if (this.#select) return;
    const root = shadowWithStyles(
      this,
      styles(this.getAttribute('theme-color'), this.getAttribute('radius')),
    );
    const label = document.createElement('label');
    const text = document.createElement('span');
    const select = document.createElement('select');
    label.setAttribute('part', 'label');
    text.setAttribute('part', 'label-text');
    select.setAttribute('part', 'select');
    for (const code of LANGUAGES) {
      const option = document.createElement('option');
      option.value = code;
      option.lang = code;
      option.dir = code === 'ar' ? 'rtl' : 'ltr';
      option.textContent = LANGUAGE_NAMES[code];
      select.append(option);
    }
    select.addEventListener('change', () => {
      const language = toLanguage(select.value);
      if (!language) return;
      this.setAttribute('language', language);
      emit(this, {
        type: 'language-changed',
        widget: 'language-selector',
        namespace: toNamespace(this.getAttribute('namespace')),
        language,
      });
    });
    label.append(text, select);
    root.append(label);
    this.#select = select;
    this.#text = text;
    this.#show(this.language);
  }

  attributeChangedCallback(): void {
    if (this.#select) this.#show(this.language);
  }

  #show(language: Language): void {
    if (!this.#select || !this.#text) return;
    this.#select.value = language;
    this.#text.textContent = WIDGET_STRINGS[language].languageLabel;
    this.#text.lang = language;
  }
}
