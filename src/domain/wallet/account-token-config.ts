import { unlocksAt, type SavedAddress } from './address-book';
import type { TokenConfig } from './token-config';

/** Why this account cannot deposit a token now. */
export type DepositBlockReason = 'MAINTENANCE' | 'NETWORK_SUSPENDED';
/** Why this account cannot withdraw a token now, the account-wide reasons first. */
export type WithdrawBlockReason = 'MAINTENANCE' | 'WITHDRAW_LOCKED' | 'ACCOUNT_LOCKED' | 'NETWORK_SUSPENDED' | 'WHITELIST_NO_ADDRESS';

/** Reasons that hold for every token of the account (not a property of the token). */
const ACCOUNT_WIDE: ReadonlySet<WithdrawBlockReason> = new Set(['MAINTENANCE', 'WITHDRAW_LOCKED', 'ACCOUNT_LOCKED']);

/**
 * The account's view of a token (`GET /usercenter/account/token_config`; shape designed here, docs/protocol.md
 * "Wallet: account token config"): whether THIS account may deposit and withdraw it now, and why not.
 */
export interface AccountTokenConfig {
  readonly token: string;
  readonly allowDeposit: boolean;
  readonly allowWithdraw: boolean;
  readonly depositReason?: DepositBlockReason;
  readonly withdrawReason?: WithdrawBlockReason;
  /** When the withdrawal block ends, when that is known (a lock's end, a whitelisted address's opening; ms). */
  readonly withdrawLockedUntil?: number;
}

/** What the exchange knows of the account that decides it. */
export interface AccountWalletState {
  readonly now: number;
  /** The asset service is in maintenance (`GET /asset/`). */
  readonly maintenance: boolean;
  /** Withdrawals wait until then after a withdraw password change (24 h; 0 = none). */
  readonly withdrawPasswordLockUntil: number;
  /** The exchange locked the account's withdrawals until then (a review; 0 = none). */
  readonly accountLockUntil: number;
  readonly whitelistMode: boolean;
  readonly saved: readonly SavedAddress[];
}

type WithdrawVerdict = { readonly reason: WithdrawBlockReason; readonly until?: number } | undefined;

function withdrawVerdict(c: TokenConfig, s: AccountWalletState): WithdrawVerdict {
  if (s.maintenance) return { reason: 'MAINTENANCE' };
  const lock = Math.max(s.withdrawPasswordLockUntil, s.accountLockUntil);
  if (lock > s.now) return { reason: s.withdrawPasswordLockUntil === lock ? 'WITHDRAW_LOCKED' : 'ACCOUNT_LOCKED', until: lock };
  if (!c.allowWithdraw) return { reason: 'NETWORK_SUSPENDED' };
  if (!s.whitelistMode) return undefined;
  const mine = s.saved.filter((a) => a.token === c.token && c.networks.includes(a.network)).map(unlocksAt);
  if (mine.some((at) => at <= s.now)) return undefined;
  return mine.length === 0 ? { reason: 'WHITELIST_NO_ADDRESS' } : { reason: 'WHITELIST_NO_ADDRESS', until: Math.min(...mine) };
}

/**
 * Each token of `token_config` as this account sees it: maintenance stops both sides; a lock (the later of the 24 h
 * after a withdraw password change and the exchange's own lock) stops withdrawals; a token whose every network is
 * suspended stops that side; in whitelist mode a token without a saved address open now cannot be withdrawn (until
 * the first one opens, 24 h after it was saved).
 */
export function accountTokenConfigs(configs: readonly TokenConfig[], s: AccountWalletState): AccountTokenConfig[] {
  return configs.map((c) => {
    const depositReason: DepositBlockReason | undefined = s.maintenance ? 'MAINTENANCE' : c.allowDeposit ? undefined : 'NETWORK_SUSPENDED';
    const w = withdrawVerdict(c, s);
    return {
      token: c.token,
      allowDeposit: depositReason === undefined,
      allowWithdraw: w === undefined,
      ...(depositReason ? { depositReason } : {}),
      ...(w ? { withdrawReason: w.reason } : {}),
      ...(w?.until !== undefined ? { withdrawLockedUntil: w.until } : {}),
    };
  });
}

/** What the withdrawal page says before the user types: the chosen token's block, or, before one is chosen, an account-wide one. */
export interface WithdrawBlock {
  readonly reason: WithdrawBlockReason;
  readonly until?: number;
}

export function withdrawBlock(rows: readonly AccountTokenConfig[], token: string | undefined): WithdrawBlock | undefined {
  const row =
    token === undefined
      ? rows.find((r) => r.withdrawReason !== undefined && ACCOUNT_WIDE.has(r.withdrawReason))
      : rows.find((r) => r.token === token);
  if (!row?.withdrawReason) return undefined;
  return { reason: row.withdrawReason, ...(row.withdrawLockedUntil === undefined ? {} : { until: row.withdrawLockedUntil }) };
}
