import Decimal from 'decimal.js';
import { dailyInterest, proRataInterest } from '../../src/domain/earn/interest';
import { redemption } from '../../src/domain/earn/savings';
import { amountProblem, instantUnstake, unbondingEnd } from '../../src/domain/earn/staking';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { AccountState } from '../trading/account-state';
import type { TradingEngine } from '../trading/trading-engine';
import { EarnBook } from './earn-book';
import { productOf } from './earn-products';
import type { SavingsRecord } from './earn-records';
import { WooTiers } from './earn-tiers';

const invalid = (message: string): ApiError => new ApiError(ErrorCodes.InvalidParameter, message);
const short = (message: string): ApiError => new ApiError(-1101, message);
const money = (value: Decimal): Decimal => new Decimal(value.toFixed());

/** A savings position's rate for the day ending `at`, given the product's `apr`. */
export type AprBoost = (userId: number, productId: string, apr: string, at: number) => string;

/**
 * WOO staking and savings over the trading engine (docs/protocol.md "Earn and staking"). Every balance move is an
 * `adjustBalance` with its ledger row (STAKING, UNSTAKING, UNSTAKING_FEE, DISTRIBUTION, EARN, INTEREST) and the earn
 * rows it changes go in the same batch, so one transaction stores both. Days run on the earn clock (`dayMs`,
 * SIM_EARN_DAY_MS; the control moves it forward): at every day boundary each stake earns a day of its APR, each
 * savings position a day of interest, and each account's WOO is snapshotted; unstakes and fixed terms end on time.
 * `processedDay` is stored with those rows, so a day is never paid twice, and days missed while down are paid at start.
 */
export class Earn {
  readonly book: EarnBook;
  /** My WOO: each account's tier standing, its staking boost and its fee discount. */
  readonly tiers: WooTiers;
  private timer?: ReturnType<typeof setInterval>;
  /** Who may raise a savings position's rate (`boostAprWith`); the product's own rate without one. */
  private aprBoost?: AprBoost;

  constructor(
    private readonly trading: TradingEngine,
    private readonly clock: () => number,
    readonly dayMs: number,
  ) {
    this.book = new EarnBook(trading, Math.floor(clock() / dayMs));
    this.tiers = new WooTiers(trading, this.book, () => this.now(), dayMs);
  }

  /**
   * Connects the one source that may raise a savings position's rate for a day (simulator/rewards: an APY booster
   * working); a second connection throws, as two boosters would each think theirs the rate.
   */
  boostAprWith(boost: AprBoost): void {
    if (this.aprBoost) throw new Error('an APR boost is already connected to earn');
    this.aprBoost = boost;
  }

  /** The earn clock: the real clock plus what the control advanced. */
  now(): number {
    return this.clock() + this.book.clock.offsetMs;
  }

