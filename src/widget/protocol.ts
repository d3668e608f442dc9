import { type CountryCode, isCountryCode } from '../domain/countries.ts';
import { isLanguage, type Language } from '../domain/locales.ts';

/**
 * The one protocol between a partner page (the loader's custom elements) and our iframe app,
 * imported by both sides. Every message carries the protocol id and the widget's namespace;
 * internal messages are prefixed `__` and never reach the partner, the others are re-dispatched
 * on the element as DOM events named `ordna:<type>`.
 *
 * Privacy: `signup-completed` says that an account was created, for which referral id, language
 * and country. It never carries the name, email, phone or password (docs/embedding.md, Decisions).
 */

export const PROTOCOL = 'ordna-widget/1';
/** Prefix of the DOM events the partner can listen to (`ordna:signup-completed`, …). */
export const WIDGET_EVENT_PREFIX = 'ordna:';
export const DEFAULT_NAMESPACE = 'default';
/** Height the host reserves for the sign-up iframe before it reports its own (px). */
export const INITIAL_HEIGHT = 860;
/** The iframe reports heights in this range only (px); anything else is ignored. */
export const MAX_HEIGHT = 4000;
/** The iframe page, on our origin. */
export const SIGNUP_PATH = '/embed/signup';

const NAMESPACE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** A namespace from an attribute or option: letters, digits, `-` and `_`, else the default. */
export function toNamespace(raw: string | null | undefined): string {
  const value = raw?.trim() ?? '';
  return NAMESPACE_PATTERN.test(value) ? value : DEFAULT_NAMESPACE;
}

interface Envelope {
  protocol: typeof PROTOCOL;
  namespace: string;
}

/** What the iframe tells the host. */
export type FrameMessage = Envelope &
  (
    | { type: '__ready'; language: Language; height: number }
    | { type: '__resize'; height: number }
    | { type: 'language-changed'; language: Language }
    | { type: 'signup-completed'; language: Language; country: CountryCode; referralId: string | null }
  );

/** What the host tells the iframe. */
export type HostMessage = Envelope & { type: '__set-language'; language: Language };

export type WidgetMessage = FrameMessage | HostMessage;

/** The public events (no `__`), as the `detail` of the DOM event `ordna:<type>`. */
export type WidgetEvent =
  | { type: 'ready'; widget: 'signup'; namespace: string; language: Language }
  | {
      type: 'language-changed';
      widget: 'signup' | 'language-selector';
      namespace: string;
      language: Language;
    }
  | {
      type: 'signup-completed';
      widget: 'signup';
      namespace: string;
      language: Language;
      country: CountryCode;
      referralId: string | null;
    };
export type WidgetEventType = WidgetEvent['type'];
export const WIDGET_EVENT_TYPES: readonly WidgetEventType[] = [
  'ready',
  'language-changed',
  'signup-completed',
];

/** A message without its envelope (what a sender writes). */
export type MessageBody<M> = M extends unknown ? Omit<M, 'protocol' | 'namespace'> : never;

/** A message of this protocol for a namespace. */
export function message<M extends WidgetMessage>(namespace: string, body: MessageBody<M>): M {
  // The body is M without its envelope, so body + envelope is M; TypeScript cannot see through the Omit.
  return { ...body, protocol: PROTOCOL, namespace } as unknown as M;
}

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null;
const isHeight = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_HEIGHT;
const isLanguageValue = (value: unknown): value is Language => typeof value === 'string' && isLanguage(value);

function hasEnvelope(data: unknown): data is Data & Envelope {
  return (
    isObject(data) &&
    data.protocol === PROTOCOL &&
    typeof data.namespace === 'string' &&
    NAMESPACE_PATTERN.test(data.namespace)
  );
}

