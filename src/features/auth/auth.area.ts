import { defineArea } from '../../domain/navigation.ts';

/** The signed-in part of accounts: an organization admin picks whom to act as. */
export const authArea = defineArea({
  name: 'auth',
  namespace: 'auth',
  pages: {
    selectUser: {
      path: '/select-user',
      gate: { scopes: [], selectUser: true, mode: 'any' },
      sidebar: { key: 'selectUser', placement: 'bottom', order: 20 },
    },
  },
});
