import { ApiError } from '../http/api-error';
import type { WithdrawGuard as SecurityChecks } from '../security/withdraw-guard';
import type { WithdrawGuard } from './withdraw-guard';
import { WithdrawEmailCodes } from './withdraw-email-codes';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const emailCodeOf = (body: unknown): string | undefined => text(((body ?? {}) as Record<string, unknown>).emailCode);

/**
 * The withdraw route's guard from the security centre: refused (-1009) while withdrawals are locked after a withdraw
 * password change, and for a sub-account; else, from the website, the body's `emailCode` (mailed by
 * `withdraw/email_code`), then its `withdrawPassword` and `totp` (or `recoveryCode`) when the account has them, with
 * the security centre's codes, messages and 15-minute lock after five wrong tries. The email code is checked first
 * and spent last (in the withdrawal's own step), so a wrong one spends no 2FA step and a right one makes one
 * withdrawal. A call signed by a WITHDRAWAL key is not asked for codes: the key itself was made with the second
 * factor (docs/adr/0024), as the real API takes it.
 */
export function securityWithdrawGuard(checks: SecurityChecks, clock: () => number): WithdrawGuard {
  const emailCodes = new WithdrawEmailCodes((userId, subject, body) => checks.mail(userId, subject, body), clock);
  return {
    async check(accountId, body, options) {
      const id = Number(accountId);
      const until = checks.withdrawLockUntil(id);
      if (until > clock()) {
        return {
          code: -1009,
          message: `Withdrawals are locked until ${new Date(until).toISOString()} (24 hours after a withdraw password change)`,
        };
      }
      if (options?.signedByKey) return null;
      const family = await checks.mayWithdraw(id);
      if (!family.ok) return { code: family.code, message: family.message };
      try {
        emailCodes.check(id, emailCodeOf(body));
      } catch (error) {
        if (error instanceof ApiError) return { code: error.code, message: error.message };
        throw error;
      }
      const b = (body ?? {}) as Record<string, unknown>;
      const verdict = await checks.verifyWithdrawChallenge(id, {
        withdrawPassword: text(b.withdrawPassword),
        totp: text(b.totp),
        recoveryCode: text(b.recoveryCode),
      });
      return verdict.ok ? null : { code: verdict.code, message: verdict.message };
    },
    spend(accountId, body, options) {
      if (!options?.signedByKey) emailCodes.spend(Number(accountId), emailCodeOf(body));
    },
    async sendEmailCode(accountId) {
      const family = await checks.mayWithdraw(Number(accountId));
      if (!family.ok) throw new ApiError(family.code, family.message);
      return emailCodes.send(Number(accountId));
    },
    lockedUntil: (accountId) => checks.withdrawLockUntil(Number(accountId)),
  };
}
