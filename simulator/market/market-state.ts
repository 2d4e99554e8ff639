import type { Instrument } from './instruments';

/** The moving part of one symbol. `fair` is the unrounded walk price; every other price sits on the tick. */
export interface SymbolState {
  readonly fair: number;
  readonly open: number;
  readonly close: number;
  readonly high: number;
  readonly low: number;
  readonly volume: number;
  readonly amount: number;
  readonly count: number;
  readonly lastTradeTs: number;
  readonly bid: number;
  readonly bidSize: number;
  readonly ask: number;
  readonly askSize: number;
  /** Off-book share: aggregated figures = on-book figures × this factor. */
  readonly aggregation: number;
  /** PERP only: premium of the perpetual over spot, funding rates and open interest. */
  readonly premium: number;
  readonly lastFundingRate: number;
  readonly openInterest: number;
}

export interface MarketState {
  readonly instruments: readonly Instrument[];
  readonly symbols: readonly SymbolState[];
  /** symbol → index into `instruments`/`symbols`. */
  readonly index: ReadonlyMap<string, number>;
  /** For each instrument, the index of the spot instrument of the same base (itself for spot), or -1. */
  readonly spotOf: readonly number[];
  readonly steps: number;
}

export interface TickerRow {
  readonly symbol: string;
  readonly open: number;
  readonly close: number;
  readonly high: number;
  readonly low: number;
  readonly volume: number;
  readonly amount: number;
  readonly aggregatedAmount: number;
  readonly aggregatedQuantity: number;
  readonly count: number;
  readonly lastTradeTs: number;
}

export interface BboRow {
  readonly symbol: string;
  readonly ask: number;
  readonly askSize: number;
  readonly bid: number;
  readonly bidSize: number;
}

export interface TotalsRow {
  readonly type: 'SPOT' | 'PERP';
  readonly amount: number;
  readonly count: number;
}

/** Average size of one simulated trade, in USDT. */
export const TRADE_NOTIONAL = 300;
/** Amounts (USDT turnover) keep this many decimals. */
export const AMOUNT_DECIMALS = 4;
