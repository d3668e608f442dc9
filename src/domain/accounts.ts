import { fieldCodes, requiredOr } from './fieldCodes.ts';
import { SCOPES } from './scopes.ts';
import { z } from './zod.ts';

/** Back-office user roles (spec section 6), shown as Admin, POS admin and Super admin. */
export const ROLES = ['CONTENT_ADMIN', 'REGULAR', 'SUPER_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** Error codes of back-office accounts, keys of `staff.accounts.errors`. */
export const ACCOUNT_ERROR_CODES = [
  'required',
  'invalid',
  'unknownScope',
  'unknownVenue',
  'unknownRole',
  'emailInvalid',
  'alreadyInCompany',
  'emailUnavailable',
  'lastOwner',
  'notPending',
  'scopeNotYours',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

export const accountFieldErrors = fieldCodes<AccountErrorCode>(ACCOUNT_ERROR_CODES, requiredOr('invalid'));

const id = z.string().trim().min(1).max(100);

export const accountPermissionsSchema = z.object({
  role: z.string().refine((value) => (ROLES as readonly string[]).includes(value), 'unknownRole'),
  /** Empty = full access (spec section 6). */
  scopes: z
    .array(
      z
        .string()
        .max(40)
        .refine((value) => (SCOPES as readonly string[]).includes(value), 'unknownScope'),
    )
    .max(20),
  /** Empty = all venues. */
  venueIds: z.array(id).max(200),
});
export type AccountPermissionsInput = z.output<typeof accountPermissionsSchema>;

export const inviteSchema = accountPermissionsSchema.extend({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(200)
    .refine((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'emailInvalid'),
  name: z.string().trim().min(1, 'required').max(100),
  language: z.enum(['sv', 'no', 'da', 'en', 'es', 'tr', 'ar']),
});
export type InviteInput = z.output<typeof inviteSchema>;

/** Full access: every scope and every venue (the owner's kind of account). */
export function isFullAccess(permissions: {
  scopes: readonly string[];
  venueIds: readonly string[];
}): boolean {
  return permissions.scopes.length === 0 && permissions.venueIds.length === 0;
}

/** Invitation links live this long (single use). */
export const INVITATION_TTL_HOURS = 72;
