import type { ChallengeVerdict } from './security';

/**
 * The seam the withdraw route calls (wired by whoever owns withdrawals): the 24-hour lock after a withdraw password
 * change, and the withdrawal's confirmation (withdraw password when one is set, the 2FA code when 2FA is on).
 */
export interface WithdrawGuard {
  /** Until when withdrawals of the account wait (epoch ms); 0 or a past time means open. */
  withdrawLockUntil(accountId: number): number;
  /**
   * Checks what the account requires for a withdrawal: its withdraw password (if set) and a current 2FA code or a
   * recovery code (if 2FA is on). Wrong tries count towards the 15-minute lock; the verdict says the code and message.
   */
  verifyWithdrawChallenge(
    accountId: number,
    input: { withdrawPassword?: string; totp?: string; recoveryCode?: string },
  ): Promise<ChallengeVerdict>;
  /** Whether the account may withdraw at all (a sub-account may not, docs/adr/0024), before any code is checked. */
  mayWithdraw(accountId: number): Promise<ChallengeVerdict>;
  /** Mails the account through the outbox (the withdrawal's email code). */
  mail(accountId: number, subject: string, body: string): Promise<void>;
}
