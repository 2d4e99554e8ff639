import { priceDecimals, roundDown } from '../../domain/market/price';
import { PRODUCT_SPOT_SYMBOL } from '../../domain/market/market-symbol';
import type { ExchangeTotals, ProductTicker } from '../../domain/market/ticker';

export interface ProductTickerView {
  readonly lastPrice: string;
  readonly change: string;
  readonly trend: 'up' | 'down' | 'flat';
  readonly volume: string;
  readonly transactions: string;
}

const PLACEHOLDER = '--';

/** Inserts thousands separators into a plain decimal string ('1234567.50' → '1,234,567.50'). */
export function groupThousands(value: string): string {
  const [whole, fraction] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** The home widget's strings: WOO/USDT at 4 decimals rounded down, the change at 2, totals grouped. */
export function toProductTickerView(ticker: ProductTicker | undefined, total: ExchangeTotals | undefined): ProductTickerView {
  const last = ticker ? roundDown(ticker.lastPrice, priceDecimals(PRODUCT_SPOT_SYMBOL)) : undefined;
  const change = ticker?.change !== undefined ? roundDown(ticker.change, 2) : undefined;
  const trend = !change || /^-?0\.00$/.test(change) ? 'flat' : change.startsWith('-') ? 'down' : 'up';
  const volume = total ? roundDown(total.volume, 2) : undefined;
  return {
    lastPrice: last ?? PLACEHOLDER,
    change: change === undefined ? PLACEHOLDER : `${trend === 'up' ? '+' : ''}${change}%`,
    trend,
    volume: volume ? groupThousands(volume) : PLACEHOLDER,
    transactions: total ? groupThousands(String(total.transactions)) : PLACEHOLDER,
  };
}
