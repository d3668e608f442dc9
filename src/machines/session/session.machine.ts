import { assign, setup } from 'xstate';
import type { SessionContext, SessionEvent, SessionInput } from './session.types.ts';

/**
 * Spec section 4, Session: logged in means a token is stored; a token change is saved and the
 * page reloads after 150 ms. An organization admin can act as one of its users (their token
 * replaces the admin's, which is kept aside) and leave that mode again.
 * Side effects are named and provided by session.actors.ts (or by a test). The 150 ms wait is
 * the `scheduleReload` action's job (it sends RELOAD_DUE), so the model stays free of timers
 * and `xstate/graph` can walk it.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actions: {
    persistTokens: (_args, _params: { token: string | null; adminToken: string | null }) => {},
    scheduleReload: () => {},
    reloadPage: (_args, _params: { to: string | null }) => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isActingAsUser: ({ context }) => context.adminToken !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token, adminToken: input.adminToken, redirectTo: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        TOKEN_CHANGED: {
          target: 'saving',
          actions: assign(({ event }) => ({ token: event.token, redirectTo: event.redirectTo ?? null })),
        },
      },
    },
    signedIn: {
      initial: 'checkingMode',
      states: {
        checkingMode: {
          always: [{ guard: 'isActingAsUser', target: 'actingAsUser' }, { target: 'own' }],
        },
        own: {
          on: {
            SWITCH_USER: {
              target: '#session.saving',
              actions: assign(({ context, event }) => ({
                adminToken: context.token,
                token: event.token,
                redirectTo: '/',
              })),
            },
          },
        },
        actingAsUser: {
          on: {
            LEAVE_ADMIN: {
              target: '#session.saving',
              actions: assign(({ context }) => ({
                token: context.adminToken,
                adminToken: null,
                redirectTo: '/',
              })),
            },
          },
        },
      },
      on: {
        TOKEN_CHANGED: {
          target: 'saving',
          actions: assign(({ event }) => ({ token: event.token, redirectTo: event.redirectTo ?? null })),
        },
        SIGN_OUT: {
          target: 'saving',
          actions: assign({ token: null, adminToken: null, redirectTo: null }),
        },
      },
    },
    saving: {
      entry: [
        {
          type: 'persistTokens',
          params: ({ context }) => ({ token: context.token, adminToken: context.adminToken }),
        },
        'scheduleReload',
      ],
      on: { RELOAD_DUE: 'reloading' },
    },
    reloading: {
      type: 'final',
      entry: { type: 'reloadPage', params: ({ context }) => ({ to: context.redirectTo }) },
    },
  },
});
