import Decimal from 'decimal.js';
import {
  allocateRepayment,
  hourlyRate,
  interestFor,
  isSpotMarginLeverage,
  marginFigures,
  maxBorrowable,
  type MarginAccountFigures,
} from '../../src/domain/trade/spot-margin/spot-margin';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { AccountState } from './account-state';
import type { Ledger } from './ledger';
import { fromScaled, toScaled } from './scaled';
import { MarginAccount, marginHistory, type SpotMarginChanges } from './spot-margin-state';
import type { TradingWriter } from './writer';

/** A token's annual interest rate (fraction) and pool limit (the most one account may borrow of it). */
export interface MarginTokenTerms {
  readonly annualRate: string;
  readonly poolLimit: string;
}

/** Rates chosen so the hourly rate is round: 8.76 % a year = 0.001 % an hour. */
export const MARGIN_TERMS: Readonly<Record<string, MarginTokenTerms>> = {
  USDT: { annualRate: '0.0876', poolLimit: '1000000' },
  BTC: { annualRate: '0.0438', poolLimit: '20' },
  ETH: { annualRate: '0.0438', poolLimit: '300' },
};
const OTHER_TERMS: MarginTokenTerms = { annualRate: '0.0876', poolLimit: '100000' };
export const termsOf = (token: string): MarginTokenTerms => MARGIN_TERMS[token] ?? OTHER_TERMS;

/** What spot margin needs of the trading engine (TradingEngine has all of it). */
export interface MarginEngine {
  readonly accounts: ReadonlyMap<number, AccountState>;
  readonly writer: TradingWriter;
  readonly markOverrides: ReadonlyMap<string, string>;
  readonly market: { readonly instruments: readonly { readonly type: string; readonly base: string; readonly quote: string }[] };
  account(userId: number): AccountState;
  spotMark(token: string): number;
  now(): number;
  balancesChanged(a: AccountState, tokens: readonly string[]): void;
  /** The only writer of balances (ledger.ts). */
  readonly ledger: Pick<Ledger, 'accrue' | 'repay'>;
}

/** A token's price in USDT: 1 for USDT, the control override of SPOT_<T>_USDT, else its last price. */
export function tokenPrice(engine: Pick<MarginEngine, 'markOverrides' | 'spotMark'>, token: string): Decimal {
  if (token === 'USDT') return new Decimal(1);
  const override = engine.markOverrides.get(`SPOT_${token}_USDT`);
  return new Decimal(override ?? engine.spotMark(token));
}

export interface MarginTokenRow {
  readonly token: string;
  readonly borrowed: string;
  readonly interest: string;
  readonly maxBorrowable: string;
}

/** Tokens of an account's figures: its balances and loans. */
function tokensOf(a: AccountState): Set<string> {
  return new Set([...a.balances.keys(), ...(a.margin?.loans.keys() ?? [])]);
}

/**
 * What is frozen of each token for leaving the account (pending withdrawals): frozen less what open orders lock.
 * It is not the account's any more: equity (and so what may be borrowed or leave) counts without it.
 */
function leaving(a: AccountState): Map<string, bigint> {
  const out = new Map<string, bigint>();
  for (const [token, b] of a.balances) if (b.f > 0n) out.set(token, b.f);
  for (const { record, locked } of a.open.values())
    if (record.lockAsset && locked > 0n) out.set(record.lockAsset, (out.get(record.lockAsset) ?? 0n) - locked);
  return out;
}

/** Assets (less what pending withdrawals take), liabilities, equity and margin level of the account at spot prices. */
export function accountFigures(engine: Pick<MarginEngine, 'markOverrides' | 'spotMark'>, a: AccountState): MarginAccountFigures {
  const out = a.margin ? leaving(a) : new Map<string, bigint>();
  return marginFigures(
    [...tokensOf(a)].map((token) => {
      const b = a.balances.get(token);
      const l = a.margin?.loans.get(token);
      const gone = out.get(token) ?? 0n;
      return {
        token,
        holding: b ? fromScaled(b.h - (gone > 0n ? gone : 0n)) : '0',
        borrowed: l ? fromScaled(l.principal) : '0',
        interest: l ? fromScaled(l.interest) : '0',
        price: tokenPrice(engine, token).toFixed(),
      };
    }),
  );
}

