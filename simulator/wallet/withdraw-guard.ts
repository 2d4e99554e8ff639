/**
 * The seam the account-security work plugs into (withdraw password, 2FA, the email code, the 24 h lock after a
 * password change): the withdraw route asks the guard before anything else and answers its refusal as it is.
 * `accountId` is the user id as text; `body` the request body as received. The default allows everything.
 */
export interface WithdrawGuard {
  /**
   * `signedByKey`: the call was signed by an API key that holds WITHDRAWAL, a key only made with the second factor
   * (docs/adr/0024): its withdrawals are not asked for codes, as on the real exchange; the locks still apply.
   */
  check(accountId: string, body: unknown, options?: { readonly signedByKey?: boolean }): Promise<{ code: number; message: string } | null>;
  /**
   * Uses up what is good for one withdrawal only (the email code), synchronously, in the withdrawal's own step before
   * the freeze: of two requests carrying the same code, the second is refused here. Throws the refusal (ApiError).
   */
  spend?(accountId: string, body: unknown, options?: { readonly signedByKey?: boolean }): void;
  /** Mails the account a withdrawal's email code (`POST /v3/asset/wallet/withdraw/email_code`); absent: none is asked. */
  sendEmailCode?(accountId: string): Promise<{ resendAfterMs: number; expiresAt: number }>;
  /** Until when the account's withdrawals wait (epoch ms; 0 = open): what `usercenter/account/token_config` shows ahead of a refusal. */
  lockedUntil(accountId: string): number;
}

export const allowAllWithdrawals: WithdrawGuard = {
  check: async () => null,
  lockedUntil: () => 0,
};
