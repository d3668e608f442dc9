import { describe, expect, it } from 'vitest';
import { STORE_TYPES } from './signup.ts';
import { SIGNUP_STORE_TYPES } from './storeTypes.ts';

describe('store types', () => {
  it('are the same, in the same order, as the sign-up schema accepts', () => {
    expect(SIGNUP_STORE_TYPES).toEqual(STORE_TYPES);
  });
});
