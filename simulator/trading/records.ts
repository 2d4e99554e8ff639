import type { OrderSide, OrderStatus, OrderType } from '../../src/domain/trade/orders/order';
import type { AlgoRecord } from './algo-records';
import type { SpotMarginChanges } from './spot-margin-state';

/** An order as the engine keeps and stores it (decimal strings; `locked` is what it holds frozen, spot only). */
export interface OrderRecord {
  orderId: number;
  userId: number;
  clientOrderId: string;
  symbol: string;
  orderTag: string;
  side: OrderSide;
  type: OrderType;
  status: OrderStatus;
  price: string | null;
  quantity: string | null;
  amount: string | null;
  executed: string;
  /** Σ price × quantity of the fills (for the average price). */
  executedQuote: string;
  totalFee: string;
  feeAsset: string;
  reduceOnly: boolean;
  hidden: boolean;
  realizedPnl: string;
  createdTime: number;
  updatedTime: number;
  /** Spot: what the order still holds frozen, in `lockAsset`. */
  locked: string;
  lockAsset: string;
  /** Time priority in the book (a new sequence when an amend loses priority). */
  seq: number;
  reason: string;
}

/** A fill of one side of a trade (`transactionHistory` row, plus its owner). */
export interface FillRecord {
  id: number;
  userId: number;
  symbol: string;
  orderId: number;
  side: OrderSide;
  executedPrice: string;
  executedQuantity: string;
  fee: string;
  feeAsset: string;
  realizedPnl: string;
  isMaker: boolean;
  executedTimestamp: number;
}

export interface BalanceRecord {
  userId: number;
  token: string;
  holding: string;
  frozen: string;
}

export interface PositionRecord {
  userId: number;
  symbol: string;
  holding: string;
  averageOpenPrice: string;
  openingTime: number;
}

/** A ledger entry (`/v3/asset/token/history` types); the demo funds are DEPOSITs. */
export interface LedgerRecord {
  userId: number;
  token: string;
  type: 'DEPOSIT' | 'INTEREST';
  amount: string;
  createdTime: number;
}

export interface TradingAccountRecord {
  userId: number;
  leverage: number;
  createdTime: number;
}

/** Everything one engine operation changed: written in one transaction. */
export interface TradingChanges {
  readonly accounts: TradingAccountRecord[];
  readonly orders: OrderRecord[];
  readonly fills: FillRecord[];
  readonly balances: BalanceRecord[];
  readonly positions: PositionRecord[];
  readonly ledger: LedgerRecord[];
  /** Algo (stop) orders written by `AlgoOrders` (optional: older callers leave it out). */
  readonly algos?: AlgoRecord[];
  /** Spot margin accounts and their history rows (spot-margin-state.ts). */
  readonly spotMargin?: SpotMarginChanges;
}

/** The whole trading state, read once at start. */
export type TradingSnapshot = TradingChanges;

/**
 * Durable trading state (ADR 0017: one writer, the engine). `apply` writes one operation's changes atomically; the
 * engine keeps everything in memory and reads the store only at start.
 */
export interface TradingRepository {
  load(): Promise<TradingSnapshot>;
  apply(changes: TradingChanges): Promise<void>;
}

/** Keeps the rows in memory (tests; a new engine on the same repository sees what the old one wrote). */
export class MemoryTradingRepository implements TradingRepository {
  private readonly accounts = new Map<number, TradingAccountRecord>();
  private readonly orders = new Map<number, OrderRecord>();
  private readonly fills: FillRecord[] = [];
  private readonly balances = new Map<string, BalanceRecord>();
  private readonly positions = new Map<string, PositionRecord>();
  private readonly ledger: LedgerRecord[] = [];
  private readonly algos = new Map<number, AlgoRecord>();
  private readonly margin = new Map<number, SpotMarginChanges['accounts'][number]>();
  private readonly marginHistory: SpotMarginChanges['history'] = [];

  async load(): Promise<TradingSnapshot> {
    const copy = <T>(rows: Iterable<T>): T[] => [...rows].map((r) => ({ ...r }));
    return {
      accounts: copy(this.accounts.values()), orders: copy(this.orders.values()), fills: copy(this.fills),
      balances: copy(this.balances.values()), positions: copy(this.positions.values()), ledger: copy(this.ledger),
      algos: copy(this.algos.values()),
      spotMargin: { accounts: copy(this.margin.values()), history: copy(this.marginHistory) },
    };
  }

  async apply(changes: TradingChanges): Promise<void> {
    for (const a of changes.accounts) this.accounts.set(a.userId, { ...a });
    for (const o of changes.orders) this.orders.set(o.orderId, { ...o });
    for (const f of changes.fills) this.fills.push({ ...f });
    for (const b of changes.balances) this.balances.set(`${b.userId} ${b.token}`, { ...b });
    for (const p of changes.positions) this.positions.set(`${p.userId} ${p.symbol}`, { ...p });
    for (const l of changes.ledger) this.ledger.push({ ...l });
    for (const x of changes.algos ?? []) this.algos.set(x.algoOrderId, { ...x });
    for (const m of changes.spotMargin?.accounts ?? []) this.margin.set(m.userId, { ...m });
    for (const h of changes.spotMargin?.history ?? []) this.marginHistory.push({ ...h });
  }
}
