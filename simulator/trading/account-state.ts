import Decimal from 'decimal.js';
import type { RestingOrder } from './user-side';
import type { FillRecord, MarginMode, OrderRecord, PositionMode, PositionRecord, PositionSide } from './records';
import { toScaled } from './scaled';
import { BalanceState } from './balance-state';
import { LedgerRows } from './ledger-rows';

export { BalanceState } from './balance-state';
import type { MarginAccount } from './spot-margin-state';

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
    record,
    openLots,
    ticks,
    execLots,
    execUnits,
    execQuote: restored ? toScaled(record.executedQuote) : 0n,
    fee: restored ? toScaled(record.totalFee) : 0n,
    realized: restored ? toScaled(record.realizedPnl) : 0n,
    locked: restored ? toScaled(record.locked) : 0n,
  };
}

/**
 * The key of a position in `AccountState.positions`: the symbol in one-way mode (BOTH), `symbol:LONG` /
 * `symbol:SHORT` in hedge mode. Every lookup of a position goes through it.
 */
export function positionKey(symbol: string, positionSide: PositionSide = 'BOTH'): string {
  return positionSide === 'BOTH' ? symbol : `${symbol}:${positionSide}`;
}

/** A symbol's leverage and margin mode. */
export interface SymbolSetting {
  leverage: number;
  marginMode: MarginMode;
}

/** One account's trading state in memory. */
export class AccountState {
  readonly balances = new Map<string, BalanceState>();
  /** Positions by `positionKey(symbol, positionSide)`. */
  readonly positions = new Map<string, PositionRecord>();
  /** Per-symbol leverage and margin mode; a symbol without an entry uses the account leverage, CROSS. */
  readonly symbolSettings = new Map<string, SymbolSetting>();
  positionMode: PositionMode = 'ONE_WAY';
  /** Open orders by id. */
  readonly open = new Map<number, OrderEntry>();
  /** Open perpetual orders that hold initial margin (not reduce-only). */
  readonly marginOrders = new Set<OrderEntry>();
  /** Live clientOrderIds (≠ "0") → orderId. */
  readonly liveClientIds = new Map<string, number>();
  /** Every order and fill of the account, oldest first. */
  readonly orders: OrderRecord[] = [];
  readonly fills: FillRecord[] = [];
  /** Every balance move of the account (`/v3/asset/token/history`), oldest first. */
  readonly ledger = new LedgerRows();
  balanceVersion = 0;
  positionVersion = 0;
  /** Per token, what simulator/earn/ holds apart from the holding (JSON numbers for the balance rows and stream). */
  readonly earnFigures = new Map<string, { staked: number; unbonding: number; earn: number }>();
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

  /** A symbol's leverage and margin mode (the account leverage, CROSS, until set). */
  setting(symbol: string): SymbolSetting {
    return this.symbolSettings.get(symbol) ?? { leverage: this.leverage, marginMode: 'CROSS' };
  }

  /** The position of a symbol and side (a flat one is created with the symbol's setting). */
  position(symbol: string, positionSide: PositionSide = 'BOTH'): PositionRecord {
    const key = positionKey(symbol, positionSide);
    let p = this.positions.get(key);
    if (!p) {
      const { leverage, marginMode } = this.setting(symbol);
      p = {
        userId: this.userId,
        symbol,
        holding: '0',
        averageOpenPrice: '0',
        openingTime: 0,
        positionSide,
        marginMode,
        leverage,
        isolatedMargin: '0',
      };
      this.positions.set(key, p);
    }
    return p;
  }

  /** The open positions of a symbol (one in one-way mode, up to two in hedge mode). */
  openPositions(symbol?: string): PositionRecord[] {
    const rows: PositionRecord[] = [];
    for (const p of this.positions.values()) if (p.holding !== '0' && (symbol === undefined || p.symbol === symbol)) rows.push(p);
    return rows;
  }

  /** Σ isolated margin of the account's positions (cross collateral = USDT holding − frozen − this). */
  isolatedTotal(): Decimal {
    let total = new Decimal(0);
    for (const p of this.positions.values()) if (p.isolatedMargin !== '0') total = total.plus(p.isolatedMargin);
    return total;
  }
}
