import { MarketEngine } from '../../simulator/market/market-engine';
import type { LiveBook } from '../../simulator/market/live-books';

/**
 * A market whose spot prices are fixed and whose books hold only users' orders (no synthetic depth), so every fill is
 * at a price the test or scenario chose. Shared by the simulator's jest specs and the spot-margin scenarios.
 */
export class FixedPriceMarket extends MarketEngine {
  readonly prices = new Map<string, number>();

  override useBook(): LiveBook | undefined {
    return undefined;
  }

  override symbolState(symbol: string): ReturnType<MarketEngine['symbolState']> {
    const state = super.symbolState(symbol);
    const price = this.prices.get(symbol);
    return state && price !== undefined ? { ...state, fair: price, close: price } : state;
  }
}
