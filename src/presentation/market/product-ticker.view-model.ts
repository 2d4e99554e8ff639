import { PRODUCT_SPOT_SYMBOL } from '../../domain/market/market-symbol';
import type { ExchangeTotals, ProductTicker } from '../../domain/market/ticker';
import { roundDown } from '../../domain/market/price';
import { formatDecimal } from '../../domain/shared/amount-format';
import { formatHomePrice, formatPercentChange } from '../markets/price-format';

export interface ProductTickerView {
  readonly lastPrice: string;
  readonly change: string;
  readonly trend: 'up' | 'down' | 'flat';
  readonly volume: string;
  readonly transactions: string;
}

/** The home widget's strings in the language's separators: WOO/USDT at 4 decimals rounded down, the change at 2, totals grouped. */
export function toProductTickerView(
  language: string,
  ticker: ProductTicker | undefined,
  total: ExchangeTotals | undefined,
): ProductTickerView {
  const rounded = ticker?.change === undefined ? undefined : roundDown(ticker.change, 2);
  const trend = !rounded || /^0\.00$/.test(rounded) ? 'flat' : rounded.startsWith('-') ? 'down' : 'up';
  return {
    lastPrice: formatHomePrice(language, PRODUCT_SPOT_SYMBOL, ticker?.lastPrice),
    change: formatPercentChange(language, ticker?.change),
    trend,
    volume: formatDecimal(language, total?.volume, 2),
    transactions: formatDecimal(language, total === undefined ? undefined : String(total.transactions), 0),
  };
}
