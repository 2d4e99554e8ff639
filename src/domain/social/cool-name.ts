/** A cool name (public nickname): 3–20 letters, digits or `_` (the simulator's and the form's rule). */
export const COOL_NAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;

export type CoolNameProblem = 'tooShort' | 'tooLong' | 'badCharacters';

/** What is wrong with a typed cool name (trimmed), or undefined when it may be sent. */
export function coolNameProblem(input: string): CoolNameProblem | undefined {
  const name = input.trim();
  if (name.length < 3) return 'tooShort';
  if (name.length > 20) return 'tooLong';
  return COOL_NAME_PATTERN.test(name) ? undefined : 'badCharacters';
}
