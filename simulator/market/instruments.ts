import { CATALOGUE, type Category } from './catalogue';
import { baseTickFor, quoteTickFor } from './tick-math';

export type MarketType = 'SPOT' | 'PERP';

/** A tradable symbol and its static trading rules. */
export interface Instrument {
  readonly symbol: string;
  readonly type: MarketType;
  readonly base: string;
  readonly quote: 'USDT';
  readonly category: Category;
  readonly rank: number;
  readonly refPrice: number;
  readonly quoteTick: number;
  readonly baseTick: number;
  readonly isStable: boolean;
  /** Typical 24 h turnover in USDT. */
  readonly liquidity: number;
  /** Daily volatility (fraction of the price). */
  readonly dailyVol: number;
}

export const PERP_COUNT = 150;

const VOLATILITY: Record<Category, number> = {
  'Layer 1': 0.035,
  'Layer 2': 0.05,
  DeFi: 0.05,
  Meme: 0.09,
  AI: 0.06,
  Gaming: 0.055,
  Infrastructure: 0.045,
  Exchange: 0.03,
  Stablecoins: 0.0004,
};

/** About 177 spot symbols (every catalogue asset) and 150 perpetuals (the largest non-stable assets). */
export function buildInstruments(): Instrument[] {
  const spot = CATALOGUE.map((entry) => toInstrument(entry, 'SPOT'));
  const perp = CATALOGUE.filter((entry) => entry.category !== 'Stablecoins')
    .slice(0, PERP_COUNT)
    .map((entry) => toInstrument(entry, 'PERP'));
  return [...spot, ...perp];
}

function toInstrument(entry: (typeof CATALOGUE)[number], type: MarketType): Instrument {
  const isStable = entry.category === 'Stablecoins';
  const spotLiquidity = 4e8 / entry.rank ** 1.3 + 2e5;
  return {
    symbol: `${type}_${entry.base}_USDT`,
    type,
    base: entry.base,
    quote: 'USDT',
    category: entry.category,
    rank: entry.rank,
    refPrice: entry.price,
    quoteTick: quoteTickFor(entry.price),
    baseTick: isStable ? 0.01 : baseTickFor(entry.price),
    isStable,
    liquidity: type === 'PERP' ? spotLiquidity * 2.5 : spotLiquidity,
    dailyVol: VOLATILITY[entry.category],
  };
}
