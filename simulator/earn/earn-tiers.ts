/** My WOO tiers (earn.ts): each account's daily WOO snapshots, its tier standing, staking boost and trading-fee discount. */
import type Decimal from 'decimal.js';
import { stakingApr } from '../../src/domain/earn/staking';
import { AVERAGE_DAYS, dailyAverage, tierStanding } from '../../src/domain/earn/tiers';
import type { AccountState } from '../trading/account-state';
import type { TradingEngine } from '../trading/trading-engine';
import type { EarnBook } from './earn-book';

/**
 * My WOO: an account's tier comes from the average of its last 30 daily WOO snapshots (the WOO it held at each day
 * boundary of the earn clock) and gives its stakes an APR boost and its trades a fee discount.
 */
export class WooTiers {
  /** Each account's My WOO fee discount (a fraction), from its standing, recomputed at every day processed. */
  private readonly discounts = new Map<number, string>();

  constructor(
    private readonly trading: TradingEngine,
    private readonly book: EarnBook,
    /** The earn clock (`Earn.now`). */
    private readonly now: () => number,
    private readonly dayMs: number,
  ) {}

  /** The account's tier standing from its last 30 daily WOO snapshots. */
  standing(userId: number): { average: string; snapshots: { day: number; woo: string }[] } {
    const today = Math.floor(this.now() / this.dayMs);
    const rows = this.book.userSnapshots(userId);
    const snapshots: { day: number; woo: string }[] = [];
    for (let day = today - AVERAGE_DAYS + 1; day <= today; day++) snapshots.push({ day, woo: rows.get(day)?.woo ?? '0' });
    return { average: dailyAverage(snapshots.map((s) => s.woo)), snapshots };
  }

  stakingApr(userId: number): { apr: string; boost: string } {
    const boost = tierStanding(this.standing(userId).average).tier?.stakingBoost ?? '0';
    return { apr: stakingApr(boost), boost };
  }

  /** The trading-fee discount of the account's My WOO tier ('0' below the first tier): the engine's 'my-woo-tier' fee discount. */
  feeDiscount(userId: number): string {
    return this.discounts.get(userId) ?? '0';
  }

  /** Whether the account has a My WOO tier with a fee discount. */
  hasFeeDiscount(userId: number): boolean {
    return this.discounts.has(userId);
  }

  /** Recomputes every account's fee discount from its standing (at every day processed). */
  refreshDiscounts(): void {
    this.discounts.clear();
    for (const userId of this.book.snapshots.keys()) {
      const discount = tierStanding(this.standing(userId).average).tier?.feeDiscount;
      if (discount) this.discounts.set(userId, discount);
    }
  }

  /** WOO held: holding + staked + unbonding. */
  wooHeld(a: AccountState): Decimal {
    const f = a.earnFigures.get('WOO');
    return a
      .balance('WOO')
      .holding.plus(f?.staked ?? 0)
      .plus(f?.unbonding ?? 0);
  }

  /** Each account's WOO held at the boundary `day × dayMs`, when above zero: the snapshots its standing averages. */
  snapshot(day: number): void {
    for (const a of this.trading.accounts.values()) {
      const woo = this.wooHeld(a);
      if (woo.lte(0)) continue;
      const record = { key: `snap:${a.userId}:${day}`, kind: 'snapshot' as const, userId: a.userId, day, woo: woo.toFixed() };
      this.book.userSnapshots(a.userId).set(day, record);
      this.book.save(record);
    }
  }
}
