/** The password policy comes from the auth SDK; minimum length 6 unless the server says otherwise. */
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

/** What the SDK's `validatePassword` reports, reduced to what the form shows. */
export interface PasswordCheck {
  readonly isValid: boolean;
  readonly minLength: number;
  readonly maxLength?: number;
  readonly meetsMinLength: boolean;
  readonly meetsMaxLength?: boolean;
  readonly containsLowercase?: boolean;
  readonly containsUppercase?: boolean;
  readonly containsNumeric?: boolean;
  readonly containsNonAlphanumeric?: boolean;
}

export type PasswordProblem = 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric';

/** The unmet requirements, in the order the form lists them. */
export function passwordProblems(check: PasswordCheck): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (!check.meetsMinLength) problems.push('minLength');
  if (check.meetsMaxLength === false) problems.push('maxLength');
  if (check.containsLowercase === false) problems.push('lowercase');
  if (check.containsUppercase === false) problems.push('uppercase');
  if (check.containsNumeric === false) problems.push('numeric');
  if (check.containsNonAlphanumeric === false) problems.push('nonAlphanumeric');
  return problems;
}

/** The local check used until the server's policy is known: the default minimum length only. */
export function defaultPasswordCheck(password: string): PasswordCheck {
  const meetsMinLength = password.length >= DEFAULT_MIN_PASSWORD_LENGTH;
  return { isValid: meetsMinLength, minLength: DEFAULT_MIN_PASSWORD_LENGTH, meetsMinLength };
}
