import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { parseQuery, requireAccount } from '../http/request-input';
import type { SignInFactor } from '../auth/sign-in-factor';
import type { AccountRepository } from '../store/account-repository';
import { deviceNameOf } from './device-name';
import { noticeSecurityChanges, registerSecurityWatch, type NoticeInbox } from './security-notices';
import { challengeVerdict, Security } from './security';
import { MemorySecurityRepository, type MailRecord, type SecurityRepository } from './security-records';
import { registerSecurityRoutes } from './security-routes';
import type { WithdrawGuard } from './withdraw-guard';
import { TradePasswordGate } from './trade-password-gate';
import { registerProductGate } from './product-gate';
import { CANNOT_WITHDRAW, registerFamilyRules, SUB_ACCOUNT_WITHDRAW_REFUSAL, type FamilyOf } from './family-rules';

export interface SecurityMount {
  readonly security: Security;
  /** The withdraw route's seam (simulator/security/withdraw-guard.ts). */
  readonly withdrawGuard: WithdrawGuard;
  /** The trade password on orders: register it on the `/api` scope before the trading routes. */
  readonly tradePasswordGate: TradePasswordGate;
  /** The sign-in's 2FA step (simulator/auth): with 2FA on, a sign-in is granted only for a right code. */
  readonly signInFactor: SignInFactor;
  /** Tells every security change in the inbox's Security category. */
  noticeTo(inbox: NoticeInbox): void;
  /** Registers the calls on the `/api` scope (and, in the local environment, the outbox at /api/usercenter/dev/mail). */
  api(api: FastifyInstance, dev: boolean): void;
  /** `GET /__control/mail?email=&userId=` (only with SIM_CONTROL=1). */
  control(app: FastifyInstance): void;
}

const mailRow = (m: MailRecord) => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  text: m.text,
  antiPhishingCode: m.antiPhishingCode,
  createdTime: m.createdTime,
});

const alone: FamilyOf = async (account) => ({ main: account, subs: [] });

/**
 * Builds the security centre (loads its rows) and says how to mount it. `familyOf` makes a family one security
 * subject (docs/adr/0024): a sub-account's withdrawals are refused, its address-book changes ask the main account's 2FA.
 */
export async function createSecurityMount(
  repository: SecurityRepository | undefined,
  accounts: AccountRepository,
  clock: () => number,
  familyOf: FamilyOf = alone,
): Promise<SecurityMount> {
  const security = new Security(repository ?? new MemorySecurityRepository(), accounts, clock);
  await security.start();
  const assertMain = async (accountId: number) => {
    const account = await accounts.findAccountById(accountId);
    if (account && !account.main) throw new ApiError(CANNOT_WITHDRAW, SUB_ACCOUNT_WITHDRAW_REFUSAL);
  };
  const withdrawGuard: WithdrawGuard = {
    withdrawLockUntil: (accountId) => security.withdrawLockUntil(accountId),
    mayWithdraw: (accountId) => challengeVerdict(() => assertMain(accountId)),
    mail: (accountId, subject, body) => security.mail(accountId, subject, body),
    verifyWithdrawChallenge: (accountId, input) =>
      challengeVerdict(async () => {
        await assertMain(accountId);
        if (security.state(accountId).withdrawPwd) {
          if (!input.withdrawPassword)
            throw new ApiError(ErrorCodes.InvalidParameter, 'withdrawPassword: the withdraw password is required');
          await security.checkPassword(accountId, 'withdraw', input.withdrawPassword);
        }
        await security.verify(Security.system(accountId), input);
      }),
  };
  const tradePasswordGate = new TradePasswordGate(security, accounts, clock);
  const signInFactor: SignInFactor = {
    required: (userId) => security.needSafeCheck(userId),
    verify: (userId, challenge, origin) =>
      security.verify({ userId, tokenHash: '', ip: origin.ip, deviceName: deviceNameOf(origin.userAgent) }, challenge),
  };
  return {
    security,
    withdrawGuard,
    tradePasswordGate,
    signInFactor,
    noticeTo: (inbox) => noticeSecurityChanges(security, inbox),
    api(api, dev) {
      registerSecurityRoutes(api, { security, accounts, clock, onTradePasswordChecked: (request) => tradePasswordGate.unlock(request) });
      registerFamilyRules(api, { security, accounts, clock, familyOf });
      registerProductGate(api, { accounts, clock });
      registerSecurityWatch(api, { security, accounts, clock });
      if (!dev) return;
      api.get('/usercenter/dev/mail', async (request) => {
        const account = await requireAccount(request, accounts, clock());
        return successBody({ rows: security.outbox.list({ userId: account.userId }).map(mailRow) }, clock());
      });
    },
    control(app) {
      app.get('/__control/mail', async (request) => {
        const q = parseQuery(
          z.object({
            email: z.string().max(320).optional(),
            userId: z.coerce.number().int().positive().optional(),
            limit: z.coerce.number().int().min(1).max(500).optional(),
          }),
          request.query,
        );
        if (q.email === undefined && q.userId === undefined) throw new ApiError(ErrorCodes.InvalidParameter, 'email or userId is required');
        return { ok: true, mails: security.outbox.list({ to: q.email, userId: q.userId, limit: q.limit }).map(mailRow) };
      });
    },
  };
}
