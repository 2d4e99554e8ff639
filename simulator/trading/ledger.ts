import { auditLedger, lastLedgerId, LedgerInvariantError, unpaidInterest, type MoveOptions } from './ledger-rules';
import type { LedgerRecord, LedgerType } from './records';
import { ledgerRecord } from './record-shapes';
import { balanceWriters, type BalanceState } from './balance-state';
import type { LedgerRows } from './ledger-rows';
import { fromScaled, toScaled } from './scaled';
import { marginHistory, type MarginAccount, type MarginWriter } from './spot-margin-state';

export { LedgerInvariantError, lastLedgerId, type MoveOptions } from './ledger-rules';

/**
 * The only writers of a balance's figures (balance-state.ts), taken when this module loads. A move whose amount the
 * caller knows as `units × 10^-dp` (`MoveOptions.units`) passes it on, so the figure's text is cut from numbers.
 */
const { writeBalance, rowSum, writeRowSum } = balanceWriters();

/** What the ledger reads and writes of an account (`AccountState`; structural, so this file does not import it). */
export interface LedgerAccount {
  readonly userId: number;
  readonly balances: ReadonlyMap<string, BalanceState>;
  balance(token: string): BalanceState;
  margin?: MarginAccount;
  readonly ledger: LedgerRows;
}

/** What the ledger needs of the engine: where rows and balances are written and who hears of them. */
export interface LedgerHost<A extends LedgerAccount> {
  readonly writer: MarginWriter & { entry(row: LedgerRecord): void };
  readonly accounts: ReadonlyMap<number, A>;
  /** A balance changed (the writer's balance row, the stream message, the risk refresh). */
  touchBalance(a: A, token: string): void;
  /** After each row (simulator/campaigns: notifications, commissions). */
  onLedger?: (row: LedgerRecord) => void;
}

/**
 * The accounts' money (docs/adr/0025-one-ledger.md): credit, debit, freeze and release are the only writes of a
 * balance (with `borrow`/`repay` of spot margin, which are a credit and a debit of the loan); each move of the holding
 * writes its ledger row, and each checks the invariants before anything changes:
 *   - no holding below zero (a spot margin account's fill borrows the shortfall at once: its loan),
 *   - frozen ≤ holding (a spot margin account's open orders may freeze what they will borrow),
 *   - Σ of the token's ledger rows = holding − unpaid interest (INTEREST rows book the debt as it accrues), so every
 *     row's balanceAfter is that running sum.
 */
export class Ledger<A extends LedgerAccount = LedgerAccount> {
  /** 0 until the first row after start (then one past the highest stored id). */
  private nextId = 0;
  /** Differences of stores written before this ledger (rows ≠ balance at start): kept, and reported by `audit`. */
  private readonly legacy = new Map<string, bigint>();

  /** Accounts being liquidated (`underwritten`): their closing fills may go below zero until the fund settles. */
  private readonly bankrupt = new Set<A>();

  constructor(private readonly host: LedgerHost<A>) {}

  /**
   * A liquidation of `a`: its closing fills may take the holding below zero (a loss past the bankruptcy price) until
   * the insurance fund's LIQUIDATION row settles it within `run`; afterwards every holding of `a` must be ≥ 0 again.
   */
  underwritten<T>(a: A, run: () => T): T {
    this.bankrupt.add(a);
    let result: T;
    try {
      result = run();
    } finally {
      this.bankrupt.delete(a);
    }
    for (const [token, b] of a.balances)
      if (b.h < 0n) throw new LedgerInvariantError(`${a.userId} ${token}: ${fromScaled(b.h)} left below zero after the liquidation`);
    return result;
  }

  /** Adds `amount` (≥ 0) to the holding, with its row. */
  credit(a: A, token: string, amount: bigint, type: LedgerType, now: number, options: MoveOptions = {}): void {
    if (amount < 0n) throw new LedgerInvariantError(`credit of ${fromScaled(amount)} ${token}: a credit is not negative`);
    this.move(a, token, amount, type, now, options);
  }

  /** Takes `amount` (≥ 0) from the holding (and `release` from frozen), with its row. */
  debit(a: A, token: string, amount: bigint, type: LedgerType, now: number, options: MoveOptions = {}): void {
    if (amount < 0n) throw new LedgerInvariantError(`debit of ${fromScaled(amount)} ${token}: a debit is not negative`);
    this.move(a, token, -amount, type, now, options, -1);
  }

  /** A signed move: a credit when `amount` ≥ 0, else a debit. */
  adjust(a: A, token: string, amount: bigint, type: LedgerType, now: number, options: MoveOptions = {}): void {
    this.move(a, token, amount, type, now, options);
  }

