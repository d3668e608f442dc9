import { createActor } from 'xstate';
import { TOKEN_RELOAD_DELAY_MS } from '../../domain/session.ts';
import { sessionMachine } from './session.machine.ts';
import { readTokens, type SessionEnvironment, writeTokens } from './session.storage.ts';

export {
  browserSessionEnvironment,
  readTokens,
  type SessionEnvironment,
  storageNames,
  writeTokens,
} from './session.storage.ts';

/** The session machine wired to real storage, page reloads and server logout. */
export function createSessionActor(env: SessionEnvironment) {
  let self: { send: (event: { type: 'RELOAD_DUE' }) => void } | null = null;
  const machine = sessionMachine.provide({
    actions: {
      persistTokens: (_args, params) => writeTokens(env, params),
      revokeSessions: (_args, params) => env.revoke(params.tokens),
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
