import type { OrderSide, OrderStatus, OrderType } from '../../src/domain/trade/orders/order';
import type { WalletTransferRecord } from '../wallet/wallet-records';
import type { EarnRecord } from '../earn/earn-records';
import type { GrowthRow } from '../campaigns/growth-rows';
import type { CopyRow } from '../copy/copy-rows';
import type { MarginMode, PositionMode, PositionSide } from '../../src/domain/trade/perps/leverage';
import type { AlgoRecord } from './algo-records';
import type { SpotMarginChanges } from './spot-margin-state';

export type { MarginMode, PositionMode, PositionSide };

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
  /** Perpetuals: the position the order acts on (hedge mode LONG/SHORT; absent on orders stored before: BOTH). */
  positionSide?: PositionSide;
  /** Perpetuals: the margin mode of the position it opens (absent on orders stored before: CROSS). */
  marginMode?: MarginMode;
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

/**
 * A perpetual position (ADR 0019). One-way mode: one per symbol (positionSide BOTH); hedge mode: a LONG and a SHORT
 * per symbol, kept under `positionKey(symbol, positionSide)`. Holding is signed (a SHORT's is ≤ 0).
 */
export interface PositionRecord {
  userId: number;
  symbol: string;
  holding: string;
  averageOpenPrice: string;
  openingTime: number;
  positionSide: PositionSide;
  marginMode: MarginMode;
  leverage: number;
  /** USDT set aside for an isolated position (part of the USDT holding, not of the cross collateral); '0' for cross. */
  isolatedMargin: string;
}

/** A symbol's leverage and margin mode for one account (`PUT /v3/futures/leverage`). */
export interface SymbolSettingRecord {
  userId: number;
  symbol: string;
  leverage: number;
  marginMode: MarginMode;
}

