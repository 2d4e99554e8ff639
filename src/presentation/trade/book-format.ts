import { decimalsOfTick, roundDown } from '../../domain/market/price';
import { rowCumulative, rowSize, type BookRow, type SizeUnit } from '../../domain/trade/book-grouping';

/** Quote amounts (USDT) show two decimals. */
export const QUOTE_DECIMALS = 2;
/** Base sizes without a known step show up to four decimals. */
export const DEFAULT_SIZE_DECIMALS = 4;

/** Decimals a size shows: the base step's in base, two in quote. */
export function sizeDecimals(unit: SizeUnit, baseTick: string | undefined): number {
  if (unit === 'quote') return QUOTE_DECIMALS;
  return baseTick === undefined ? DEFAULT_SIZE_DECIMALS : decimalsOfTick(baseTick);
}

export interface BookRowText {
  readonly price: string;
  readonly size: string;
  readonly total: string;
}

/** A row's three cells, rounded toward zero (docs/adr/0003). */
export function bookRowText(row: BookRow, unit: SizeUnit, decimals: number): BookRowText {
  return {
    price: row.price,
    size: roundDown(rowSize(row, unit), decimals) ?? '',
    total: roundDown(rowCumulative(row, unit), decimals) ?? '',
  };
}

/** HH:mm:ss in the visitor's time zone. */
export function tradeTime(ts: number): string {
  const d = new Date(ts);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
