import { type Language, toLanguage } from '../domain/locales.ts';
import { WIDGET_EVENT_PREFIX, type WidgetEvent } from './protocol.ts';

/** Helpers both custom elements use on the partner's page. */

/** Our origin: where the loader script came from (the iframe page and the API live there). */
export function originOfScript(script: Element | null, fallback: string): string {
  const src = script instanceof HTMLScriptElement ? script.src : '';
  try {
    return src ? new URL(src).origin : fallback;
  } catch {
    return fallback;
  }
}

/** Read while the loader runs; `currentScript` is null later (and in tests, where the page's origin is used). */
export const WIDGET_ORIGIN = originOfScript(
  typeof document === 'undefined' ? null : document.currentScript,
  typeof location === 'undefined' ? '' : location.origin,
);

/**
 * A shadow root with our stylesheet. Constructable stylesheets are used where they exist, so a
 * partner's `style-src` policy needs no `'unsafe-inline'` for us.
 */
export function shadowWithStyles(host: HTMLElement, css: string): ShadowRoot {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = css;
    root.append(style);
  }
  return root;
}

/** Dispatches a public widget event (`ordna:<type>`) that bubbles out of the shadow DOM. */
export function emit(target: EventTarget, detail: WidgetEvent): void {
  target.dispatchEvent(
    new CustomEvent(`${WIDGET_EVENT_PREFIX}${detail.type}`, { detail, bubbles: true, composed: true }),
  );
}

/** The namespace and language of a language selector's change event, or null for anything else. */
export function selectorLanguageChange(event: Event): { namespace: string; language: Language } | null {
  const detail: unknown = event instanceof CustomEvent ? event.detail : null;
  if (typeof detail !== 'object' || detail === null) return null;
  const { type, widget, namespace, language } = detail as Record<string, unknown>;
  if (type !== 'language-changed' || widget !== 'language-selector' || typeof namespace !== 'string')
    return null;
  const code = typeof language === 'string' ? toLanguage(language) : null;
  return code ? { namespace, language: code } : null;
}
