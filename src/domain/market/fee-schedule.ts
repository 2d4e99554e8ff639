import Decimal from 'decimal.js';
import type { MarketType } from './market-symbol';

/** One fee group of the fee schedule (`/tradingfee/symbol_group/{type}/symbols`): its fees in basis points, its symbols. */
export interface FeeGroup {
  readonly marketType: MarketType;
  readonly symbolGroup: string;
  /** Basis points as a decimal string ("2" = 0.02 %); negative is a rebate. */
  readonly makerFeeBps: string;
  readonly takerFeeBps: string;
  readonly symbols: readonly string[];
}

/** Basis points as a percentage string: "2" → "0.02", "-0.5" → "-0.005", "10" → "0.1". */
export function bpsPercent(bps: string): string {
  return new Decimal(bps).div(100).toFixed();
}

/** What a trade of `notional` pays at `bps` (rounded to 8 decimals, half up): 10,000 at 5 bps → "5". */
export function feeOn(notional: string, bps: string): string {
  return new Decimal(notional).times(bps).div(10_000).toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed();
}
