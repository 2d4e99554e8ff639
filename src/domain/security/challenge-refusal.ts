/**
 * A security step's refusal (the exchange's wrong code / password answers, e.g. "totp: wrong code (4 tries left)",
 * "password: wrong password; locked for 15 minutes") read as the field it is about, so a dialog keeps what was typed
 * and shows the problem under that field in the user's language.
 */
export type ChallengeField = 'totp' | 'password' | 'recoveryCode' | 'emailCode';

export interface ChallengeRefusal {
  readonly field: ChallengeField;
  /** Tries left before the lock, when the exchange says. */
  readonly triesLeft?: number;
  /** Minutes of the lock this wrong answer started. */
  readonly lockedMinutes?: number;
  /** The email code is no longer good (expired, already used, or none was sent): a new one is needed. */
  readonly stale?: boolean;
}

const WRONG =
  /^(totp|password|withdrawPassword|tradePassword|recoveryCode|emailCode): wrong [a-z ]+?(?: \((\d+) (?:tries|try) left\))?(?:; locked for (\d+) minutes)?\.?$/;

/** The withdrawal's email code that is no longer good ("emailCode: the code has expired …", "… was already used …", "… is required"). */
const STALE = /^emailCode: (?:the code has expired|the code was already used|the email code is required)/;

/** The field a refusal is about, or undefined for any other refusal. */
export function challengeRefusal(message: string): ChallengeRefusal | undefined {
  if (STALE.test(message.trim())) return { field: 'emailCode', stale: true };
  const m = WRONG.exec(message.trim());
  if (!m) return undefined;
  const field: ChallengeField = m[1] === 'withdrawPassword' || m[1] === 'tradePassword' ? 'password' : (m[1] as ChallengeField);
  return {
    field,
    ...(m[2] === undefined ? {} : { triesLeft: Number(m[2]) }),
    ...(m[3] === undefined ? {} : { lockedMinutes: Number(m[3]) }),
  };
}