/** The real `/v3/asset/token/history` types (trading-facts.md "Wallet, earn, account"). */
export const LEDGER_TYPES = [
  'WITHDRAW',
  'DEPOSIT',
  'EARN',
  'CREDIT',
  'DISTRIBUTION',
  'REFERRAL',
  'SUB_ACCOUNT_TRANSFER',
  'REBATE',
  'LIQUIDATION',
  'STAKING',
  'UNSTAKING',
  'UNSTAKING_FEE',
  'INTEREST',
  'CONVERT',
  'FUNDING_FEE',
  'REALIZED_PNL',
  'COPY_FEE',
  'COPY_PROFIT_SHARED',
  'SPOT_TRANSACTION',
  'TRANSACTION_FEE',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

/**
 * A ledger entry (`/v3/asset/token/history`): one per balance move. The demo funds are DEPOSITs, funding payments
 * FUNDING_FEE, what a liquidation hands to the insurance fund (−) or takes from it (+) LIQUIDATION (risk-engine.ts),
 * a fill's moves SPOT_TRANSACTION / REALIZED_PNL and its fee TRANSACTION_FEE (fill-book.ts). Signed amounts.
 * `id` and `balanceAfter` are absent on rows written before migration 60.
 */
export interface LedgerRecord {
  id?: number;
  userId: number;
  token: string;
  type: LedgerType;
  amount: string;
  /** The token's holding right after this row. */
  balanceAfter?: string;
  createdTime: number;
}

export interface TradingAccountRecord {
  userId: number;
  leverage: number;
  createdTime: number;
  /** Absent on accounts stored before migration 52: ONE_WAY. */
  positionMode?: PositionMode;
}

/** A funding payment of one position (`GET /v3/futures/fundingFee/history` row, plus its owner). */
export interface FundingRecord {
  id: number;
  userId: number;
  symbol: string;
  fundingRate: string;
  markPrice: string;
  /** The signed change of the holder's balance (− paid, + received). */
  fundingFee: string;
  paymentType: 'Pay' | 'Receive';
  createdTime: number;
}

/** The insurance fund's balance (one USDT pool for every perpetual). */
export interface InsuranceRecord {
  token: string;
  balance: string;
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
  /** Funding payments and the insurance fund (risk-engine.ts; optional as `algos`). */
  readonly funding?: FundingRecord[];
  readonly insurance?: InsuranceRecord[];
  /** Per-symbol leverage and margin mode (optional: older callers leave it out). */
  readonly symbolSettings?: SymbolSettingRecord[];
  /** Spot margin accounts and their history rows (spot-margin-state.ts). */
  readonly spotMargin?: SpotMarginChanges;
  /** Deposits and withdrawals (simulator/wallet; optional as `algos`). */
  readonly wallet?: WalletTransferRecord[];
  /** Completed conversions (simulator/convert/), stored with their two CONVERT ledger rows. */
  readonly conversions?: ConversionRecord[];
  /** simulator/campaigns rows (notifications, referral codes and commissions, rewards). */
  readonly growth?: GrowthRow[];
  /** simulator/copy rows (lead traders, copies, copied orders), stored with the orders and ledger rows they caused. */
  readonly copy?: CopyRow[];
  /** Staking, savings, yield and WOO snapshot rows (simulator/earn/), stored with the ledger rows of their moves. */
  readonly earn?: EarnRecord[];
  /** Internal transfers (simulator/subaccounts/), stored with their two SUB_ACCOUNT_TRANSFER ledger rows. */
  readonly transfers?: AssetTransferRecord[];
}

/** An internal transfer between a main account and its sub-accounts (`/v3/asset/transfer/history` row). */
export interface AssetTransferRecord {
  id: number;
  token: string;
  amount: string;
  fromUserId: number;
  toUserId: number;
  status: 'COMPLETED';
  createdTime: number;
}

/** A completed conversion (`GET /v3/convert/trades` row, plus its owner). */
export interface ConversionRecord {
  id: number;
  userId: number;
  quoteId: number;
  sellToken: string;
  sellQuantity: string;
  buyToken: string;
  buyQuantity: string;
  buyPrice: string;
  createdTime: number;
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
  private readonly funding: FundingRecord[] = [];
  private readonly insurance = new Map<string, InsuranceRecord>();
  private readonly settings = new Map<string, SymbolSettingRecord>();
  private readonly margin = new Map<number, SpotMarginChanges['accounts'][number]>();
  private readonly marginHistory: SpotMarginChanges['history'] = [];
  private readonly conversions: ConversionRecord[] = [];
  private readonly transfers: AssetTransferRecord[] = [];
  private readonly wallet = new Map<number, WalletTransferRecord>();
  private readonly earn = new Map<string, EarnRecord>();
  private readonly growth = new Map<string, GrowthRow>();
  private readonly copyRows = new Map<string, CopyRow>();

  async load(): Promise<TradingSnapshot> {
    const copy = <T>(rows: Iterable<T>): T[] => [...rows].map((r) => ({ ...r }));
    return {
      accounts: copy(this.accounts.values()),
      orders: copy(this.orders.values()),
      fills: copy(this.fills),
      balances: copy(this.balances.values()),
      positions: copy(this.positions.values()),
      ledger: copy(this.ledger),
      algos: copy(this.algos.values()),
      funding: copy(this.funding),
      insurance: copy(this.insurance.values()),
      symbolSettings: copy(this.settings.values()),
      spotMargin: { accounts: copy(this.margin.values()), history: copy(this.marginHistory) },
      conversions: copy(this.conversions),
      transfers: copy(this.transfers),
      wallet: copy(this.wallet.values()),
      earn: [...this.earn.values()].map((e) => structuredClone(e)),
      growth: copy(this.growth.values()),
      copy: copy(this.copyRows.values()),
    };
  }

  async apply(changes: TradingChanges): Promise<void> {
    for (const a of changes.accounts) this.accounts.set(a.userId, { ...a });
    for (const o of changes.orders) this.orders.set(o.orderId, { ...o });
    for (const f of changes.fills) this.fills.push({ ...f });
    for (const b of changes.balances) this.balances.set(`${b.userId} ${b.token}`, { ...b });
    for (const p of changes.positions) this.positions.set(`${p.userId} ${p.symbol} ${p.positionSide}`, { ...p });
    for (const l of changes.ledger) this.ledger.push({ ...l });
    for (const x of changes.algos ?? []) this.algos.set(x.algoOrderId, { ...x });
    for (const f of changes.funding ?? []) this.funding.push({ ...f });
    for (const i of changes.insurance ?? []) this.insurance.set(i.token, { ...i });
    for (const x of changes.symbolSettings ?? []) this.settings.set(`${x.userId} ${x.symbol}`, { ...x });
    for (const m of changes.spotMargin?.accounts ?? []) this.margin.set(m.userId, { ...m });
    for (const h of changes.spotMargin?.history ?? []) this.marginHistory.push({ ...h });
    for (const c of changes.conversions ?? []) this.conversions.push({ ...c });
    for (const t of changes.transfers ?? []) this.transfers.push({ ...t });
    for (const w of changes.wallet ?? []) this.wallet.set(w.id, { ...w });
    for (const e of changes.earn ?? []) this.earn.set(e.key, structuredClone(e));
    for (const g of changes.growth ?? []) {
      if (g.removed) this.growth.delete(`${g.kind} ${g.id}`);
      else this.growth.set(`${g.kind} ${g.id}`, { ...g });
    }
    for (const r of changes.copy ?? []) this.copyRows.set(`${r.kind} ${r.id}`, { ...r, body: structuredClone(r.body) });
  }
}
