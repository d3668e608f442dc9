import { createActor } from 'xstate';
import { TOKEN_RELOAD_DELAY_MS, tokenStorageKeys } from '../../domain/session.ts';
import { sessionMachine } from './session.machine.ts';

export interface SessionEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  development: boolean;
  reload: (to: string | null) => void;
}

export function readTokens(env: Pick<SessionEnvironment, 'storage' | 'development'>) {
  const keys = tokenStorageKeys(env.development);
  return { token: env.storage.getItem(keys.token), adminToken: env.storage.getItem(keys.adminToken) };
}

function write(storage: SessionEnvironment['storage'], key: string, value: string | null): void {
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}

/** The session machine wired to real storage and page reloads. */
export function createSessionActor(env: SessionEnvironment) {
  const keys = tokenStorageKeys(env.development);
  let self: { send: (event: { type: 'RELOAD_DUE' }) => void } | null = null;
  const machine = sessionMachine.provide({
    actions: {
      persistTokens: (_args, params) => {
        write(env.storage, keys.token, params.token);
        write(env.storage, keys.adminToken, params.adminToken);
      },
      scheduleReload: () => {
        setTimeout(() => self?.send({ type: 'RELOAD_DUE' }), TOKEN_RELOAD_DELAY_MS);
      },
      reloadPage: (_args, params) => env.reload(params.to),
    },
  });
  const actor = createActor(machine, { input: readTokens(env) });
  self = actor;
  return actor.start();
}

export type SessionActor = ReturnType<typeof createSessionActor>;

export function browserSessionEnvironment(): SessionEnvironment {
  return {
    storage: window.localStorage,
    development: import.meta.env.DEV,
    reload: (to) => {
      if (to) window.location.assign(to);
      else window.location.reload();
    },
  };
}