  /**
   * Sets `amount` of the holding aside (an order, a withdrawal): no row, the holding does not move. `units`: the
   * amount as `units × 10^-dp` when the caller has it (`MoveOptions.units`).
   */
  freeze(a: A, token: string, amount: bigint, units?: number, dp?: number): void {
    if (amount < 0n) throw new LedgerInvariantError(`freeze of ${fromScaled(amount)} ${token}: not negative`);
    if (amount === 0n) return;
    const b = a.balance(token);
    const f = b.f + amount;
    if (f > b.h && !a.margin)
      throw new LedgerInvariantError(
        `${a.userId} ${token}: freezing ${fromScaled(amount)} would freeze ${fromScaled(f)}, more than the holding ${fromScaled(b.h)}`,
      );
    writeBalance(b, b.h, f, undefined, 0, units, dp);
    this.host.touchBalance(a, token);
  }

  /** Gives back `amount` set aside by `freeze` (`units` as there). */
  release(a: A, token: string, amount: bigint, units?: number, dp?: number): void {
    if (amount < 0n) throw new LedgerInvariantError(`release of ${fromScaled(amount)} ${token}: not negative`);
    if (amount === 0n) return;
    const b = a.balance(token);
    if (amount > b.f)
      throw new LedgerInvariantError(`${a.userId} ${token}: releasing ${fromScaled(amount)}, only ${fromScaled(b.f)} is frozen`);
    writeBalance(b, b.h, b.f - amount, undefined, 0, units === undefined ? undefined : -units, dp);
    this.host.touchBalance(a, token);
  }

  /**
   * After a spot margin account's fill spent `spent` of `token`: what the fill took beyond the holding that was its
   * own (not frozen for anything else: a withdrawal, other orders) is borrowed: the loan's principal grows, a BORROWED
   * history row and a CREDIT ledger row, so the holding is back to what stays frozen (at least zero). Without this a
   * fill could spend what a pending withdrawal had set aside. `stillLocked`: what the filling order keeps frozen.
   */
  borrow(a: A, token: string, now: number, spent: bigint, stillLocked = 0n): void {
    const m = a.margin;
    const b = a.balances.get(token);
    if (!m || !b) return;
    // frozen for others: the frozen amount less what the filling order itself still locks (its later fills)
    let shortfall = b.f - stillLocked - b.h;
    if (shortfall > spent) shortfall = spent;
    if (b.h < 0n && -b.h > shortfall) shortfall = -b.h;
    if (shortfall <= 0n) return;
    m.loan(token).principal += shortfall;
    marginHistory(this.host.writer, a, {
      token,
      type: 'BORROWED',
      principal: fromScaled(shortfall),
      interest: '0',
      hourlyRate: '0',
      createdTime: now,
    });
    this.move(a, token, shortfall, 'CREDIT', now, {});
  }

  /** An hour's interest on a loan: the debt grows by `interest`, an INTEREST row of −interest (the holding stays). */
  accrue(a: A, token: string, interest: bigint, now: number): void {
    if (interest <= 0n || !a.margin) return;
    const b = a.balance(token);
    this.sumOf(a, token, b);
    a.margin.loan(token).interest += interest;
    this.row(a, token, b, 'INTEREST', -interest, now, undefined);
  }

  /**
   * Repays a loan from the free holding: `interest` (booked already as it accrued) and `principal` (a CREDIT row of
   * −principal); the holding goes down by both.
   */
  repay(a: A, token: string, principal: bigint, interest: bigint, now: number): void {
    const loan = a.margin?.loans.get(token);
    const b = a.balance(token);
    if (!loan || principal < 0n || interest < 0n || principal > loan.principal || interest > loan.interest)
      throw new LedgerInvariantError(`${a.userId} ${token}: repaying more than the loan`);
    if (principal + interest > b.h - b.f)
      throw new LedgerInvariantError(
        `${a.userId} ${token}: repaying ${fromScaled(principal + interest)} from ${fromScaled(b.h - b.f)} free`,
      );
    this.sumOf(a, token, b);
    loan.interest -= interest;
    loan.principal -= principal;
    writeBalance(b, b.h - principal - interest, b.f);
    this.host.touchBalance(a, token);
    this.row(a, token, b, 'CREDIT', -principal, now, undefined);
  }

  /**
   * Brings the holding to exactly `target` by a DEPOSIT row (or a WITHDRAW row when it is lower): the set-up of tests
   * and scenarios ("a trader with 1,000 USDT"), still a credit or a debit with its row.
   */
  holdExactly(a: A, token: string, target: bigint, now: number): void {
    const difference = target - a.balance(token).h;
    this.adjust(a, token, difference, difference >= 0n ? 'DEPOSIT' : 'WITHDRAW', now);
  }

