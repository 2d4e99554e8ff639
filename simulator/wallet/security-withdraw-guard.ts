import type { WithdrawGuard as SecurityChecks } from '../security/withdraw-guard';
import type { WithdrawGuard } from './withdraw-guard';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The withdraw route's guard from the security centre: refused (-1009) while withdrawals are locked after a withdraw
 * password change; else the body's `withdrawPassword` and `totp` (or `recoveryCode`) are checked when the account
 * has them, with the security centre's codes, messages and 15-minute lock after five wrong tries. A call signed by a
 * WITHDRAWAL key is not asked for codes: the key itself was made with the second factor (docs/adr/0024).
 */
export function securityWithdrawGuard(checks: SecurityChecks, clock: () => number): WithdrawGuard {
  return {
    async check(accountId, body, options) {
      const id = Number(accountId);
      const until = checks.withdrawLockUntil(id);
      if (until > clock()) {
        return { code: -1009, message: `Withdrawals are locked until ${new Date(until).toISOString()} (24 hours after a withdraw password change)` };
      }
      if (options?.signedByKey) return null;
      const b = (body ?? {}) as Record<string, unknown>;
      const verdict = await checks.verifyWithdrawChallenge(id, { withdrawPassword: text(b.withdrawPassword), totp: text(b.totp), recoveryCode: text(b.recoveryCode) });
      return verdict.ok ? null : { code: verdict.code, message: verdict.message };
    },
    lockedUntil: (accountId) => checks.withdrawLockUntil(Number(accountId)),
  };
}
