import {
  changePercent,
  decimalsOfTick,
  DEFAULT_PRICE_DECIMALS,
  priceDecimals,
  QUANTITY_DECIMALS,
  roundDown,
} from '../../domain/market/price';
import { groupThousands } from '../market/product-ticker.view-model';

export const PLACEHOLDER = '--';

/** A decimal string rounded down to `decimals` and grouped by thousands; `--` when missing or not a number. */
export function formatDecimal(value: string | undefined, decimals: number): string {
  if (value === undefined) return PLACEHOLDER;
  const rounded = roundDown(value, decimals);
  return rounded === undefined ? PLACEHOLDER : groupThousands(rounded);
}

/** Home widgets: WOO/USDT prices 4 decimals, all others 2, rounded down. */
export function formatHomePrice(symbol: string, value: string | undefined): string {
  return formatDecimal(value, priceDecimals(symbol));
}

/** Bid and ask quantities: 2 decimals, rounded down. */
export function formatQuantity(value: string | undefined): string {
  return formatDecimal(value, QUANTITY_DECIMALS);
}

/** Markets pages: the instrument's own quote tick sets the decimals; 2 until instrument info is known. */
export function formatTickPrice(value: string | undefined, quoteTick: string | undefined): string {
  return formatDecimal(value, quoteTick === undefined ? DEFAULT_PRICE_DECIMALS : decimalsOfTick(quoteTick));
}

/** 24 h change from open to close as `+1.23%` / `-4.56%`, rounded toward zero; `--` when unknown. */
export function formatChange(open: string | undefined, close: string | undefined): string {
  const change = open !== undefined && close !== undefined ? changePercent(open, close) : undefined;
  const rounded = change === undefined ? undefined : roundDown(change, 2);
  if (rounded === undefined) return PLACEHOLDER;
  return /^-?0\.00$/.test(rounded) || rounded.startsWith('-') ? rounded.replace(/^-0\.00$/, '0.00') + '%' : `+${rounded}%`;
}
