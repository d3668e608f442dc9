import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { GATE_SNAPSHOT_KEY } from '../../domain/session.ts';
import { memoryStorage } from '../../test/memoryStorage.ts';
import {
  documentsFingerprint,
  keepGateSnapshot,
  readGateSnapshot,
  sessionOfToken,
  writeGateSnapshot,
} from './gateSnapshot.ts';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (claims: Record<string, unknown>) => `${base64url({ alg: 'HS256' })}.${base64url(claims)}.sig`;

const answers = [{ userId: 'u1' }, { venues: [] }, null] as const;

describe('the gate snapshot', () => {
  it('belongs to one login session: the token’s user, company and session', () => {
    expect(sessionOfToken(token({ sub: 'u1', cid: 'c1', sid: 's1', exp: 1 }))).toBe('u1/c1/s1');
    expect(sessionOfToken(token({ sub: 'u1', cid: 'c1' }))).toBeNull();
    expect(sessionOfToken('not-a-token')).toBeNull();
    expect(sessionOfToken('a.%%%.c')).toBeNull();
  });

  it('is read back only for the same session and the same documents', () => {
    const storage = memoryStorage();
    const documents = documentsFingerprint(['query A { a }', 'query B { b }']);
    writeGateSnapshot(storage, documents, 'u1/c1/s1', answers);
    expect(readGateSnapshot(storage, documents, 'u1/c1/s1')).toEqual(answers);
    // Another login (a new session id), another user, signed out.
    expect(readGateSnapshot(storage, documents, 'u1/c1/s2')).toBeNull();
    expect(readGateSnapshot(storage, documents, 'u2/c1/s1')).toBeNull();
    expect(readGateSnapshot(storage, documents, null)).toBeNull();
    // A deploy that changed what the gate asks for.
    expect(
      readGateSnapshot(storage, documentsFingerprint(['query A { a b }', 'query B { b }']), 'u1/c1/s1'),
    ).toBeNull();
  });

  it('ignores what it cannot read and writes nothing without a session', () => {
    const storage = memoryStorage();
    storage.setItem(GATE_SNAPSHOT_KEY, '{not json');
    expect(readGateSnapshot(storage, 'x', 'u1/c1/s1')).toBeNull();
    storage.setItem(GATE_SNAPSHOT_KEY, JSON.stringify({ session: 'u1/c1/s1', documents: 'x', answers: [1] }));
    expect(readGateSnapshot(storage, 'x', 'u1/c1/s1')).toBeNull();
    const empty = memoryStorage();
    writeGateSnapshot(empty, 'x', null, answers);
    expect(empty.map.size).toBe(0);
  });

  it('is written once all three answers are in the cache after a fetch', async () => {
    const storage = memoryStorage();
    const client = new QueryClient();
    const keys = [['a'], ['b'], ['c']] as const;
    keepGateSnapshot(client, keys, 'docs', storage, () => 'u1/c1/s1');
    await client.fetchQuery({ queryKey: ['a'], queryFn: () => answers[0] });
    await client.fetchQuery({ queryKey: ['b'], queryFn: () => answers[1] });
    await client.fetchQuery({ queryKey: ['other'], queryFn: () => 1 });
    expect(storage.map.size).toBe(0);
    await client.fetchQuery({ queryKey: ['c'], queryFn: () => answers[2] });
    expect(readGateSnapshot(storage, 'docs', 'u1/c1/s1')).toEqual(answers);
    // Data put in the cache by hand (the kept answers themselves) is not a fetch: nothing rewritten.
    storage.map.clear();
    client.setQueryData(['a'], { userId: 'u9' });
    expect(storage.map.size).toBe(0);
  });
});
