import { toLanguage } from '../domain/locales.ts';
import {
  toNamespace,
  WIDGET_EVENT_PREFIX,
  WIDGET_EVENT_TYPES,
  type WidgetEvent,
  type WidgetEventType,
} from './protocol.ts';

/**
 * The JS API `Ordna(command, options)`. Partners paste a one-line stub that queues calls made
 * before the loader arrives:
 *
 *   window.Ordna = window.Ordna || function () { (Ordna.q = Ordna.q || []).push(arguments) };
 *
 * When the loader runs, `installApi` replaces the stub and replays the queue in order.
 */

type Callback<T extends WidgetEventType> = (detail: Extract<WidgetEvent, { type: T }>) => void;

export interface SignupOptions {
  /** Where the widget goes: an element or a CSS selector. */
  target: Element | string;
  namespace?: string;
  language?: string;
  country?: string;
  referralId?: string;
  themeColor?: string;
  radius?: string | number;
  onReady?: Callback<'ready'>;
  onLanguageChange?: Callback<'language-changed'>;
  onComplete?: Callback<'signup-completed'>;
}

export interface LanguageSelectorOptions {
  target: Element | string;
  namespace?: string;
  language?: string;
  themeColor?: string;
  radius?: string | number;
  onChange?: Callback<'language-changed'>;
}

export interface OnOptions<T extends WidgetEventType = WidgetEventType> {
  event: T;
  namespace?: string;
  callback: Callback<T>;
}

export interface OrdnaApi {
  (command: 'signup', options: SignupOptions): void;
  (command: 'languageSelector', options: LanguageSelectorOptions): void;
  /** Sets the language of every sign-up widget and selector of a namespace. */
  (command: 'language', options: { language: string; namespace?: string }): void;
  (command: 'on', options: OnOptions): void;
  loaded: true;
  q: ArrayLike<unknown>[];
}

/** What the partner's stub left on `window.Ordna`, if anything. */
interface Stub {
  q?: ArrayLike<unknown>[];
  loaded?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Runs `task` once the target exists: at once, or after the document has been parsed. */
function withTarget(target: unknown, doc: Document, task: (element: Element) => void): void {
  const find = () =>
    typeof target === 'string' ? doc.querySelector(target) : target instanceof Element ? target : null;
  const element = find();
  if (element) {
    task(element);
    return;
  }
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', () => withTarget(target, doc, task), { once: true });
    return;
  }
  console.warn(`[Ordna] no element found for target ${String(target)}`);
}

function setAttributes(element: Element, attributes: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'string' || typeof value === 'number') element.setAttribute(name, String(value));
  }
}

function listen(element: EventTarget, type: WidgetEventType, callback: unknown): void {
  if (typeof callback !== 'function') return;
  element.addEventListener(`${WIDGET_EVENT_PREFIX}${type}`, (event) => {
    if (event instanceof CustomEvent) callback(event.detail);
  });
}

/** Runs one call; returns what was wrong with it, or null. */
function run(doc: Document, command: unknown, options: unknown): string | null {
  if (!isRecord(options)) return `${String(command)}: the second argument must be an object`;
  switch (command) {
    case 'signup':
      withTarget(options.target, doc, (target) => {
        const element = doc.createElement('ordna-signup');
        setAttributes(element, {
          namespace: options.namespace,
          language: options.language,
          country: options.country,
          'referral-id': options.referralId,
          'theme-color': options.themeColor,
          radius: options.radius,
        });
        listen(element, 'ready', options.onReady);
        listen(element, 'language-changed', options.onLanguageChange);
        listen(element, 'signup-completed', options.onComplete);
        target.append(element);
      });
      return null;
    case 'languageSelector':
      withTarget(options.target, doc, (target) => {
        const element = doc.createElement('ordna-language-selector');
        setAttributes(element, {
          namespace: options.namespace,
          language: options.language,
          'theme-color': options.themeColor,
          radius: options.radius,
        });
        listen(element, 'language-changed', options.onChange);
        target.append(element);
      });
      return null;
    case 'language': {
      const language = toLanguage(typeof options.language === 'string' ? options.language : null);
      if (!language) return `language: unknown language ${String(options.language)}`;
      const namespace = toNamespace(typeof options.namespace === 'string' ? options.namespace : null);
      for (const element of doc.querySelectorAll('ordna-signup, ordna-language-selector')) {
        if (toNamespace(element.getAttribute('namespace')) === namespace)
          element.setAttribute('language', language);
      }
      return null;
    }
    case 'on': {
      const type = WIDGET_EVENT_TYPES.find((name) => name === options.event);
      if (!type || typeof options.callback !== 'function') return 'on: needs a known event and a callback';
      const callback = options.callback;
      const namespace = typeof options.namespace === 'string' ? toNamespace(options.namespace) : null;
      doc.addEventListener(`${WIDGET_EVENT_PREFIX}${type}`, (event) => {
        if (!(event instanceof CustomEvent) || !isRecord(event.detail)) return;
        if (namespace === null || event.detail.namespace === namespace) callback(event.detail);
      });
      return null;
    }
    default:
      return `unknown command ${String(command)}`;
  }
}

/** Runs one call of `Ordna(...)`; bad calls are warned about, never thrown at the partner's page. */
export function runCommand(doc: Document, args: ArrayLike<unknown>): void {
  const [command, options] = Array.from(args);
  const problem = run(doc, command, options);
  if (problem) console.warn(`[Ordna] ${problem}`);
}

/**
 * Puts the API on `target.Ordna` and replays what the stub queued. A second copy of the loader
 * on the same page leaves the first in place.
 */
export function installApi(target: { Ordna?: unknown }, run: (args: ArrayLike<unknown>) => void): OrdnaApi {
  const previous = target.Ordna as (Stub & ((...args: unknown[]) => void)) | undefined;
  if (typeof previous === 'function' && previous.loaded) return previous as unknown as OrdnaApi;
  const queued = Array.from(previous?.q ?? []);
  const call = (...args: unknown[]): void => {
    try {
      run(args);
    } catch (error) {
      console.error('[Ordna]', error);
    }
  };
  const api: OrdnaApi = Object.assign(call, { loaded: true as const, q: [] });
  target.Ordna = api;
  for (const args of queued) call(...Array.from(args));
  return api;
}