/**
 * The most the account may still borrow of `token`: equity × (leverage − 1) less what it owes and what its open
 * orders will borrow (frozen beyond the holding), and at most the pool limit less what it owes and will borrow of it.
 */
export function maxBorrowOf(engine: Pick<MarginEngine, 'markOverrides' | 'spotMark'>, a: AccountState, token: string): Decimal {
  const m = a.margin;
  if (!m?.on) return new Decimal(0);
  const figures = accountFigures(engine, a);
  let committed = new Decimal(0);
  let committedHere = 0n;
  for (const [t, b] of a.balances) {
    if (b.f <= b.h) continue;
    committed = committed.plus(new Decimal(fromScaled(b.f - b.h)).times(tokenPrice(engine, t)));
    if (t === token) committedHere = b.f - b.h;
  }
  const loan = m.loans.get(token);
  return new Decimal(
    maxBorrowable({
      leverage: m.leverage,
      equity: figures.equity,
      liabilities: committed.plus(figures.totalLiabilities).toFixed(),
      price: tokenPrice(engine, token).toFixed(),
      poolLimit: termsOf(token).poolLimit,
      borrowed: fromScaled((loan?.principal ?? 0n) + committedHere),
    }),
  );
}

/**
 * What a spot order of a margin account may spend of `token`: what is available (holding − frozen, for USDT also
 * less the perpetuals' initial margin, at least 0) plus what it may still borrow; undefined when spot margin is off.
 */
export function marginAvailable(
  engine: Pick<MarginEngine, 'markOverrides' | 'spotMark'> & { available(a: AccountState, token: string): Decimal },
  a: AccountState,
  token: string,
): { available: Decimal; maxMargin: Decimal } | undefined {
  if (!a.margin?.on) return undefined;
  const maxMargin = maxBorrowOf(engine, a, token);
  return { available: engine.available(a, token).plus(maxMargin), maxMargin };
}

/** Restores the margin accounts read at start. */
export function restoreSpotMargin(account: (userId: number) => AccountState, stored: SpotMarginChanges | undefined): void {
  if (!stored) return;
  const history = new Map<number, SpotMarginChanges['history']>();
  for (const h of stored.history) history.set(h.userId, [...(history.get(h.userId) ?? []), h]);
  for (const r of stored.accounts) account(r.userId).margin = MarginAccount.restore(r, history.get(r.userId) ?? []);
}

/** The spot margin calls and the hourly interest over the trading engine. */
export class SpotMargin {
  private timer?: ReturnType<typeof setInterval>;

  constructor(private readonly engine: MarginEngine) {}

  /** The tokens a spot market trades (bases and USDT), sorted. */
  tokens(): string[] {
    const set = new Set<string>(['USDT']);
    for (const i of this.engine.market.instruments) if (i.type === 'SPOT') set.add(i.base);
    return [...set].sort();
  }

  /** Chooses the leverage (1 turns spot margin off; refused while loans are open, or with a leverage too low for them). */
  setLeverage(userId: number, leverage: number): void {
    if (!isSpotMarginLeverage(leverage)) throw new ApiError(ErrorCodes.InvalidParameter, 'leverage: must be 1, 2, 3, 4 or 5');
    const a = this.engine.account(userId);
    const m = (a.margin ??= new MarginAccount());
    const owes = [...m.loans.values()].some((l) => l.principal > 0n || l.interest > 0n);
    if (leverage === 1 && owes)
      throw new ApiError(ErrorCodes.InvalidParameter, 'leverage: repay every loan before turning spot margin off');
    if (owes && leverage < m.leverage) {
      const f = accountFigures(this.engine, a);
      if (new Decimal(f.equity).times(leverage - 1).lt(f.totalLiabilities)) {
        throw new ApiError(
          ErrorCodes.InvalidParameter,
          `leverage: ${leverage}× allows ${new Decimal(f.equity).times(leverage - 1).toFixed()} USDT of loans, the account owes ${f.totalLiabilities} USDT`,
        );
      }
    }
    m.leverage = leverage;
    this.engine.writer.spotMargin(a);
  }

