import { decimalsOfTick } from '../../domain/market/price';
import { rowCumulative, rowSize, type BookRow, type SizeUnit } from '../../domain/trade/book-grouping';
import { formatDecimalIn } from './trade-format';

/** Quote amounts (USDT) show two decimals. */
export const QUOTE_DECIMALS = 2;
/** Base sizes without a known step show up to four decimals. */
export const DEFAULT_SIZE_DECIMALS = 4;

/** Decimals a size shows: the base step's in base, two in quote. */
export function sizeDecimals(unit: SizeUnit, baseTick: string | undefined): number {
  if (unit === 'quote') return QUOTE_DECIMALS;
  return baseTick === undefined ? DEFAULT_SIZE_DECIMALS : decimalsOfTick(baseTick);
}

/** Decimals of a plain decimal string (`65000.10` → 2). */
const ownDecimals = (value: string): number => value.split('.')[1]?.length ?? 0;

/**
 * A price or size in the language's number format (grouping, decimal mark) with the decimals its tick implies; until
 * the tick is known, with the value's own decimals. Rounded toward zero (docs/adr/0003).
 */
export function formatOnTick(language: string, value: string, tick: string | undefined): string {
  return formatDecimalIn(language, value, tick === undefined ? ownDecimals(value) : decimalsOfTick(tick));
}

export interface BookRowText {
  /** The level's price as a plain decimal (what a pick and `data-price` carry). */
  readonly value: string;
  readonly price: string;
  readonly size: string;
  readonly total: string;
}

/**
 * A row's three cells in the language's number format: the price with the tick's decimals (the group step's price
 * is on the tick), size and running total with `decimals`, rounded toward zero (docs/adr/0003).
 */
export function bookRowText(row: BookRow, unit: SizeUnit, decimals: number, language: string, tick: string | undefined): BookRowText {
  return {
    value: row.price,
    price: formatOnTick(language, row.price, tick),
    size: formatDecimalIn(language, rowSize(row, unit), decimals),
    total: formatDecimalIn(language, rowCumulative(row, unit), decimals),
  };
}

/** HH:mm:ss in the visitor's time zone. */
export function tradeTime(ts: number): string {
  const d = new Date(ts);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