/** Whether a value is a well-formed message from the iframe (shape only, not its sender). */
export function isFrameMessage(data: unknown): data is FrameMessage {
  if (!hasEnvelope(data)) return false;
  switch (data.type) {
    case '__ready':
      return isLanguageValue(data.language) && isHeight(data.height);
    case '__resize':
      return isHeight(data.height);
    case 'language-changed':
      return isLanguageValue(data.language);
    case 'signup-completed':
      return (
        isLanguageValue(data.language) &&
        typeof data.country === 'string' &&
        isCountryCode(data.country) &&
        (data.referralId === null || typeof data.referralId === 'string')
      );
    default:
      return false;
  }
}

/** Whether a value is a well-formed message from the host page. */
export function isHostMessage(data: unknown): data is HostMessage {
  return hasEnvelope(data) && data.type === '__set-language' && isLanguageValue(data.language);
}

/** The parts of a MessageEvent the guards look at (so tests need no real window). */
export interface Received {
  origin: string;
  source: unknown;
  data: unknown;
}

export interface Expected {
  /** The exact origin the message must come from. */
  origin: string;
  /** The window that must have sent it (the iframe's contentWindow, or window.parent). */
  source: unknown;
  namespace: string;
}

function fromExpectedSender(event: Received, expected: Expected): boolean {
  return event.source != null && event.source === expected.source && event.origin === expected.origin;
}

/** The host side: a message from our iframe, or null for anything else (other origins, other frames). */
export function readFrameMessage(event: Received, expected: Expected): FrameMessage | null {
  if (!fromExpectedSender(event, expected) || !isFrameMessage(event.data)) return null;
  return event.data.namespace === expected.namespace ? event.data : null;
}

/** The iframe side: a message from the page that embeds us, or null for anything else. */
export function readHostMessage(event: Received, expected: Expected): HostMessage | null {
  if (!fromExpectedSender(event, expected) || !isHostMessage(event.data)) return null;
  return event.data.namespace === expected.namespace ? event.data : null;
}

/** The public event for a message from the iframe, or null for internal ones. */
export function publicEventOf(data: FrameMessage): WidgetEvent | null {
  switch (data.type) {
    case 'language-changed':
      return { type: data.type, widget: 'signup', namespace: data.namespace, language: data.language };
    case 'signup-completed':
      return {
        type: data.type,
        widget: 'signup',
        namespace: data.namespace,
        language: data.language,
        country: data.country,
        referralId: data.referralId,
      };
    case '__ready':
      return { type: 'ready', widget: 'signup', namespace: data.namespace, language: data.language };
    default:
      return null;
  }
}

/** The parameters of the iframe's address: everything the host knows when it creates it. */
export interface FrameParams {
  namespace: string;
  language: Language;
  country: CountryCode | null;
  referralId: string | null;
  accent: string | null;
  radius: string | null;
  /** The embedding page's origin, where the iframe posts its messages. */
  parentOrigin: string;
}

const PARAM_NAMES = {
  namespace: 'ns',
  language: 'lang',
  country: 'country',
  referralId: 'ref',
  accent: 'accent',
  radius: 'radius',
  parentOrigin: 'origin',
} as const satisfies Record<keyof FrameParams, string>;

/** The iframe's address on our origin. */
export function frameUrl(ourOrigin: string, params: FrameParams): string {
  const url = new URL(SIGNUP_PATH, ourOrigin);
  for (const key of Object.keys(PARAM_NAMES) as (keyof FrameParams)[]) {
    const value = params[key];
    if (value) url.searchParams.set(PARAM_NAMES[key], value);
  }
  return url.toString();
}

/** The raw parameters as the iframe reads them; each is validated where it is used. */
export function readFrameParams(search: string): Record<keyof FrameParams, string | null> {
  const query = new URLSearchParams(search);
  const read = (key: keyof FrameParams) => query.get(PARAM_NAMES[key]);
  return {
    namespace: read('namespace'),
    language: read('language'),
    country: read('country'),
    referralId: read('referralId'),
    accent: read('accent'),
    radius: read('radius'),
    parentOrigin: read('parentOrigin'),
  };
}
