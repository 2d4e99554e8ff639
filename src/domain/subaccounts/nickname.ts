/** A main account may open at most this many sub-accounts (trading-facts "sub-accounts"). */
export const SUB_ACCOUNT_LIMIT = 10;
export const NICKNAME_MAX = 20;

/** Why a nickname cannot be used, or undefined when it can. */
export type NicknameProblem = 'empty' | 'tooLong' | 'characters' | 'taken' | 'limit';

const ALLOWED = /^[\p{L}\p{N}_.\- ]+$/u;

/**
 * A sub-account's nickname (its alias): 1–20 characters after trimming (counted as characters, not UTF-16 units),
 * letters and digits of any script, space, `_`, `-` and `.`; unique among the main account's sub-accounts regardless
 * of case; and a main account holds at most 10 sub-accounts (`existing` are the other sub-accounts' names).
 */
export function nicknameProblem(nickname: string, existing: readonly string[] = [], creating = false): NicknameProblem | undefined {
  const name = nickname.trim();
  if (name.length === 0) return 'empty';
  if ([...name].length > NICKNAME_MAX) return 'tooLong';
  if (!ALLOWED.test(name)) return 'characters';
  if (existing.some((n) => n.trim().toLowerCase() === name.toLowerCase())) return 'taken';
  if (creating && existing.length >= SUB_ACCOUNT_LIMIT) return 'limit';
  return undefined;
}

/** The English message of a nickname problem (the simulator's -1005 message; the app translates the code). */
export const NICKNAME_MESSAGES: Readonly<Record<NicknameProblem, string>> = {
  empty: 'nickname: must not be empty',
  tooLong: `nickname: must be at most ${NICKNAME_MAX} characters`,
  characters: 'nickname: may hold letters, digits, space, _, - and . only',
  taken: 'nickname: another sub-account already has this name',
  limit: `A main account can have at most ${SUB_ACCOUNT_LIMIT} sub-accounts`,
};
