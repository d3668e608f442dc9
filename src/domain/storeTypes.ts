import type { StoreType } from './signup.ts';

/**
 * The store types of the sign-up form (spec section 3), in a module with no imports, for the
 * partner widget: importing them from signup.ts would bring zod and the phone metadata into the
 * iframe app (about 35 KB gzip). storeTypes.test.ts keeps this list equal to signup.ts's
 * STORE_TYPES until signup.ts re-exports this one.
 */
export const SIGNUP_STORE_TYPES = [
  'SINGLE',
  'MULTIPLE',
  'ENTERPRISE',
] as const satisfies readonly StoreType[];
