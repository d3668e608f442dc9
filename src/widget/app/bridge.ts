import type { Language } from '../../domain/locales.ts';
import { type FrameMessage, type MessageBody, message, readHostMessage } from '../protocol.ts';

/**
 * The iframe side of the protocol: posts to the embedding page only (never to `*`) and listens
 * only to it.
 */

const isOrigin = (value: string | null | undefined): value is string => {
  if (!value || value === 'null') return false;
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
};

/**
 * The embedding page's origin: the browser's own record (`location.ancestorOrigins`, which the
 * page cannot fake) where there is one, else the origin the loader put in our address, else the
 * referrer's. Null when there is none (the page was opened on its own).
 */
export function embedderOrigin(
  ancestorOrigins: ArrayLike<string> | undefined,
  fromAddress: string | null,
  referrer: string,
): string | null {
  const recorded = ancestorOrigins?.[0];
  if (isOrigin(recorded)) return recorded;
  if (isOrigin(fromAddress)) return fromAddress;
  try {
    const origin = referrer ? new URL(referrer).origin : null;
    return isOrigin(origin) ? origin : null;
  } catch {
    return null;
  }
}

export interface Bridge {
  readonly embedded: boolean;
  post(body: MessageBody<FrameMessage>): void;
  /** Calls `listener` for each language the host asks for; returns the unsubscribe. */
  onSetLanguage(listener: (language: Language) => void): () => void;
}

export function createBridge(namespace: string, parentOrigin: string | null): Bridge {
  const parent = window.parent;
  const embedded = parent !== window && parentOrigin !== null;
  return {
    embedded,
    post(body) {
      if (embedded && parentOrigin) parent.postMessage(message<FrameMessage>(namespace, body), parentOrigin);
    },
    onSetLanguage(listener) {
      if (!embedded || !parentOrigin) return () => {};
      const handle = (event: MessageEvent) => {
        const data = readHostMessage(event, { origin: parentOrigin, source: parent, namespace });
        if (data) listener(data.language);
      };
      window.addEventListener('message', handle);
      return () => window.removeEventListener('message', handle);
    },
  };
}

/** Reports the element's height whenever it changes (rounded up, each value once). */
export function observeHeight(element: HTMLElement, report: (height: number) => void): () => void {
  let last = -1;
  const measure = () => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      report(height);
    }
  };
  const observer = new ResizeObserver(measure);
  observer.observe(element);
  return () => observer.disconnect();
}

export function heightOf(element: HTMLElement): number {
  return Math.ceil(element.getBoundingClientRect().height);
}
