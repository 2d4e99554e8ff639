/**
 * The seam the account-security work plugs into (withdraw password, 2FA, the 24 h lock after a password change):
 * the withdraw route asks the guard before anything else and answers its refusal as it is. `accountId` is the user
 * id as text; `body` the request body as received. The default allows everything.
 */
export interface WithdrawGuard {
  check(accountId: string, body: unknown): Promise<{ code: number; message: string } | null>;
}

export const allowAllWithdrawals: WithdrawGuard = {
  check: async () => null,
};
