import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { TOKEN_RELOAD_DELAY_MS, tokenStorageKeys } from '../../domain/session.ts';
import { memoryStorage } from '../../test/memoryStorage.ts';
import { createSessionActor, type SessionActor, storageNames } from './session.actors.ts';
import { sessionMachine } from './session.machine.ts';
import type { SessionEvent } from './session.types.ts';

/** Sample payloads; any event type the machine gains later is walked as well (with no payload). */
const SAMPLES: Record<string, SessionEvent> = {
  TOKEN_CHANGED: {
    type: 'TOKEN_CHANGED',
    token: 'token-new',
    refreshToken: 'refresh-new',
    redirectTo: '/pim/products',
  },
  SWITCH_USER: { type: 'SWITCH_USER', token: 'token-of-user', refreshToken: 'refresh-of-user' },
};

const keys = tokenStorageKeys(false);
const names = storageNames(false);
const STARTS = [
  { name: 'signed out', token: null, adminToken: null },
  { name: 'signed in', token: 'token-a', adminToken: null },
  { name: 'acting as a user', token: 'token-user', adminToken: 'token-admin' },
];
const noRefresh = { refreshToken: null, adminRefreshToken: null };

describe('session machine model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  for (const start of STARTS) {
    const input = { token: start.token, adminToken: start.adminToken, ...noRefresh };
    const model = createTestModel(sessionMachine, {
      input,
      events: (snapshot) =>
        sessionMachine.events
          .filter((type) => !type.startsWith('xstate.'))
          .map((type) => SAMPLES[type] ?? ({ type } as SessionEvent))
          .filter((event) => snapshot.can(event)),
    });

    for (const path of model.getShortestPaths()) {
      it(`${start.name}: ${path.description}`, async () => {
        const storage = memoryStorage();
        if (start.token) storage.setItem(keys.token, start.token);
        if (start.adminToken) storage.setItem(keys.adminToken, start.adminToken);
        const reloads: (string | null)[] = [];
        const revoked: string[] = [];
        let actor: SessionActor | null = null;
        actor = createSessionActor({
          storage,
          development: false,
          reload: (to) => reloads.push(to),
          revoke: (tokens) => revoked.push(...tokens),
        });
        const sut = actor;
        await path.test({
          states: {
            signedOut: () => expect(storage.map.get(keys.token)).toBeUndefined(),
            'signedIn.own': () => {
              expect(storage.map.get(keys.token)).toBeTruthy();
              expect(storage.map.get(keys.adminToken)).toBeUndefined();
            },
            'signedIn.actingAsUser': () => expect(storage.map.get(keys.adminToken)).toBeTruthy(),
            saving: () => {
              // Saved at once; the reload waits for the delay.
              expect(storage.map.get(keys.token) ?? null).toBe(sut.getSnapshot().context.token);
              expect(reloads).toHaveLength(0);
            },
            reloading: () => expect(reloads).toHaveLength(1),
          },
          events: {
            TOKEN_CHANGED: ({ event }) => sut.send(event as SessionEvent),
            SWITCH_USER: ({ event }) => sut.send(event as SessionEvent),
            LEAVE_ADMIN: ({ event }) => sut.send(event as SessionEvent),
            SIGN_OUT: ({ event }) => sut.send(event as SessionEvent),
            // The real timer of session.actors.ts sends RELOAD_DUE after the delay.
            RELOAD_DUE: () => {
              vi.advanceTimersByTime(TOKEN_RELOAD_DELAY_MS);
            },
          },
        });
        expect(sut.getSnapshot().value).toEqual(path.state.value);
        // Signing out ends every session the browser held.
        if (path.steps.some((step) => step.event.type === 'SIGN_OUT')) {
          expect(revoked.sort()).toEqual([start.token, start.adminToken].filter(Boolean).sort());
        }
      });
    }
  }

  it('reloads only after 150 ms and keeps the admin token aside while acting as a user', () => {
    const storage = memoryStorage();
    storage.setItem(keys.token, 'token-admin');
    const reloads: (string | null)[] = [];
    storage.setItem(names.refreshToken, 'refresh-admin');
    const actor = createSessionActor({
      storage,
      development: false,
      reload: (to) => reloads.push(to),
      revoke: () => {},
    });
    actor.send({ type: 'SWITCH_USER', token: 'token-user', refreshToken: 'refresh-user' });
    expect(storage.map.get(keys.token)).toBe('token-user');
    expect(storage.map.get(names.refreshToken)).toBe('refresh-user');
    expect(storage.map.get(keys.adminToken)).toBe('token-admin');
    expect(storage.map.get(names.adminRefreshToken)).toBe('refresh-admin');
    vi.advanceTimersByTime(TOKEN_RELOAD_DELAY_MS - 1);
    expect(reloads).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reloads).toEqual(['/']);
  });

  it('sign out clears both tokens', () => {
    const storage = memoryStorage();
    storage.setItem(keys.token, 'token-user');
    storage.setItem(keys.adminToken, 'token-admin');
    storage.setItem(names.refreshToken, 'refresh-user');
    const actor = createSessionActor({ storage, development: false, reload: () => {}, revoke: () => {} });
    actor.send({ type: 'SIGN_OUT' });
    expect(storage.map.size).toBe(0);
  });
});
