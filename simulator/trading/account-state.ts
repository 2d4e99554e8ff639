import Decimal from 'decimal.js';
import type { RestingOrder } from './user-side';
import type { OrderRecord, PositionRecord } from './records';

export interface BalanceState {
  holding: Decimal;
  frozen: Decimal;
}

/** An open order: its record and, while it rests, its place in the book. */
export interface OrderEntry {
  readonly record: OrderRecord;
  resting?: RestingOrder;
  /** Lots still open (quantity − executed) in the symbol's grid. */
  openLots: number;
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
  readonly fills: import('./records').FillRecord[] = [];
  balanceVersion = 0;
  positionVersion = 0;

  constructor(
    readonly userId: number,
    public leverage: number,
    readonly createdTime: number,
  ) {}

  balance(token: string): BalanceState {
    let b = this.balances.get(token);
    if (!b) {
      b = { holding: new Decimal(0), frozen: new Decimal(0) };
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
