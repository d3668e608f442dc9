import { defineArea, type Gate } from '../../domain/navigation.ts';

/** Staff pages are open to STAFF or ACCOUNTS (spec section 2). */
const STAFF: Gate = { scopes: ['STAFF', 'ACCOUNTS'] };

/** What every staff page calls: the access levels feed the lists' selects and columns. */
const COMMON = ['accessLevels'];

/** Staff, access levels and the first-steps page (issue 21). */
export const staffArea = defineArea({
  name: 'staff',
  namespace: 'staff',
  pages: {
    staff: {
      path: '/staff',
      nav: { under: 'staff', order: 10 },
      resource: 'staffMembers',
      gate: STAFF,
      searchable: true,
      sidebar: { key: 'staff', placement: 'main', order: 90 },
      calls: [
        ...COMMON,
        'staffMembers',
        'staffMember',
        'createStaffMember',
        'updateStaffMember',
        'resetStaffPin',
        'proposeStaffPin',
        'deleteStaffMember',
        // The POS API's read, listed here so the scope sweep knows its screen (docs/staff.md).
        'staffPermissions',
      ],
    },
    staffGetStarted: {
      path: '/staff/get-started',
      nav: { under: 'staff', order: 50 },
      gate: STAFF,
      calls: [...COMMON, 'staffMembers'],
    },
    accessLevels: {
      path: '/staff/access-levels',
      nav: { under: 'staff', order: 20 },
      resource: 'accessLevels',
      gate: STAFF,
      searchable: true,
      calls: [...COMMON, 'accessLevelsPage', 'createAccessLevel', 'updateAccessLevel', 'deleteAccessLevel'],
    },
    competitions: {
      path: '/staff/competitions',
      nav: { under: 'staff', order: 30 },
      gate: STAFF,
      searchable: true,
      calls: ['competitions', 'competition', 'createCompetition', 'competitionTargets'],
    },
  },
  quickActions: [{ key: 'createStaff', page: 'staff', search: { id: 'new' }, order: 4 }],
});

/** The area's own navigation, in this order. */
export const STAFF_PAGES = ['staff', 'accessLevels', 'competitions', 'staffGetStarted'] as const;

/** Back-office accounts (issue 21): users, their role, scopes and venues, invitations. */
export const accountsArea = defineArea({
  name: 'accounts',
  namespace: 'staff',
  pages: {
    accounts: {
      path: '/accounts',
      nav: { under: 'staff', order: 40 },
      gate: { scopes: ['ACCOUNTS'] },
      searchable: true,
      calls: [
        'backOfficeUsersPage',
        'inviteUser',
        'updateUserPermissions',
        'setUserVenueAccess',
        'resendInvitation',
        'revokeInvitation',
        'removeUser',
      ],
    },
  },
});
