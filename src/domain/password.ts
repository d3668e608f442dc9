/**
 * The password rule, by length only, as NIST SP 800-63B (5.1.1.2) recommends (issue 41; it
 * replaces spec section 5's list of allowed symbols, docs/decisions.md "Passwords by length"):
 * at least 8 characters and at most 128, any characters at all (spaces, punctuation, any script,
 * emoji), no composition rules. Characters are counted as Unicode code points after NFC
 * normalisation, so "å" typed either way is one. There is no breached-password list to check yet.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'tooShort' | 'tooLong';

/** The length a person sees: code points of the NFC form. */
export function passwordLength(password: string): number {
  return [...password.normalize('NFC')].length;
}

/** What is wrong, so the message can say so; empty when the password is fine. */
export function passwordProblems(password: string): PasswordProblem[] {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return ['tooShort'];
  if (length > PASSWORD_MAX_LENGTH) return ['tooLong'];
  return [];
}

export function isValidPassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}
