import { divide } from './decimal-sum';

/** An audit the exchange published: when it was taken and its record id. */
export interface Audit {
  readonly auditId: string;
  /** Epoch milliseconds: the UserHash timestamp of this audit. */
  readonly auditTime: number;
  readonly recordId: string;
}

/** One audit's summary: the tree's root and totals. */
export interface SnapshotOverview {
  readonly auditId: string;
  readonly auditTime: number;
  readonly recordId: string;
  readonly rootHash: string;
  readonly leafCount: number;
  readonly userCount: number;
  readonly treeBytes: number;
  readonly totals: readonly { readonly token: string; readonly amount: string }[];
}

export interface AssetRow {
  readonly token: string;
  readonly amount: string;
  readonly notional: string;
  readonly proportion: string;
  readonly custodial: boolean;
}
export interface LiabilityRow {
  readonly token: string;
  readonly userBalance: string;
  readonly userMargin: string;
  readonly total: string;
  readonly notional: string;
}
export interface EarnLiabilityRow {
  readonly token: string;
  readonly amount: string;
  readonly notional: string;
}
export interface RwaAsset {
  readonly name: string;
  readonly issuer: string;
  readonly notional: string;
  readonly apy: string;
}

/** Totals in USDT of assets (all and custodial) and of liabilities. */
export interface ReserveTotals {
  readonly totalAssets: string;
  readonly custodialAssets: string;
  readonly totalLiabilities: string;
}

/** The server's answer to `user_check`. */
export interface ServerUserCheck {
  readonly included: boolean;
  readonly leafCount: number;
  readonly balances: readonly { readonly token: string; readonly amount: string }[];
}

const RATIO_DECIMALS = 4;

/** Reserve ratio = total assets / total liabilities (e.g. `"1.0523"`); undefined without liabilities. */
export function reserveRatio(t: ReserveTotals): string | undefined {
  return divide(t.totalAssets, t.totalLiabilities, RATIO_DECIMALS);
}

/** Custody ratio = custodial assets / total liabilities; undefined without liabilities. */
export function custodyRatio(t: ReserveTotals): string | undefined {
  return divide(t.custodialAssets, t.totalLiabilities, RATIO_DECIMALS);
}
