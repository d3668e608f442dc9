import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { TOAST_ACTION_DELAY_MS, TOAST_DURATIONS, type ToastDuration } from '../../domain/toast.ts';
import { createToastActor, type ToastActor } from './toast.actors.ts';
import { toastMachine } from './toast.machine.ts';
import type { ToastEvent } from './toast.types.ts';

const realTimers = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('toast machine model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  for (const duration of TOAST_DURATIONS) {
    for (const hasAction of [false, true]) {
      const model = createTestModel(toastMachine, {
        input: { duration, hasAction },
        events: (snapshot) =>
          toastMachine.events
            .filter((type) => !type.startsWith('xstate.'))
            .map((type) => ({ type }) as ToastEvent)
            .filter((event) => snapshot.can(event)),
      });
      for (const path of model.getShortestPaths()) {
        it(`${duration}${hasAction ? ' with action' : ''}: ${path.description}`, async () => {
          const hides: number[] = [];
          const actions: number[] = [];
          const actor: ToastActor = createToastActor(duration, {
            ...realTimers,
            hide: () => hides.push(Date.now()),
            action: hasAction ? () => actions.push(Date.now()) : undefined,
          });
          let started = Date.now();
          await path.test({
            states: {
              visible: () => expect(hides).toEqual([]),
              held: () => {
                // Held, it never hides by itself.
                vi.advanceTimersByTime(60_000);
                expect(hides).toEqual([]);
              },
              actionPending: () => {
                expect(hides).toHaveLength(1);
                expect(actions).toEqual([]);
              },
              hidden: () => {
                expect(hides).toHaveLength(1);
                expect(actions).toEqual([]);
              },
              done: () => {
                expect(actions).toHaveLength(1);
                // The action runs 200 ms after the toast was hidden.
                expect((actions[0] ?? 0) - (hides[0] ?? 0)).toBe(TOAST_ACTION_DELAY_MS);
              },
            },
            events: {
              CLOSE: () => void actor.send({ type: 'CLOSE' }),
              ACTION: () => void actor.send({ type: 'ACTION' }),
              HOLD: () => void actor.send({ type: 'HOLD' }),
              RELEASE: () => {
                actor.send({ type: 'RELEASE' });
                started = Date.now();
              },
              // The real timers send these.
              TIMEOUT: () => {
                vi.advanceTimersByTime(duration === 'never' ? 0 : duration);
                expect(Date.now() - started).toBe(duration);
              },
              ACTION_DUE: () => void vi.advanceTimersByTime(TOAST_ACTION_DELAY_MS),
            },
          });
          expect(actor.getSnapshot().value).toEqual(path.state.value);
        });
      }
    }
  }

  it('never hides a "never" toast by itself', () => {
    const hides: number[] = [];
    createToastActor('never', { ...realTimers, hide: () => hides.push(1) });
    vi.advanceTimersByTime(60_000);
    expect(hides).toEqual([]);
  });

  it('hides after exactly its duration, 3000 ms by default', () => {
    for (const duration of [2000, 3000] as ToastDuration[]) {
      const hides: number[] = [];
      createToastActor(duration, { ...realTimers, hide: () => hides.push(1) });
      vi.advanceTimersByTime((duration as number) - 1);
      expect(hides).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(hides).toEqual([1]);
    }
  });

  it('a held toast hides its full duration after it is released', () => {
    const hides: number[] = [];
    const actor = createToastActor(3000, { ...realTimers, hide: () => hides.push(Date.now()) });
    vi.advanceTimersByTime(2500);
    actor.send({ type: 'HOLD' });
    vi.advanceTimersByTime(10_000);
    expect(hides).toEqual([]);
    const released = Date.now();
    actor.send({ type: 'RELEASE' });
    vi.advanceTimersByTime(2999);
    expect(hides).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(hides).toEqual([released + 3000]);
  });

  it('does not hide again or run anything after a close', () => {
    const hides: number[] = [];
    const actor = createToastActor(2000, {
      ...realTimers,
      hide: () => hides.push(1),
      action: () => hides.push(9),
    });
    actor.send({ type: 'CLOSE' });
    vi.advanceTimersByTime(5000);
    expect(hides).toEqual([1]);
  });
});
