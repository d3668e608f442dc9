import { createActor } from 'xstate';
import { MENU_INPUT_FOCUS_DELAY_MS } from '../../domain/menus.ts';
import { menuEditingMachine } from './menuEditing.machine.ts';
import type { EditorEntry, Failure, MenuEditingEvent } from './menuEditing.types.ts';

export interface MenuEditingEnvironment {
  /** updateMenu create: the new entry, or a rejection. */
  createEntry: (itemId: string, price: number) => Promise<EditorEntry>;
  /** updateMenu disconnect. */
  disconnectEntry: (entryId: string) => Promise<void>;
  /** The menu's entries as the server has them now. */
  refresh: () => Promise<EditorEntry[]>;
  /** updateMenu update (price). */
  savePrice: (entryId: string, price: number) => Promise<void>;
  /** updateItemPrice: the server moves the entries that carried the old default too. */
  saveDefaultPrice: (itemId: string, price: number) => Promise<void>;
  focusPrice: (entryId: string) => void;
  notifyFailure: (failure: Failure) => void;
  setTimeout?: (fn: () => void, ms: number) => unknown;
}

/** The menu editor's machine wired to the API and a real 200 ms focus timer. */
export function createMenuEditingActor(entries: EditorEntry[], env: MenuEditingEnvironment) {
  let self: ReturnType<typeof createActor<typeof menuEditingMachine>> | null = null;
  const send = (event: Parameters<NonNullable<typeof self>['send']>[0]) => self?.send(event);
  const settle = (promise: Promise<unknown>) =>
    void promise.then(
      () => send({ type: 'SAVED' }),
      () => send({ type: 'FAILED' }),
    );
  const later = env.setTimeout ?? ((fn: () => void, ms: number) => globalThis.setTimeout(fn, ms));
  const machine = menuEditingMachine.provide({
    actions: {
      createEntry: (_args, { itemId, price }) =>
        void env.createEntry(itemId, price).then(
          (entry) => send({ type: 'ADDED', entry }),
          () => send({ type: 'FAILED' }),
        ),
      disconnectEntry: (_args, { entryId }) =>
        void env.disconnectEntry(entryId).then(
          () => send({ type: 'REMOVED' }),
          () => send({ type: 'FAILED' }),
        ),
      refresh: () =>
        void env.refresh().then(
          (fresh) => send({ type: 'REFRESHED', entries: fresh }),
          () => send({ type: 'REFRESHED', entries: self?.getSnapshot().context.entries ?? [] }),
        ),
      savePrice: (_args, { entryId, price }) => settle(env.savePrice(entryId, price)),
      saveDefaultPrice: (_args, { itemId, price }) => settle(env.saveDefaultPrice(itemId, price)),
      scheduleFocus: () => {
        later(() => send({ type: 'FOCUS_DUE' }), MENU_INPUT_FOCUS_DELAY_MS);
      },
      focusPrice: (_args, { entryId }) => env.focusPrice(entryId),
      notifyFailure: (_args, { failure }) => {
        if (failure) env.notifyFailure(failure);
      },
    },
  });
  const actor = createActor(machine, { input: { entries } });
  self = actor;
  // The user's changes wait their turn: one made while another saves is sent when the machine is
  // back in idle, in the order made (a quick second price edit is never dropped).
  const waiting: MenuEditingEvent[] = [];
  actor.subscribe((snapshot) => {
    const next = waiting[0];
    if (snapshot.value === 'idle' && next) {
      waiting.shift();
      actor.send(next);
    }
  });
  const request = (event: MenuEditingEvent) => {
    if (waiting.length === 0 && actor.getSnapshot().can(event)) actor.send(event);
    else waiting.push(event);
  };
  return Object.assign(actor.start(), { request });
}

export type MenuEditingActor = ReturnType<typeof createMenuEditingActor>;
