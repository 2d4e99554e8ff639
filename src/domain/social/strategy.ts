/**
 * Copy-trading strategies: the strategy value a link or a campaign names, and
 * the product it trades. 'default-v2' → futures-v2, 'altcoins' → altcoin-futures, 'spot' → spot, 'default' → futures-v1.
 */
export const STRATEGIES = ['default-v2', 'altcoins', 'spot', 'default'] as const;
export type Strategy = (typeof STRATEGIES)[number];
export type StrategyProduct = 'futures-v2' | 'altcoin-futures' | 'spot' | 'futures-v1';

export const STRATEGY_PRODUCTS: Readonly<Record<Strategy, StrategyProduct>> = {
  'default-v2': 'futures-v2',
  altcoins: 'altcoin-futures',
  spot: 'spot',
  default: 'futures-v1',
};

export function isStrategy(value: string): value is Strategy {
  return (STRATEGIES as readonly string[]).includes(value);
}

/** The product a strategy value trades; undefined for a value the spec does not name (no guessing, no case folding). */
export function productOfStrategy(value: string | null | undefined): StrategyProduct | undefined {
  return value !== null && value !== undefined && isStrategy(value) ? STRATEGY_PRODUCTS[value] : undefined;
}

/** One strategy's figures over a period, from the traders who follow it (`public/strategies`; decimals as strings). */
export interface StrategyFigures {
  readonly strategy: Strategy;
  /** Traders of the strategy with a trade in the period, and in all. */
  readonly traders: number;
  readonly population: number;
  readonly pnl: string;
  /** A fraction (Σ PnL ÷ Σ deposited capital). */
  readonly roi: string;
  readonly volume: string;
  /** Traders with a positive PnL ÷ traders with a trade; null when none traded. */
  readonly winningShare: string | null;
  readonly topTraders: readonly { readonly uuid: string; readonly coolName: string; readonly pnl: string; readonly roi: string }[];
}

/** A strategy as the page lists it: its figures and the product it trades (the spec's mapping, never the wire's). */
export interface StrategySummary extends StrategyFigures {
  readonly product: StrategyProduct;
}

export const summaryOf = (figures: StrategyFigures): StrategySummary => ({ ...figures, product: STRATEGY_PRODUCTS[figures.strategy] });
