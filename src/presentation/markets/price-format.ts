import { formatDecimal } from '../../domain/shared/amount-format';
import {
  changePercent,
  decimalsOfTick,
  DEFAULT_PRICE_DECIMALS,
  priceDecimals,
  QUANTITY_DECIMALS,
  roundDown,
} from '../../domain/market/price';

export const PLACEHOLDER = '--';

// Every figure goes through the app's one formatter (domain/shared/amount-format.ts: rounded toward zero, "1,234.50"
// in English, "1 234,50" in Russian); these name the markets' rules.

/** Home widgets: WOO/USDT prices 4 decimals, all others 2, rounded down. */
export function formatHomePrice(language: string, symbol: string, value: string | undefined): string {
  return formatDecimal(language, value, priceDecimals(symbol));
}

/** Bid and ask quantities: 2 decimals, rounded down. */
export function formatQuantity(language: string, value: string | undefined): string {
  return formatDecimal(language, value, QUANTITY_DECIMALS);
}

/** Markets pages: the instrument's own quote tick sets the decimals; 2 until instrument info is known. */
export function formatTickPrice(language: string, value: string | undefined, quoteTick: string | undefined): string {
  return formatDecimal(language, value, quoteTick === undefined ? DEFAULT_PRICE_DECIMALS : decimalsOfTick(quoteTick));
}

/**
 * A change in percent (a decimal string, 1.234 for 1.234 %) at 2 decimals rounded toward zero, signed: `+1.23%`,
 * `-4.56%`, and `0.00%` for one that rounds to nothing; `--` when unknown.
 */
export function formatPercentChange(language: string, change: string | undefined): string {
  const rounded = change === undefined ? undefined : roundDown(change, 2);
  if (rounded === undefined) return PLACEHOLDER;
  const text = formatDecimal(language, rounded, 2);
  return /^-|^0\.0+$/.test(rounded) ? `${text}%` : `+${text}%`;
}

/** 24 h change from open to close as `+1.23%` / `-4.56%`, rounded toward zero; `--` when unknown. */
export function formatChange(language: string, open: string | undefined, close: string | undefined): string {
  return formatPercentChange(language, open !== undefined && close !== undefined ? changePercent(open, close) : undefined);
}
