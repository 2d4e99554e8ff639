import type { InstrumentInfo } from '../../domain/market/instrument';
import type { TickerRow } from '../../domain/market/ticker';
import { changePercent, roundDown } from '../../domain/market/price';
import { formatDecimal } from '../../domain/shared/amount-format';
import { formatChange, formatQuantity, formatTickPrice } from './price-format';

export interface MarketRowView {
  readonly last: string;
  readonly change: string;
  readonly trend: 'up' | 'down' | 'flat';
  readonly high: string;
  readonly low: string;
  readonly bid: string;
  readonly ask: string;
  readonly bidSize: string;
  readonly askSize: string;
  /** 24 h turnover in USDT, 2 decimals. */
  readonly volume: string;
}

/** One row of a markets table in the language's separators: prices at the instrument's tick, rounded down; quantities 2 decimals. */
export function toMarketRowView(language: string, row: TickerRow | undefined, instrument: InstrumentInfo | undefined): MarketRowView {
  const tick = instrument?.quoteTick;
  const change = formatChange(language, row?.open, row?.close);
  return {
    last: formatTickPrice(language, row?.close, tick),
    change,
    trend: trendOf(row),
    high: formatTickPrice(language, row?.high, tick),
    low: formatTickPrice(language, row?.low, tick),
    bid: formatTickPrice(language, row?.firstBidPrice, tick),
    ask: formatTickPrice(language, row?.firstAskPrice, tick),
    bidSize: formatQuantity(language, row?.firstBidQuantity),
    askSize: formatQuantity(language, row?.firstAskQuantity),
    volume: formatDecimal(language, row?.amount, 2),
  };
}

export type MarketField = 'last' | 'high' | 'low' | 'bid' | 'ask' | 'volume';

/**
 * One price or volume of a row, formatted as `toMarketRowView` does: a table cell shows one field, and formatting
 * the other nine (decimal.js) for every cell was a third of the table's first render.
 */
export function marketFieldView(
  language: string,
  row: TickerRow | undefined,
  instrument: InstrumentInfo | undefined,
  field: MarketField,
): string {
  const tick = instrument?.quoteTick;
  switch (field) {
    case 'last':
      return formatTickPrice(language, row?.close, tick);
    case 'high':
      return formatTickPrice(language, row?.high, tick);
    case 'low':
      return formatTickPrice(language, row?.low, tick);
    case 'bid':
      return formatTickPrice(language, row?.firstBidPrice, tick);
    case 'ask':
      return formatTickPrice(language, row?.firstAskPrice, tick);
    case 'volume':
      return formatDecimal(language, row?.amount, 2);
  }
}

/** The colour of a row's change as shown: a change that shows as 0.00 % (under 0.005 % either way) is flat, not green or red. */
export function trendOf(row: TickerRow | undefined): 'up' | 'down' | 'flat' {
  return trendOfChange(row?.open !== undefined && row.close !== undefined ? changePercent(row.open, row.close) : undefined);
}

/** The colour of a change in percent (1.234 for 1.234 %) as shown at 2 decimals: 0.00 % is flat. */
export function trendOfChange(change: string | undefined): 'up' | 'down' | 'flat' {
  const shown = change === undefined ? undefined : roundDown(change, 2);
  if (shown === undefined || shown === '0.00') return 'flat';
  return shown.startsWith('-') ? 'down' : 'up';
}
