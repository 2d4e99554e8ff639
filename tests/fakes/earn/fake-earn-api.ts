import Decimal from 'decimal.js';
import type { EarnApiPort } from '../../../src/application/earn/ports/earn-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import type {
  EarnCatalogue,
  MyWooData,
  PositionRow,
  RedeemResult,
  RwaAsset,
  StakingOverview,
  UnstakeResult,
  YieldPage,
  YieldRow,
} from '../../../src/domain/earn/earn-types';
import { dailyInterest } from '../../../src/domain/earn/interest';
import { redemption, type SavingsProduct } from '../../../src/domain/earn/savings';
import {
  DAY_MS,
  INSTANT_UNSTAKE_FEE_RATE,
  STAKING_BASE_APR,
  UNBONDING_DAYS,
  amountProblem,
  instantUnstake,
  stakingApr,
  unbondingEnd,
} from '../../../src/domain/earn/staking';
import { WOO_TIERS, dailyAverage, tierStanding } from '../../../src/domain/earn/tiers';
import { err, ok, type Result } from '../../../src/domain/shared/result';

const refused = (message: string, code = -1005): TradeFailure => ({ kind: 'refused', code, message, status: 400 });

export const FAKE_PRODUCTS: SavingsProduct[] = [
  { productId: 'USDT_FLEX', token: 'USDT', kind: 'FLEXIBLE', apr: '0.0365', termDays: 0, compounding: true, minAmount: '1' },
  { productId: 'BTC_FLEX', token: 'BTC', kind: 'FLEXIBLE', apr: '0.0073', termDays: 0, compounding: false, minAmount: '0.0001' },
  { productId: 'USDT_FIXED_30', token: 'USDT', kind: 'FIXED', apr: '0.073', termDays: 30, compounding: false, minAmount: '10' },
  {
    productId: 'RWA_TBILL_3M',
    token: 'USDT',
    kind: 'FIXED',
    apr: '0.0512',
    termDays: 90,
    compounding: false,
    minAmount: '100',
    rwa: 'US Treasury Bills 3M (tokenised)',
  },
];

/**
 * The earn calls in memory, by the domain's rules as the simulator applies them, on the test's clock: balances per
 * token (`wallet`), a stake with its unbondings, savings positions, and `advanceDays` paying each day's rewards and
 * interest, releasing unbondings and maturing fixed terms, and snapshotting the WOO held.
 */
export class FakeEarnApi implements EarnApiPort {
  readonly wallet = new Map<string, string>([
    ['USDT', '10000'],
    ['WOO', '0'],
  ]);
  staked = '0';
  unbonding: { id: number; amount: string; startTime: number; endTime: number }[] = [];
  readonly positions_: (PositionRow & { apr: string; compounding: boolean })[] = [];
  readonly yieldRows: YieldRow[] = [];
  /** WOO held at each past day boundary, oldest first. */
  readonly snapshots: string[] = [];
  private nextId = 1;

  constructor(
    private readonly now: () => number,
    private readonly setNow: (ms: number) => void,
  ) {}

  private held(token: string): string {
    return this.wallet.get(token) ?? '0';
  }

  private move(token: string, amount: Decimal.Value): void {
    this.wallet.set(token, new Decimal(this.held(token)).plus(amount).toFixed());
  }

  async catalogue(): Promise<Result<EarnCatalogue, TradeFailure>> {
    return ok({
      products: FAKE_PRODUCTS,
      staking: {
        token: 'WOO',
        baseApr: STAKING_BASE_APR,
        unbondingDays: UNBONDING_DAYS,
        instantUnstakeFeeRate: INSTANT_UNSTAKE_FEE_RATE,
        dayMs: DAY_MS,
      },
      tiers: WOO_TIERS,
    });
  }

  async rwa(): Promise<Result<RwaAsset[], TradeFailure>> {
    return ok([
      { name: 'US Treasury Bills 3M (tokenised)', issuer: 'Ondo Finance', notional: '3200000', apy: '0.0512', productId: 'RWA_TBILL_3M' },
    ]);
  }

  private apr(): { apr: string; boost: string } {
    const boost = tierStanding(dailyAverage(this.snapshots)).tier?.stakingBoost ?? '0';
    return { apr: stakingApr(boost), boost };
  }

  async overview(): Promise<Result<StakingOverview, TradeFailure>> {
    const rewards = this.yieldRows.filter((y) => y.source === 'STAKING').reduce((s, y) => s.plus(y.amount), new Decimal(0));
    return ok({
      staked: this.staked,
      available: this.held('WOO'),
      ...this.apr(),
      totalRewards: rewards.toFixed(),
      now: this.now(),
      unbonding: [...this.unbonding],
    });
  }

  async stake(amount: string): Promise<Result<void, TradeFailure>> {
    const problem = amountProblem(amount, 'WOO', this.held('WOO'));
    if (problem) return err(refused(problem, problem.includes('available') ? -1101 : -1005));
    this.move('WOO', new Decimal(amount).neg());
    this.staked = new Decimal(this.staked).plus(amount).toFixed();
    return ok(undefined);
  }

