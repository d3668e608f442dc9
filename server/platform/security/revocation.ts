import type { Context } from '../context.ts';
import type { EventPayload } from '../events/bus.ts';
import { busOf } from '../events/pubsub.ts';

/**
 * Live access ends when access does (issue 42 item 2). HTTP requests read the session, the key and
 * the permissions on every call, so they are refused at once; a graphql-ws socket authenticated
 * once would keep hearing events. Every change that takes access away is announced on the event
 * bus (every instance hears it: PostgreSQL NOTIFY or Redis), and each instance checks its sockets
 * of that key, session or user again: gone access closes the socket, narrowed access too (the
 * client reconnects and subscribes with what it may still see).
 */
export const ACCESS_TOPIC = 'accessChanged';

export interface AccessChange {
  keyId?: string;
  sessionId?: string;
  userId?: string;
}

export function accessChangeOf(payload: EventPayload): AccessChange {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return { keyId: text(payload.keyId), sessionId: text(payload.sessionId), userId: text(payload.userId) };
}

async function announce(ctx: Pick<Context, 'events'>, change: AccessChange): Promise<void> {
  const payload: EventPayload = {};
  if (change.keyId) payload.keyId = change.keyId;
  if (change.sessionId) payload.sessionId = change.sessionId;
  if (change.userId) payload.userId = change.userId;
  await (await busOf(ctx)).publish(ACCESS_TOPIC, payload);
}

/** A key was revoked or expired early: its sockets close. */
export const endKeyAccess = (ctx: Pick<Context, 'events'>, keyId: string) => announce(ctx, { keyId });
/** A session ended (logout): its sockets close. */
export const endSessionAccess = (ctx: Pick<Context, 'events'>, sessionId: string) =>
  announce(ctx, { sessionId });
/**
 * A user's access changed (removed, password changed, scopes or venues reduced): each of their
 * sockets is checked again, and closed when its access is gone or narrower.
 */
export const userAccessChanged = (ctx: Pick<Context, 'events'>, userId: string) => announce(ctx, { userId });

/** Whether a socket authenticated as `identity` is one a change names. */
export function concerns(
  change: AccessChange,
  identity: { keyId: string | null; sessionId: string; userId: string },
): boolean {
  return (
    (change.keyId !== undefined && change.keyId === identity.keyId) ||
    (change.sessionId !== undefined && change.sessionId === identity.sessionId) ||
    (change.userId !== undefined && change.userId === identity.userId)
  );
}
