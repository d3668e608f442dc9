import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, passwordProblems } from './password.ts';

describe('password rule (NIST SP 800-63B: length only)', () => {
  it('accepts any characters once long enough: spaces, any symbol, any script', () => {
    expect(passwordProblems('Tomato-sauce 7')).toEqual([]);
    expect(passwordProblems('correct horse battery staple')).toEqual([]);
    expect(passwordProblems('12345678')).toEqual([]);
    expect(passwordProblems('Smörgås#1')).toEqual([]);
    expect(passwordProblems('كلمة سر طويلة')).toEqual([]);
    expect(passwordProblems('🍅🍅🍅🍅🍅🍅🍅🍅')).toEqual([]);
    expect(passwordProblems('~^()[]{}<>"\'\\/|')).toEqual([]);
  });

  it('refuses only what is too short or too long, counting characters, not bytes', () => {
    expect(passwordProblems('Ab1!')).toEqual(['tooShort']);
    expect(passwordProblems('')).toEqual(['tooShort']);
    // Seven emoji are 14 UTF-16 units but seven characters.
    expect(passwordProblems('🍅🍅🍅🍅🍅🍅🍅')).toEqual(['tooShort']);
    expect(passwordProblems('a'.repeat(PASSWORD_MAX_LENGTH))).toEqual([]);
    expect(passwordProblems('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual(['tooLong']);
  });
});
