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

  it('tries again on the next event when loading failed', async () => {
    const received: SessionEvent['type'][] = [];
    let loads = 0;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const session = lazySession(async () => {
        loads += 1;
        if (loads === 1) throw new Error('chunk missing');
        return { send: (event) => received.push(event.type) };
      });
      session.send({ type: 'SIGN_OUT' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      session.send({ type: 'SIGN_OUT' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(loads).toBe(2);
      expect(received).toEqual(['SIGN_OUT']);
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});
