import { createActor } from 'xstate';
import { MENU_INPUT_FOCUS_DELAY_MS } from '../../domain/menus.ts';
import { menuEditingMachine } from './menuEditing.machine.ts';
import type { EditorEntry, Failure, MenuAnswer, MenuEditingEvent } from './menuEditing.types.ts';

export interface MenuEditingEnvironment {
  /** updateMenu create, checked against `version`: the menu as saved and the new entry's id. */
  createEntry: (
    itemId: string,
    price: number,
    version: number,
  ) => Promise<{ entryId: string; menu: MenuAnswer }>;
  /** updateMenu disconnect, checked against `version`: the menu as saved. */
  disconnectEntry: (entryId: string, version: number) => Promise<MenuAnswer>;
  /** updateMenu update (price), checked against `version`: the menu as saved. */
  savePrice: (entryId: string, price: number, version: number) => Promise<MenuAnswer>;
  /**
   * updateItemPrice, checked against the product's version: its new version, and the menu as it
   * is after it (the entries that followed the default moved the menu's version on).
   */
  saveDefaultPrice: (
    itemId: string,
    price: number,
    version: number | null,
  ) => Promise<{ itemVersion: number; menu: MenuAnswer }>;
  /** The menu as the server has it now (Reload after a conflict). */
  reload: () => Promise<MenuAnswer>;
  /** The version someone else saved, when a write failed because its version was stale. */
  conflictVersion: (error: unknown) => number | null;
  focusPrice: (entryId: string) => void;
  notifyFailure: (failure: Failure) => void;
  setTimeout?: (fn: () => void, ms: number) => unknown;
}

/** The menu editor's machine wired to the API and a real 200 ms focus timer. */
export function createMenuEditingActor(
  start: { entries: EditorEntry[]; version: number },
  env: MenuEditingEnvironment,
) {
  let self: ReturnType<typeof createActor<typeof menuEditingMachine>> | null = null;
  const send = (event: MenuEditingEvent) => self?.send(event);
  /** A write's answer becomes `done`'s event; a stale version CONFLICT, anything else FAILED. */
  const settle = <T>(promise: Promise<T>, done: (value: T) => MenuEditingEvent) =>
    void promise.then(
      (value) => send(done(value)),
      (error: unknown) => {
        const current = env.conflictVersion(error);
        send(current === null ? { type: 'FAILED' } : { type: 'CONFLICT', currentVersion: current });
      },
    );
  const later = env.setTimeout ?? ((fn: () => void, ms: number) => globalThis.setTimeout(fn, ms));
  const machine = menuEditingMachine.provide({
    actions: {
      createEntry: (_args, { itemId, price, version }) =>
        settle(env.createEntry(itemId, price, version), ({ entryId, menu }) => ({
          type: 'ADDED',
          entryId,
          menu,
        })),
      disconnectEntry: (_args, { entryId, version }) =>
        settle(env.disconnectEntry(entryId, version), (menu) => ({ type: 'REMOVED', menu })),
      savePrice: (_args, { entryId, price, version }) =>
        settle(env.savePrice(entryId, price, version), (menu) => ({
          type: 'SAVED',
          menu,
          itemVersion: null,
        })),
      saveDefaultPrice: (_args, { itemId, price, version }) =>
        settle(env.saveDefaultPrice(itemId, price, version), ({ itemVersion, menu }) => ({
          type: 'SAVED',
          menu,
          itemVersion,
        })),
      reload: () =>
        void env.reload().then(
          (menu) => send({ type: 'RELOADED', menu }),
          () => send({ type: 'FAILED' }),
        ),
      scheduleFocus: () => {
        later(() => send({ type: 'FOCUS_DUE' }), MENU_INPUT_FOCUS_DELAY_MS);
      },
      focusPrice: (_args, { entryId }) => env.focusPrice(entryId),
      notifyFailure: (_args, { failure }) => {
        if (failure) env.notifyFailure(failure);
      },
    },
  });
  const actor = createActor(machine, { input: start });
  self = actor;
  return actor.start();
}

export type MenuEditingActor = ReturnType<typeof createMenuEditingActor>;
