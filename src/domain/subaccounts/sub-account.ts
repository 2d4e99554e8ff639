import type { CollateralToken, WalletMode } from './collateral';

/** One account of the user's family: the main account or a sub-account (`sub_accounts`). */
export interface SubAccountMember {
  readonly applicationId: string;
  readonly userId: number;
  /** A sub-account's nickname (alias); the main account's cool name, else its alias. */
  readonly name: string;
  readonly main: boolean;
  /** The account this session acts as. */
  readonly current: boolean;
  readonly createdTime: number;
}

export interface SubAccountList {
  readonly members: readonly SubAccountMember[];
  readonly limit: number;
}

/** A session of another account of the family (the switch call). */
export interface SwitchedSession {
  readonly token: string;
  readonly userId: number;
  readonly expiresAt: number;
}

export interface TransferSide {
  readonly applicationId: string;
  readonly accountName: string;
}

/** An internal transfer (`/v3/asset/transfer/history` row). */
export interface AssetTransfer {
  /** The exchange's id as its exact digits (`225`). */
  readonly id: string;
  readonly token: string;
  readonly amount: string;
  readonly status: string;
  readonly from: TransferSide;
  readonly to: TransferSide;
  readonly createdTime: number;
  readonly updatedTime: number;
}

export interface AssetTransferPage {
  readonly rows: readonly AssetTransfer[];
  readonly total: number;
  /** Rows of the answer that could not be read (reported by the adapter; the table says how many). */
  readonly unreadable: number;
}

export interface TransferRequest {
  readonly token: string;
  readonly amount: string;
  readonly from: string;
  readonly to: string;
}

/** The collateral tokens with their ratios, the wallet mode and the collateral value in USDT. */
export interface CollateralOverview {
  readonly tokens: readonly (CollateralToken & { readonly switchable: boolean })[];
  readonly walletMode: WalletMode;
  readonly collateralValue: string;
}

/** The header's account: the current member's name and whether it is a sub-account. */
export function currentMember(members: readonly SubAccountMember[]): SubAccountMember | undefined {
  return members.find((m) => m.current);
}
