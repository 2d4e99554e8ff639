/**
 * The rows simulator/earn/ keeps, each stored under its `key` in `earn_records` (migration 65) in the trading engine's
 * transaction, with the ledger rows of the balance moves it records. Amounts are decimal strings.
 */
export type EarnRecord = EarnClockRecord | StakeRecord | SavingsRecord | YieldRecord | SnapshotRecord;

/** The earn clock: the offset the control added, and the last day boundary processed (never processed twice). */
export interface EarnClockRecord {
  readonly key: 'clock';
  readonly kind: 'clock';
  readonly userId: 0;
  offsetMs: number;
  processedDay: number;
  nextId: number;
}

/** An unstake waiting for its 7 days. */
export interface UnbondingEntry {
  readonly id: number;
  readonly amount: string;
  readonly startTime: number;
  readonly endTime: number;
}

/** An account's staked WOO and its unstakes on their way. */
export interface StakeRecord {
  readonly key: string;
  readonly kind: 'stake';
  readonly userId: number;
  staked: string;
  unbonding: UnbondingEntry[];
}

/** A subscription to a savings product. */
export interface SavingsRecord {
  readonly key: string;
  readonly kind: 'savings';
  readonly userId: number;
  readonly id: number;
  readonly productId: string;
  readonly token: string;
  principal: string;
  interestPaid: string;
  readonly startTime: number;
  readonly maturityTime?: number;
  status: 'ACTIVE' | 'REDEEMED';
  redeemedTime?: number;
}

/** One day's yield paid (staking reward or savings interest), for the yield history. */
export interface YieldRecord {
  readonly key: string;
  readonly kind: 'yield';
  readonly userId: number;
  readonly id: number;
  readonly source: 'STAKING' | 'SAVINGS';
  readonly productId: string;
  readonly token: string;
  readonly amount: string;
  readonly apr: string;
  readonly day: number;
  readonly createdTime: number;
}

/** The WOO an account held (holding + staked + unbonding) at a day boundary. */
export interface SnapshotRecord {
  readonly key: string;
  readonly kind: 'snapshot';
  readonly userId: number;
  readonly day: number;
  readonly woo: string;
}
