import { assign, setup } from 'xstate';
import type { SessionContext, SessionEvent, SessionInput, StoredTokens } from './session.types.ts';

const stored = (context: SessionContext): StoredTokens => ({
  token: context.token,
  refreshToken: context.refreshToken,
  adminToken: context.adminToken,
  adminRefreshToken: context.adminRefreshToken,
});

/**
 * Spec section 4, Session: logged in means a token is stored; a token change is saved and the
 * page reloads after 150 ms. An organization admin can act as one of its users (their token
 * replaces the admin's, which is kept aside) and leave that mode again; signing out clears both
 * and ends their sessions on the server.
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
    persistTokens: (_args, _params: StoredTokens) => {},
    revokeSessions: (_args, _params: { tokens: string[] }) => {},
    scheduleReload: () => {},
    reloadPage: (_args, _params: { to: string | null }) => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isActingAsUser: ({ context }) => context.adminToken !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...input, redirectTo: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        TOKEN_CHANGED: {
          target: 'saving',
          actions: assign(({ event }) => ({
            token: event.token,
            refreshToken: event.refreshToken ?? null,
            redirectTo: event.redirectTo ?? null,
          })),
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
                adminRefreshToken: context.refreshToken,
                token: event.token,
                refreshToken: event.refreshToken ?? null,
                redirectTo: '/',
              })),
            },
          },
        },
        actingAsUser: {
          on: {
            // Straight from one acted-as user to another; the admin's own token stays aside.
            SWITCH_USER: {
              target: '#session.saving',
              actions: [
                {
                  type: 'revokeSessions',
                  params: ({ context }) => ({ tokens: context.token ? [context.token] : [] }),
                },
                assign(({ event }) => ({
                  token: event.token,
                  refreshToken: event.refreshToken ?? null,
                  redirectTo: '/',
                })),
              ],
            },
            LEAVE_ADMIN: {
              target: '#session.saving',
              actions: [
                // The acted-as session is of no further use.
                {
                  type: 'revokeSessions',
                  params: ({ context }) => ({ tokens: context.token ? [context.token] : [] }),
                },
                assign(({ context }) => ({
                  token: context.adminToken,
                  refreshToken: context.adminRefreshToken,
                  adminToken: null,
                  adminRefreshToken: null,
                  redirectTo: '/select-user',
                })),
              ],
            },
          },
        },
      },
      on: {
        TOKEN_CHANGED: {
          target: 'saving',
          actions: assign(({ event }) => ({
            token: event.token,
            refreshToken: event.refreshToken ?? null,
            redirectTo: event.redirectTo ?? null,
          })),
        },
        SIGN_OUT: {
          target: 'saving',
          actions: [
            {
              type: 'revokeSessions',
              params: ({ context }) => ({
                tokens: [context.token, context.adminToken].filter((t): t is string => t !== null),
              }),
            },
            assign({
              token: null,
              refreshToken: null,
              adminToken: null,
              adminRefreshToken: null,
              redirectTo: null,
            }),
          ],
        },
      },
    },
    saving: {
      entry: [{ type: 'persistTokens', params: ({ context }) => stored(context) }, 'scheduleReload'],
      on: { RELOAD_DUE: 'reloading' },
    },
    reloading: {
      type: 'final',
      entry: { type: 'reloadPage', params: ({ context }) => ({ to: context.redirectTo }) },
    },
  },
});
