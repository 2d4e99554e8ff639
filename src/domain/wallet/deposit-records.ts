import type { TransferRow } from './transfer-history';

/** A token-network row as the app reads it (`/instrument/v4/public/network/{token}`). */
export interface DepositNetwork {
  readonly network: string;
  readonly protocol: string;
  readonly name: string;
  readonly allowDeposit: boolean;
  readonly suspendReason?: string;
  readonly minimumDeposit: string;
  readonly confirmations: number;
  readonly needMemo: boolean;
}

/** The user's deposit address on a network; `extra` is the memo (empty when the network has none). */
export interface DepositAddress {
  readonly address: string;
  readonly extra: string;
}

/** One row of `GET /v3/asset/wallet/history` (the deposit page reads the same rows as the withdrawal history). */
export type WalletTransfer = TransferRow;

/** The deposit history: the rows read, and how many of the answer's rows could not be read. */
export interface WalletTransferList {
  readonly rows: readonly WalletTransfer[];
  readonly unreadable: number;
}

/** A token as `GET /instrument/v4/public/token_info` describes it: its full name, decimals and where it trades. */
export interface TokenInfo {
  readonly token: string;
  readonly fullName: string;
  readonly decimals: number;
  /** Traded against USDT on the spot market / as a USDT perpetual. */
  readonly spot: boolean;
  readonly perp: boolean;
  /** The smallest quantity step of its USDT market ('0' when it has none). */
  readonly baseTick: string;
}
