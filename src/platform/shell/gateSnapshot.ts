import type { QueryClient } from '@tanstack/react-query';
import { GATE_SNAPSHOT_KEY } from '../../domain/session.ts';
import { storedToken } from '../session/index.ts';

/**
 * The gate's last answers kept beside the token (issue 15). A reload of a signed-in page is
 * decided from them, so the page's own query leaves at once instead of a round trip later, and
 * the answers are asked for again beside it. The server checks every call whatever the gate
 * decided; the gate only spares a refused page its requests.
 *
 * A snapshot belongs to one login session (the token's user, company and session id), so a
 * refreshed token keeps it and another login, an impersonation or a logout does not; it also
 * names the queries' documents, so a deploy that changes what they ask for ignores older ones.
 */

type Answers = readonly [unknown, unknown, unknown];

interface Snapshot {
  session: string;
  documents: string;
  answers: Answers;
}

/** `user/company/session` from a token's claims (read, not verified: it only keys a cache). */
export function sessionOfToken(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, cid, sid } = claims as Record<string, unknown>;
    return typeof sub === 'string' && typeof cid === 'string' && typeof sid === 'string'
      ? `${sub}/${cid}/${sid}`
      : null;
  } catch {
    return null;
  }
}

/** A short fingerprint of the documents' text (djb2): a changed query invalidates old answers. */
export function documentsFingerprint(documents: readonly string[]): string {
  let hash = 5381;
  for (const char of documents.join('\n')) hash = (Math.imul(hash, 33) ^ char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

/** The login session of the stored token, or null. */
export function currentSession(): string | null {
  const token = storedToken();
  return token ? sessionOfToken(token) : null;
}

/** The kept answers for this login session and these documents, or null. */
export function readGateSnapshot(
  storage: Pick<Storage, 'getItem'>,
  documents: string,
  session: string | null,
): Answers | null {
  if (!session) return null;
  try {
    const snapshot = JSON.parse(storage.getItem(GATE_SNAPSHOT_KEY) ?? 'null') as Snapshot | null;
    if (!snapshot || snapshot.session !== session || snapshot.documents !== documents) return null;
    return Array.isArray(snapshot.answers) && snapshot.answers.length === 3 ? snapshot.answers : null;
  } catch {
    return null;
  }
}

export function writeGateSnapshot(
  storage: Pick<Storage, 'setItem'>,
  documents: string,
  session: string | null,
  answers: Answers,
): void {
  if (!session) return;
  const snapshot: Snapshot = { session, documents, answers };
  try {
    storage.setItem(GATE_SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // A full or refused storage only costs the next reload its head start.
  }
}

const watched = new WeakSet<QueryClient>();

/** Keeps the snapshot current: written each time all three answers are in the cache after a fetch. */
export function keepGateSnapshot(
  queryClient: QueryClient,
  keys: readonly (readonly string[])[],
  documents: string,
  storage: Pick<Storage, 'setItem'>,
  session: () => string | null,
): void {
  if (watched.has(queryClient)) return;
  watched.add(queryClient);
  const names = new Set(keys.map((key) => JSON.stringify(key)));
  queryClient.getQueryCache().subscribe((event) => {
    // A server's answer, not data put in the cache by hand (the kept answers themselves).
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (!names.has(JSON.stringify(event.query.queryKey))) return;
    const answers = keys.map((key) => queryClient.getQueryData(key));
    if (answers.every((answer) => answer !== undefined))
      writeGateSnapshot(storage, documents, session(), answers as unknown as Answers);
  });
}