  start(): void {
    this.timer = setInterval(() => void this.process().catch(() => undefined), Math.max(250, Math.min(this.dayMs / 4, 60_000))).unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  // ---- staking

  stake(userId: number, amount: string): void {
    this.catchUp();
    const a = this.trading.account(userId);
    const problem = amountProblem(amount, 'WOO', this.trading.available(a, 'WOO').toFixed());
    if (problem) throw problem.includes('available') ? short(problem) : invalid(problem);
    const s = this.book.stake(userId);
    this.trading.adjustBalance(a, 'WOO', new Decimal(amount).neg(), 'STAKING');
    s.staked = new Decimal(s.staked).plus(amount).toFixed();
    this.book.save(s);
    this.changed(a);
  }

  /** Unstakes: into 7 days of unbonding, or at once less 5 % (UNSTAKING + UNSTAKING_FEE rows). */
  unstake(userId: number, amount: string, instant: boolean): { amount: string; fee: string; received: string; endTime?: number } {
    this.catchUp();
    const a = this.trading.account(userId);
    const s = this.book.stake(userId);
    const problem = amountProblem(amount, 'WOO', s.staked);
    if (problem) throw invalid(problem.replace('available', 'staked'));
    const value = new Decimal(amount).toFixed();
    s.staked = new Decimal(s.staked).minus(value).toFixed();
    let answer: { amount: string; fee: string; received: string; endTime?: number };
    if (instant) {
      const { fee, received } = instantUnstake(value);
      this.trading.adjustBalance(a, 'WOO', new Decimal(value), 'UNSTAKING');
      this.trading.adjustBalance(a, 'WOO', new Decimal(fee).neg(), 'UNSTAKING_FEE');
      answer = { amount: value, fee, received };
    } else {
      const now = this.now();
      const entry = { id: this.book.nextId(), amount: value, startTime: now, endTime: unbondingEnd(now, this.dayMs) };
      s.unbonding.push(entry);
      answer = { amount: value, fee: '0', received: '0', endTime: entry.endTime };
    }
    this.book.save(s);
    this.changed(a);
    return answer;
  }

  // ---- savings

  subscribe(userId: number, productId: string, amount: string): SavingsRecord {
    this.catchUp();
    const product = productOf(productId);
    if (!product) throw new ApiError(ErrorCodes.NotFound, `productId: no product ${productId}`);
    const a = this.trading.account(userId);
    const problem = amountProblem(amount, product.token, this.trading.available(a, product.token).toFixed());
    if (problem) throw problem.includes('available') ? short(problem) : invalid(problem);
    if (new Decimal(amount).lt(product.minAmount))
      throw invalid(`amount: the minimum of ${productId} is ${product.minAmount} ${product.token}`);
    const now = this.now();
    const id = this.book.nextId();
    const position: SavingsRecord = {
      key: `savings:${id}`,
      kind: 'savings',
      userId,
      id,
      productId,
      token: product.token,
      principal: new Decimal(amount).toFixed(),
      interestPaid: '0',
      startTime: now,
      ...(product.kind === 'FIXED' ? { maturityTime: now + product.termDays * this.dayMs } : {}),
      status: 'ACTIVE',
    };
    this.trading.adjustBalance(a, product.token, new Decimal(amount).neg(), 'EARN');
    this.book.savings.set(id, position);
    this.book.save(position);
    this.changed(a);
    return position;
  }

  /** Redeems a position: the principal back (EARN), less the interest paid when a fixed term ends early (INTEREST −). */
  redeem(userId: number, positionId: number): { position: SavingsRecord; received: string; penalty: string } {
    this.catchUp();
    const p = this.book.savings.get(positionId);
    if (!p || p.userId !== userId || p.status !== 'ACTIVE')
      throw new ApiError(ErrorCodes.NotFound, `positionId: no active position ${positionId}`);
    const figures = this.close(p, this.now());
    this.changed(this.trading.account(userId));
    return { position: p, received: figures.received, penalty: figures.penalty };
  }

  private close(p: SavingsRecord, now: number): { received: string; penalty: string } {
    const a = this.trading.account(p.userId);
    const figures = redemption(p, now);
    this.trading.adjustBalance(a, p.token, new Decimal(p.principal), 'EARN');
    if (figures.penalty !== '0') this.trading.adjustBalance(a, p.token, new Decimal(figures.penalty).neg(), 'INTEREST');
    Object.assign(p, { status: 'REDEEMED', redeemedTime: now });
    this.book.save(p);
    return figures;
  }

  // ---- days

  /** Runs `days` days now (the control): the earn clock moves forward and every boundary crossed is processed. */
  async advance(days: number): Promise<number> {
    this.book.clock.offsetMs += days * this.dayMs;
    this.book.save(this.book.clock);
    return this.process();
  }

  /** Processes every day boundary the earn clock has passed, then the unstakes and terms that ended; stored at once. */
  async process(): Promise<number> {
    const ran = this.catchUp();
    this.trading.publishChanges();
    await this.trading.writer.flush();
    return ran;
  }

  /**
   * The days the earn clock has passed, paid now (the timer's work; every stake, unstake, subscription and redemption
   * calls it first, so a position is paid for the days it was held across and never for days before it began).
   */
  private catchUp(): number {
    const now = this.now();
    const target = Math.floor(now / this.dayMs);
    let ran = 0;
    while (this.book.clock.processedDay < target) {
      const day = this.book.clock.processedDay + 1;
      this.endDue(day * this.dayMs, true);
      this.payDay(day);
      this.book.clock.processedDay = day;
      this.book.save(this.book.clock);
      ran += 1;
    }
    this.endDue(now, false);
    this.tiers.refreshDiscounts();
    return ran;
  }

  /** Releases unstakes whose 7 days ended and redeems fixed terms that matured (strictly before a boundary, or by `at`). */
  private endDue(at: number, boundary: boolean): void {
    const due = (end: number) => (boundary ? end < at : end <= at);
    for (const s of this.book.stakes.values()) {
      const [free, wait] = [s.unbonding.filter((u) => due(u.endTime)), s.unbonding.filter((u) => !due(u.endTime))];
      if (free.length === 0) continue;
      const a = this.trading.account(s.userId);
      for (const u of free) this.trading.adjustBalance(a, 'WOO', new Decimal(u.amount), 'UNSTAKING');
      s.unbonding = wait;
      this.book.save(s);
      this.changed(a, false);
    }
    for (const p of this.book.savings.values()) {
      if (p.status !== 'ACTIVE' || p.maturityTime === undefined || !due(p.maturityTime)) continue;
      this.close(p, p.maturityTime);
      this.changed(this.trading.account(p.userId), false);
    }
  }

  /**
   * One day (the boundary `day × dayMs`): staking rewards (DISTRIBUTION), savings interest (INTEREST; compounding
   * re-subscribes it, EARN −) for the positions held across the boundary, snapshots.
   */
  private payDay(day: number): void {
    const at = day * this.dayMs;
    for (const s of this.book.stakes.values()) {
      if (new Decimal(s.staked).lte(0)) continue;
      const { apr } = this.tiers.stakingApr(s.userId);
      const reward = dailyInterest(s.staked, apr);
      if (reward === '0') continue;
      this.trading.adjustBalance(this.trading.account(s.userId), 'WOO', new Decimal(reward), 'DISTRIBUTION');
      this.book.addYield({
        userId: s.userId,
        source: 'STAKING',
        productId: 'WOO_STAKING',
        token: 'WOO',
        amount: reward,
        apr,
        day,
        createdTime: at,
      });
    }
    for (const p of this.book.savings.values()) {
      // A boundary at or before the subscription (days caught up late, the earn clock lagging) pays it nothing.
      if (p.status !== 'ACTIVE' || at <= p.startTime || (p.maturityTime !== undefined && at > p.maturityTime)) continue;
      const product = productOf(p.productId)!;
      const apr = this.aprBoost?.(p.userId, p.productId, product.apr, at) ?? product.apr;
      // a flexible position earns for the time it was held in the day ending here (a few seconds: a few seconds' worth)
      const held = product.kind === 'FLEXIBLE' ? at - Math.max(p.startTime, at - this.dayMs) : this.dayMs;
      const interest = proRataInterest(p.principal, apr, held, this.dayMs);
      if (interest === '0') continue;
      const a = this.trading.account(p.userId);
      this.trading.adjustBalance(a, p.token, new Decimal(interest), 'INTEREST');
      if (product.compounding) {
        this.trading.adjustBalance(a, p.token, new Decimal(interest).neg(), 'EARN');
        p.principal = money(new Decimal(p.principal).plus(interest)).toFixed();
      }
      p.interestPaid = new Decimal(p.interestPaid).plus(interest).toFixed();
      this.book.save(p);
      this.book.addYield({
        userId: p.userId,
        source: 'SAVINGS',
        productId: p.productId,
        token: p.token,
        amount: interest,
        apr,
        day,
        createdTime: at,
      });
      this.changed(a, false);
    }
    this.tiers.snapshot(day);
  }

  /** The account's earn figures changed: recomputed, and a balance message for the tokens they touch. */
  private changed(a: AccountState, publish = true): void {
    const tokens = this.book.figures(a);
    // (while processing days the moves' adjustBalance already touched the tokens; `process` publishes them)
    if (publish) this.trading.balancesChanged(a, tokens);
  }
}
