/**
 * The email code a withdrawal from the website is confirmed with (on top of the 2FA code when 2FA is on): six digits
 * sent to the account's address, valid ten minutes, good for one withdrawal; another one at most once a minute while
 * the last is unused; five wrong codes in a row lock withdrawals by email code for fifteen minutes.
 */
export const WITHDRAW_EMAIL_CODE_TTL_MS = 10 * 60_000;
export const WITHDRAW_EMAIL_CODE_RESEND_MS = 60_000;
export const WITHDRAW_EMAIL_CODE_PATTERN = /^\d{6}$/;

/** Seconds until a new code may be asked for, at `now` (0 = now). */
export function resendWaitSeconds(sentAt: number | undefined, now: number): number {
  if (sentAt === undefined) return 0;
  return Math.max(0, Math.ceil((sentAt + WITHDRAW_EMAIL_CODE_RESEND_MS - now) / 1000));
}