  /** Rows of every token: loan, interest and what may still be borrowed. */
  rows(a: AccountState): MarginTokenRow[] {
    return this.tokens().map((token) => {
      const l = a.margin?.loans.get(token);
      return {
        token,
        borrowed: l ? fromScaled(l.principal) : '0',
        interest: l ? fromScaled(l.interest) : '0',
        maxBorrowable: maxBorrowOf(this.engine, a, token).toFixed(),
      };
    });
  }

  figures(a: AccountState): MarginAccountFigures {
    return accountFigures(this.engine, a);
  }

  /**
   * One hour of interest on every open loan (principal × annual ÷ 8760, rounded up to 8 dp): the loan's interest
   * grows, an ACCRUED history row and an INTEREST ledger row (minus the interest) go with it in one transaction.
   */
  accrue(hours = 1): number {
    const now = this.engine.now();
    let charged = 0;
    for (const a of this.engine.accounts.values()) {
      const m = a.margin;
      if (!m) continue;
      const touched: string[] = [];
      for (const [token, loan] of m.loans) {
        if (loan.principal <= 0n) continue;
        const { annualRate } = termsOf(token);
        const principal = fromScaled(loan.principal);
        const interest = interestFor(principal, annualRate, hours);
        if (new Decimal(interest).isZero()) continue;
        // a debt: the holding does not move; balanceAfter (the rows' running sum) is holding − unpaid interest
        this.engine.ledger.accrue(a, token, toScaled(interest), now);
        marginHistory(this.engine.writer, a, {
          token,
          type: 'ACCRUED',
          principal,
          interest,
          hourlyRate: hourlyRate(annualRate),
          createdTime: now,
        });
        touched.push(token);
        charged += 1;
      }
      if (touched.length > 0) this.engine.balancesChanged(a, touched);
    }
    return charged;
  }

  /**
   * Repays a token's loan from its free holding: interest first, then principal. Without an amount it repays all it
   * can (the whole debt, or the free holding if that is less). Returns what went where.
   */
  repay(userId: number, token: string, amount: string | undefined): { interest: string; principal: string } {
    const a = this.engine.account(userId);
    const loan = a.margin?.loans.get(token);
    if (!loan || (loan.principal === 0n && loan.interest === 0n))
      throw new ApiError(ErrorCodes.InvalidParameter, `token: no ${token} loan to repay`);
    const b = a.balance(token);
    const free = b.h - b.f > 0n ? b.h - b.f : 0n;
    const debt = loan.principal + loan.interest;
    const wanted = amount === undefined ? (debt < free ? debt : free) : toScaled(amount);
    if (wanted <= 0n)
      throw new ApiError(
        ErrorCodes.InvalidParameter,
        amount === undefined ? `amount: no free ${token} to repay with` : 'amount: must be more than 0',
      );
    if (wanted > debt) throw new ApiError(ErrorCodes.InvalidParameter, `amount: more than the ${fromScaled(debt)} ${token} owed`);
    if (wanted > free)
      throw new ApiError(-1101, `Not enough ${token}: repaying ${fromScaled(wanted)} needs it free, ${fromScaled(free)} is free`);
    const split = allocateRepayment({ interest: fromScaled(loan.interest), principal: fromScaled(loan.principal) }, fromScaled(wanted));
    // the interest part was booked as it accrued (INTEREST rows); the principal goes back as a CREDIT row
    this.engine.ledger.repay(a, token, toScaled(split.principal), toScaled(split.interest), this.engine.now());
    marginHistory(this.engine.writer, a, {
      token,
      type: 'REPAID',
      principal: split.principal,
      interest: split.interest,
      hourlyRate: '0',
      createdTime: this.engine.now(),
    });
    this.engine.balancesChanged(a, [token]);
    return { interest: split.interest, principal: split.principal };
  }

  /** Accrues every `intervalMs` (an hour by default; SIM_SPOT_INTEREST_INTERVAL_MS shortens it for tests and demos). */
  start(intervalMs: number): void {
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => {
      this.accrue();
      void this.engine.writer.flush().catch(() => undefined);
    }, intervalMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