  async unstake(amount: string, instant: boolean): Promise<Result<UnstakeResult, TradeFailure>> {
    const problem = amountProblem(amount, 'WOO', this.staked);
    if (problem) return err(refused(problem.replace('available', 'staked')));
    this.staked = new Decimal(this.staked).minus(amount).toFixed();
    if (instant) {
      const { fee, received } = instantUnstake(amount);
      this.move('WOO', received);
      return ok({ amount, fee, received, instant, endTime: undefined });
    }
    const entry = { id: this.nextId++, amount, startTime: this.now(), endTime: unbondingEnd(this.now()) };
    this.unbonding.push(entry);
    return ok({ amount, fee: '0', received: '0', instant, endTime: entry.endTime });
  }

  async positions(): Promise<Result<PositionRow[], TradeFailure>> {
    return ok([...this.positions_].reverse());
  }

  async subscribe(productId: string, amount: string): Promise<Result<PositionRow, TradeFailure>> {
    const p = FAKE_PRODUCTS.find((x) => x.productId === productId);
    if (!p) return err(refused(`productId: no product ${productId}`, -1006));
    const problem = amountProblem(amount, p.token, this.held(p.token));
    if (problem) return err(refused(problem, problem.includes('available') ? -1101 : -1005));
    if (new Decimal(amount).lt(p.minAmount)) return err(refused(`amount: the minimum of ${productId} is ${p.minAmount} ${p.token}`));
    this.move(p.token, new Decimal(amount).neg());
    const row = {
      positionId: this.nextId++,
      productId,
      token: p.token,
      principal: new Decimal(amount).toFixed(),
      interestPaid: '0',
      startTime: this.now(),
      maturityTime: p.termDays > 0 ? this.now() + p.termDays * DAY_MS : undefined,
      status: 'ACTIVE' as const,
      apr: p.apr,
      compounding: p.compounding,
    };
    this.positions_.push(row);
    return ok(row);
  }

  async redeem(positionId: number): Promise<Result<RedeemResult, TradeFailure>> {
    const i = this.positions_.findIndex((p) => p.positionId === positionId && p.status === 'ACTIVE');
    if (i < 0) return err(refused(`positionId: no active position ${positionId}`, -1006));
    const p = this.positions_[i];
    const r = redemption(p, this.now());
    this.move(p.token, r.received);
    this.positions_[i] = { ...p, status: 'REDEEMED' };
    return ok({ received: r.received, penalty: r.penalty, token: p.token });
  }

  async yields(query: {
    readonly page: number;
    readonly size: number;
    readonly source?: 'STAKING' | 'SAVINGS';
  }): Promise<Result<YieldPage, TradeFailure>> {
    const rows = this.yieldRows.filter((y) => !query.source || y.source === query.source).reverse();
    return ok({
      rows: rows.slice((query.page - 1) * query.size, query.page * query.size),
      total: rows.length,
      page: query.page,
      size: query.size,
    });
  }

  async myWoo(): Promise<Result<MyWooData, TradeFailure>> {
    const last = this.snapshots.slice(-30);
    const padded = [...Array<string>(30 - last.length).fill('0'), ...last];
    return ok({
      average: dailyAverage(this.snapshots),
      current: this.wooHeld(),
      averageDays: 30,
      snapshots: padded.map((woo, i) => ({ date: this.now() - (29 - i) * DAY_MS, woo })),
    });
  }

  private wooHeld(): string {
    return this.unbonding.reduce((s, u) => s.plus(u.amount), new Decimal(this.held('WOO')).plus(this.staked)).toFixed();
  }

  /** Runs `days` day boundaries on the clock: rewards, interest (compounding re-subscribes it), releases, snapshots. */
  advanceDays(days: number): void {
    for (let d = 0; d < days; d++) {
      const at = this.now() + DAY_MS;
      this.setNow(at);
      if (new Decimal(this.staked).gt(0)) {
        const { apr } = this.apr();
        const reward = dailyInterest(this.staked, apr);
        this.move('WOO', reward);
        this.yieldRows.push({
          id: this.nextId++,
          source: 'STAKING',
          productId: 'WOO_STAKING',
          token: 'WOO',
          amount: reward,
          apr,
          createdTime: at,
        });
      }
      for (const [i, p] of this.positions_.entries()) {
        if (p.status !== 'ACTIVE') continue;
        const interest = dailyInterest(p.principal, p.apr);
        const principal = p.compounding ? new Decimal(p.principal).plus(interest).toFixed() : p.principal;
        if (!p.compounding) this.move(p.token, interest);
        this.positions_[i] = { ...p, principal, interestPaid: new Decimal(p.interestPaid).plus(interest).toFixed() };
        this.yieldRows.push({
          id: this.nextId++,
          source: 'SAVINGS',
          productId: p.productId,
          token: p.token,
          amount: interest,
          apr: p.apr,
          createdTime: at,
        });
        if (p.maturityTime !== undefined && p.maturityTime <= at) {
          this.move(p.token, principal);
          this.positions_[i] = { ...this.positions_[i], status: 'REDEEMED' };
        }
      }
      for (const u of this.unbonding.filter((x) => x.endTime <= at)) this.move('WOO', u.amount);
      this.unbonding = this.unbonding.filter((x) => x.endTime > at);
      this.snapshots.push(this.wooHeld());
    }
  }
}