  /** A balance as a store read it back (start only: no row, no check; `audit` reports what does not add up). */
  restore(a: A, token: string, holding: bigint, frozen: bigint): void {
    writeBalance(a.balance(token), holding, frozen);
  }

  /**
   * Every invariant over every account (the simulator's tests run it after each test): `auditLedger` with the
   * differences of stores written before this ledger. Returns the problems found (none: []).
   */
  audit(accounts: Iterable<A> = this.host.accounts.values()): string[] {
    const list = [...accounts];
    const problems = auditLedger(list, (a, token) => this.legacy.get(`${a.userId} ${token}`) ?? 0n);
    // the texts kept beside the figures (`AmountText`) are the figures' own
    for (const a of list)
      for (const [token, b] of a.balances)
        if (b.holdingText() !== fromScaled(b.h) || b.frozenText() !== fromScaled(b.f))
          problems.push(
            `account ${a.userId} ${token}: text ${b.holdingText()} / ${b.frozenText()} ≠ ${fromScaled(b.h)} / ${fromScaled(b.f)}`,
          );
    return problems;
  }

  /** `sign`: of `options.units` in the move (a debit's are its amount's, which the holding loses). */
  private move(a: A, token: string, amount: bigint, type: LedgerType, now: number, options: MoveOptions, sign = 1): void {
    const b = a.balance(token);
    const release = options.release ?? 0n;
    if (release < 0n || release > b.f)
      throw new LedgerInvariantError(`${a.userId} ${token}: releasing ${fromScaled(release)}, only ${fromScaled(b.f)} is frozen`);
    const h = b.h + amount;
    const f = b.f - release;
    const borrowing = (options.mayBorrow === true && a.margin !== undefined) || this.bankrupt.has(a);
    if (h < 0n && !borrowing)
      throw new LedgerInvariantError(`${a.userId} ${token}: ${type} of ${fromScaled(amount)} would leave ${fromScaled(h)}, below zero`);
    if (f > h && !borrowing && !a.margin && amount < 0n)
      throw new LedgerInvariantError(
        `${a.userId} ${token}: ${type} of ${fromScaled(amount)} would leave ${fromScaled(h)} under the frozen ${fromScaled(f)}`,
      );
    this.sumOf(a, token, b);
    const units = options.units;
    const hUnits = units === undefined ? undefined : sign * units;
    const fUnits = options.releaseUnits === undefined ? undefined : -options.releaseUnits;
    writeBalance(b, h, f, hUnits, options.dp, fUnits, options.releaseDp);
    this.host.touchBalance(a, token);
    this.row(a, token, b, type, amount, now, options.text);
  }

  /**
   * Σ rows of a token (`b`, its balance: read once from the account's rows, then kept on the balance; a store's old
   * difference is kept apart in `legacy`).
   */
  private sumOf(a: A, token: string, b: BalanceState): bigint {
    let sum = rowSum(b);
    if (sum === undefined) {
      sum = 0n;
      for (const row of a.ledger) if (row.token === token) sum += toScaled(row.amount);
      const difference = b.h - unpaidInterest(a, token) - sum;
      if (difference !== 0n) this.legacy.set(`${a.userId} ${token}`, difference);
      writeRowSum(b, sum);
    }
    return sum;
  }

  /** Writes the row of a move already applied (none for 0) and checks Σ rows = holding − unpaid interest. */
  private row(a: A, token: string, b: BalanceState, type: LedgerType, amount: bigint, now: number, text: string | undefined): void {
    if (amount === 0n) return;
    const sum = this.sumOf(a, token, b) + amount;
    writeRowSum(b, sum);
    const legacy = this.legacy.size === 0 ? 0n : (this.legacy.get(`${a.userId} ${token}`) ?? 0n);
    const interest = unpaidInterest(a, token);
    const expected = interest === 0n && legacy === 0n ? b.h : b.h - interest - legacy;
    if (sum !== expected)
      throw new LedgerInvariantError(
        `${a.userId} ${token}: rows sum to ${fromScaled(sum)}, holding − unpaid interest is ${fromScaled(expected)}`,
      );
    if (this.nextId === 0) this.nextId = lastLedgerId(this.host.accounts.values()) + 1;
    const entry = ledgerRecord(
      this.nextId++,
      a.userId,
      token,
      type,
      text ?? fromScaled(amount),
      // Σ rows + legacy = holding − unpaid interest (checked above): without interest, the holding's own text
      interest === 0n ? b.holdingText() : fromScaled(sum + legacy),
      now,
    );
    a.ledger.book(entry);
    this.host.writer.entry(entry);
    this.host.onLedger?.(entry);
  }
}
