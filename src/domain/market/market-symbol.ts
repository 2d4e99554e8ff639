/** Exchange symbols are `<TYPE>_<BASE>_<QUOTE>`, for example `SPOT_BTC_USDT` or `PERP_BTC_USDT`. */
export type MarketType = 'SPOT' | 'PERP';

export interface MarketSymbol {
  readonly symbol: string;
  readonly type: MarketType;
  readonly base: string;
  readonly quote: string;
}

/** The product token against USDT on spot: its snapshot drives the home ticker. */
export const PRODUCT_TOKEN = 'WOO';
export const PRODUCT_SPOT_SYMBOL = 'SPOT_WOO_USDT';

const SYMBOL_PATTERN = /^(SPOT|PERP)_([A-Z0-9]{1,20})_([A-Z0-9]{1,10})$/;

export function parseMarketSymbol(symbol: string): MarketSymbol | undefined {
  const match = SYMBOL_PATTERN.exec(symbol);
  if (!match) return undefined;
  return { symbol, type: match[1] as MarketType, base: match[2], quote: match[3] };
}

/** How a market is written to people: `BTC/USDT` for spot, `BTC-PERP` for perpetuals; anything else as given. */
export function marketSymbolLabel(symbol: string): string {
  const parsed = parseMarketSymbol(symbol);
  if (!parsed) return symbol;
  return parsed.type === 'PERP' ? `${parsed.base}-PERP` : `${parsed.base}/${parsed.quote}`;
}

export function isMarketSymbol(symbol: string): boolean {
  return SYMBOL_PATTERN.test(symbol);
}
