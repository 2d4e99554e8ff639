import type Decimal from 'decimal.js';
import type { MarketEngine } from '../market/market-engine';
import type { AccountState } from './account-state';
import type { EngineBus } from './engine-bus';
import type { Ledger } from './ledger';
import type { FundingRecord, LedgerType, OrderRecord } from './records';
import type { RiskEntry } from './risk-index';
import type { SymbolRules } from './rules';
import type { TradingWriter } from './writer';

/** What the risk engine uses of the trading engine (`TradingEngine` is one; an interface keeps the files acyclic). */
export interface RiskHost {
  readonly accounts: ReadonlyMap<number, AccountState>;
  readonly markOverrides: ReadonlyMap<string, string>;
  readonly market: MarketEngine;
  readonly writer: TradingWriter;
  /** Funding payments are published on it. */
  readonly bus: Pick<EngineBus, 'wants' | 'emit'>;
  readonly options: { readonly onError?: (error: unknown) => void; readonly fundingIntervalMs?: number };
  now(): number;
  rules(symbol: string): SymbolRules;
  markPrice(symbol: string): Decimal;
  cancelAll(userId: number, symbol?: string): number;
  forceClose(a: AccountState, symbol: string, side: 'BUY' | 'SELL', lots: number, ticks: number, reason: string): OrderRecord;
  adjustBalance(a: AccountState, token: string, amount: Decimal, type: LedgerType): void;
  /** The only writer of balances (ledger.ts): a liquidation runs `underwritten`. */
  readonly ledger: Pick<Ledger, 'underwritten'>;
  publishChanges(): void;
}

/** A liquidation the engine decided: the account's cross positions, or one isolated position. */
export interface LiquidationDecision {
  readonly a: AccountState;
  readonly symbol: string;
  /** The isolated position's key; undefined: every cross position of the account. */
  readonly isolatedKey?: string;
}

/** One closed position of a liquidation (tests, the control surface). */
export interface LiquidationRecord {
  readonly userId: number;
  readonly symbol: string;
  readonly side: 'LONG' | 'SHORT';
  readonly quantity: string;
  readonly price: string;
  /** What the insurance fund took (+) or paid (−) for the account's liquidation. */
  readonly toInsuranceFund: string;
  readonly time: number;
}

/** What liquidation and funding (risk-liquidation.ts, risk-funding.ts) use of the risk engine. */
export interface RiskContext {
  readonly trading: RiskHost;
  readonly liquidations: LiquidationRecord[];
  fund: Decimal;
  nextFundingId: number;
  readonly markNumber: (symbol: string) => number;
  toFund(a: AccountState | undefined, amount: Decimal, symbol: string): void;
  touched(a: AccountState): void;
  rowsOf(userId: number): FundingRecord[];
  holdersOf(symbol: string): RiskEntry[];
  onMarkChanged(symbol: string): readonly LiquidationDecision[];
}
