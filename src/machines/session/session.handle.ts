import type { SessionEvent } from './session.types.ts';

/** What pages and the API client do with the session: send it an event. */
export interface SessionHandle {
  send: (event: SessionEvent) => void;
}

/**
 * The session as the router context holds it: the machine (and XState) is loaded on the first
 * event, not with the front door. It starts from the tokens stored at that moment, which is what
 * it would have read at startup plus any renewal since (storage is the session's truth, and
 * every state change ends in a page reload). Events sent while it loads are delivered in order.
 */
export function lazySession(load: () => Promise<SessionHandle>): SessionHandle {
  let actor: Promise<SessionHandle> | null = null;
  return {
    send: (event) => {
      actor ??= load();
      actor.then(
        (loaded) => loaded.send(event),
        (error: unknown) => {
          // The chunk did not load (offline, a deploy replaced it): the next event tries again.
          actor = null;
          console.error('The session could not be loaded', error);
        },
      );
    },
  };
}
