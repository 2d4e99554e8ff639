/** Rules of the security centre: anti-phishing code, trade and withdraw passwords, code locks, recovery codes. */

export type AntiPhishingProblem = 'length' | 'characters' | 'uppercase' | 'digit';

/** 8–20 letters and digits, at least one upper-case letter and one digit; undefined when the code is fine. */
export function antiPhishingProblem(code: string): AntiPhishingProblem | undefined {
  if (code.length < 8 || code.length > 20) return 'length';
  if (!/^[A-Za-z0-9]+$/.test(code)) return 'characters';
  if (!/[A-Z]/.test(code)) return 'uppercase';
  if (!/\d/.test(code)) return 'digit';
  return undefined;
}

export type PasswordProblem = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'spaces';

/** Trade and withdraw passwords: 8–32 characters, no spaces, upper case, lower case and a digit. */
export function securityPasswordProblem(password: string): PasswordProblem | undefined {
  if (password.length < 8 || password.length > 32) return 'length';
  if (/\s/.test(password)) return 'spaces';
  if (!/[A-Z]/.test(password)) return 'uppercase';
  if (!/[a-z]/.test(password)) return 'lowercase';
  if (!/\d/.test(password)) return 'digit';
  return undefined;
}

/** Wrong codes (or passwords) in a row that lock the action, and for how long. */
export const MAX_WRONG_CODES = 5;
export const CODE_LOCK_MS = 15 * 60 * 1000;
/** Withdrawals wait this long after the withdraw password changes. */
export const WITHDRAW_LOCK_MS = 24 * 3600 * 1000;

/** The wrong tries of one action of one account. */
export interface CodeAttempts {
  readonly failures: number;
  readonly lockedUntil: number;
}

export const NO_ATTEMPTS: CodeAttempts = { failures: 0, lockedUntil: 0 };

/** Whether the action is locked at `now` (a lock ends exactly at `lockedUntil`). */
export const isLocked = (a: CodeAttempts, now: number): boolean => now < a.lockedUntil;

/** After a wrong code: the fifth in a row locks the action for 15 minutes and starts the count again. */
export function afterWrongCode(a: CodeAttempts, now: number): CodeAttempts {
  const failures = (isLocked(a, now) ? 0 : a.failures) + 1;
  return failures >= MAX_WRONG_CODES ? { failures: 0, lockedUntil: now + CODE_LOCK_MS } : { failures, lockedUntil: a.lockedUntil };
}

/** A right code clears the count. */
export const afterRightCode = (): CodeAttempts => NO_ATTEMPTS;

/** Tries left before the lock. */
export const triesLeft = (a: CodeAttempts): number => MAX_WRONG_CODES - a.failures;

/**
 * Ten single-use recovery codes, shown once, of the form XXXX-XXXX-XXXX-XXXX: 16 characters of a 32-letter alphabet
 * (no 0/O/1/I), 5 bits each, so 80 random bits per code (40 bits were guessable offline from a dump).
 */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 16;
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A recovery code from 16 random bytes (any source); each byte gives one letter (256 = 8 × 32: no bias). */
export function recoveryCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < RECOVERY_CODE_LENGTH) throw new Error(`a recovery code needs ${RECOVERY_CODE_LENGTH} random bytes`);
  const chars = [...bytes.slice(0, RECOVERY_CODE_LENGTH)].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** A typed recovery code in its stored form: upper case, dashes restored every four characters. */
export function normaliseRecoveryCode(typed: string): string {
  const raw = typed.replace(/[\s-]/g, '').toUpperCase();
  return raw.length === RECOVERY_CODE_LENGTH ? raw.match(/.{4}/g)!.join('-') : raw;
}

/** The security level: each of 2FA, anti-phishing code, trade password and withdraw password counts one. */
export interface SecurityOverview {
  readonly otpauth: boolean;
  readonly antiPhishingCode: boolean;
  readonly tradePwd: boolean;
  readonly withdrawPwd: boolean;
}

export type SecurityItem = keyof SecurityOverview;
export const SECURITY_ITEMS: readonly SecurityItem[] = ['otpauth', 'antiPhishingCode', 'tradePwd', 'withdrawPwd'];

/** 'low' with 2FA off, else 'high' when everything is set, 'medium' otherwise; and what is missing. */
export function securityLevel(o: SecurityOverview): { level: 'low' | 'medium' | 'high'; missing: SecurityItem[] } {
  const missing = SECURITY_ITEMS.filter((item) => !o[item]);
  const level = !o.otpauth ? 'low' : missing.length === 0 ? 'high' : 'medium';
  return { level, missing };
}
