import type { SavingsProduct } from './savings';
import type { WooTier } from './tiers';

/** The public terms: savings products, staking terms and the holding tiers (`GET /earn/public/products`). */
export interface EarnCatalogue {
  readonly products: readonly SavingsProduct[];
  readonly staking: {
    readonly token: string;
    readonly baseApr: string;
    readonly unbondingDays: number;
    readonly instantUnstakeFeeRate: string;
    readonly dayMs: number;
  };
  readonly tiers: readonly WooTier[];
}

/** A real-world asset behind an RWA product (`GET /earn/public/assets/rwa`). */
export interface RwaAsset {
  readonly name: string;
  readonly issuer: string;
  readonly notional: string;
  readonly apy: string;
  readonly productId: string | undefined;
}

export interface UnbondingRow {
  readonly id: number;
  readonly amount: string;
  readonly startTime: number;
  readonly endTime: number;
}

/** The account's stake (`GET /v3/staking/overview`). */
export interface StakingOverview {
  readonly staked: string;
  readonly available: string;
  readonly apr: string;
  readonly boost: string;
  readonly totalRewards: string;
  /** The exchange's earn clock when it answered. */
  readonly now: number;
  readonly unbonding: readonly UnbondingRow[];
}

export interface UnstakeResult {
  readonly amount: string;
  readonly fee: string;
  readonly received: string;
  readonly instant: boolean;
  readonly endTime: number | undefined;
}

/** A subscription as the exchange lists it. */
export interface PositionRow {
  readonly positionId: number;
  readonly productId: string;
  readonly token: string;
  readonly principal: string;
  readonly interestPaid: string;
  readonly startTime: number;
  readonly maturityTime: number | undefined;
  readonly status: 'ACTIVE' | 'REDEEMED';
}

export interface RedeemResult {
  readonly received: string;
  readonly penalty: string;
  readonly token: string;
}

/** One day's yield paid. */
export interface YieldRow {
  readonly id: number;
  readonly source: 'STAKING' | 'SAVINGS';
  readonly productId: string;
  readonly token: string;
  readonly amount: string;
  readonly apr: string;
  readonly createdTime: number;
}

export interface YieldPage {
  readonly rows: readonly YieldRow[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}

/** The account's WOO over the last 30 days (`GET /v3/earn/myWoo`). */
export interface MyWooData {
  readonly average: string;
  readonly current: string;
  readonly averageDays: number;
  readonly snapshots: readonly { readonly date: number; readonly woo: string }[];
}
