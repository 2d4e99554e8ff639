import Decimal from 'decimal.js';
import type { RestingOrder } from './user-side';
import type { FillRecord, OrderRecord, PositionRecord } from './records';
import { fromScaled, scaledNumber, toScaled } from './scaled';
import type { MarginAccount } from './spot-margin-state';

/** One token's balance in scaled units (`scaled.ts`); `holding` and `frozen` read and set it as decimals (edges). */
export class BalanceState {
  /** Holding and frozen, scaled. */
  h = 0n;
  f = 0n;
  private hKey = 0n;
  private hNumber = 0;
  private fKey = 0n;
  private fNumber = 0;

  /** Holding and frozen as JSON numbers (the stream), remembered while they do not change. */
  holdingNumber(): number {
    if (this.hKey !== this.h) {
      this.hKey = this.h;
      this.hNumber = scaledNumber(this.h);
    }
    return this.hNumber;
  }

  frozenNumber(): number {
    if (this.fKey !== this.f) {
      this.fKey = this.f;
      this.fNumber = scaledNumber(this.f);
    }
    return this.fNumber;
  }

  get holding(): Decimal {
    return new Decimal(fromScaled(this.h));
  }

  set holding(value: Decimal) {
    this.h = toScaled(value);
  }

  get frozen(): Decimal {
    return new Decimal(fromScaled(this.f));
  }

  set frozen(value: Decimal) {
    this.f = toScaled(value);
  }
}

/**
 * An open order: its record, its place in the book while it rests, and its figures on the integer grid (the record's
 * decimal strings are written from these).
 */
export interface OrderEntry {
  readonly record: OrderRecord;
  resting?: RestingOrder;
  /** Lots still open (quantity − executed) in the symbol's grid. */
  openLots: number;
  /** Limit price in ticks (priced orders). */
  ticks?: number;
  /** Executed lots and Σ ticks × lots of the fills (quote units); Σ price × quantity, fees, realised PnL and what it holds frozen, scaled. */
  execLots: number;
  execUnits: number;
  execQuote: bigint;
  fee: bigint;
  realized: bigint;
  locked: bigint;
}

/** A new open order's entry, or one restored from its record (figures parsed from the record's strings). */
export function orderEntry(record: OrderRecord, openLots: number, ticks: number | undefined, execLots = 0, execUnits = 0): OrderEntry {
  const restored = record.executed !== '0' || record.locked !== '0';
  return {
    record, openLots, ticks, execLots, execUnits,
    execQuote: restored ? toScaled(record.executedQuote) : 0n, fee: restored ? toScaled(record.totalFee) : 0n,
    realized: restored ? toScaled(record.realizedPnl) : 0n, locked: restored ? toScaled(record.locked) : 0n,
  };
}

/** One account's trading state in memory. */
export class AccountState {
  readonly balances = new Map<string, BalanceState>();
  readonly positions = new Map<string, PositionRecord>();
  /** Open orders by id. */
  readonly open = new Map<number, OrderEntry>();
  /** Open perpetual orders that hold initial margin (not reduce-only). */
  readonly marginOrders = new Set<OrderEntry>();
  /** Live clientOrderIds (≠ "0") → orderId. */
  readonly liveClientIds = new Map<string, number>();
  /** Every order and fill of the account, oldest first. */
  readonly orders: OrderRecord[] = [];
  readonly fills: FillRecord[] = [];
  balanceVersion = 0;
  positionVersion = 0;
  /** Spot margin (spot-margin-state.ts): set once the account chooses a leverage. */
  margin?: MarginAccount;

  constructor(
    readonly userId: number,
    public leverage: number,
    readonly createdTime: number,
  ) {}

  balance(token: string): BalanceState {
    let b = this.balances.get(token);
    if (!b) {
      b = new BalanceState();
      this.balances.set(token, b);
    }
    return b;
  }

  position(symbol: string): PositionRecord {
    let p = this.positions.get(symbol);
    if (!p) {
      p = { userId: this.userId, symbol, holding: '0', averageOpenPrice: '0', openingTime: 0 };
      this.positions.set(symbol, p);
    }
    return p;
  }
}
