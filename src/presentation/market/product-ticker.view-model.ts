import { PRODUCT_SPOT_SYMBOL } from '../../domain/market/market-symbol';
import type { ExchangeTotals, ProductTicker } from '../../domain/market/ticker';
import { formatDecimal } from '../../domain/shared/amount-format';
import { trendOfChange } from '../markets/market-row.view-model';
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
  return {
    lastPrice: formatHomePrice(language, PRODUCT_SPOT_SYMBOL, ticker?.lastPrice),
    change: formatPercentChange(language, ticker?.change),
    trend: trendOfChange(ticker?.change),
    volume: formatDecimal(language, total?.volume, 2),
    transactions: formatDecimal(language, total === undefined ? undefined : String(total.transactions), 0),
  };
}
