import { describe, expect, it } from 'vitest';
import { lazySession, type SessionHandle } from './session.handle.ts';
import type { SessionEvent } from './session.types.ts';

describe('lazySession', () => {
  it('loads the session on the first event only, once, and delivers events in order', async () => {
    const received: SessionEvent['type'][] = [];
    let loads = 0;
    let release: (handle: SessionHandle) => void = () => {};
    const session = lazySession(() => {
      loads += 1;
      return new Promise((resolve) => {
        release = resolve;
      });
    });
    expect(loads).toBe(0);
    session.send({ type: 'TOKEN_CHANGED', token: 't' });
    session.send({ type: 'SIGN_OUT' });
    expect(loads).toBe(1);
    expect(received).toEqual([]);
    release({ send: (event) => received.push(event.type) });
    await Promise.resolve();
    await Promise.resolve();
    session.send({ type: 'LEAVE_ADMIN' });
    await Promise.resolve();
    await Promise.resolve();
    expect(received).toEqual(['TOKEN_CHANGED', 'SIGN_OUT', 'LEAVE_ADMIN']);
    expect(loads).toBe(1);
  });
});
