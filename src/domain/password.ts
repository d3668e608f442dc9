/**
 * Spec section 5: at least 8 characters, all letters (including Nordic and Spanish accented
 * ones), digits or @ $ ! % * # ? &, with at least one letter.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const LETTERS = 'A-Za-zÅÄÖåäöÆØæøÉéÁáÍíÓóÚúÑñÜü';
const ALLOWED = new RegExp(`^[${LETTERS}0-9@$!%*#?&]*$`);
const LETTER = new RegExp(`[${LETTERS}]`);

export type PasswordProblem = 'tooShort' | 'tooLong' | 'noLetter' | 'invalidCharacters';

/** What is missing or wrong, so the message can say so; empty when the password is fine. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (password.length > PASSWORD_MAX_LENGTH) problems.push('tooLong');
  if (!LETTER.test(password)) problems.push('noLetter');
  if (!ALLOWED.test(password)) problems.push('invalidCharacters');
  return problems;
}

export function isValidPassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}
