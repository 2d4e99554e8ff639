import type { InstrumentInfo } from '../../domain/market/instrument';
import type { TickerRow } from '../../domain/market/ticker';
import { changePercent } from '../../domain/market/price';
import { formatChange, formatDecimal, formatQuantity, formatTickPrice } from './price-format';

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

/** One row of a markets table: prices at the instrument's tick, rounded down; quantities 2 decimals. */
export function toMarketRowView(row: TickerRow | undefined, instrument: InstrumentInfo | undefined): MarketRowView {
  const tick = instrument?.quoteTick;
  const change = formatChange(row?.open, row?.close);
  return {
    last: formatTickPrice(row?.close, tick),
    change,
    trend: trendOf(row),
    high: formatTickPrice(row?.high, tick),
    low: formatTickPrice(row?.low, tick),
    bid: formatTickPrice(row?.firstBidPrice, tick),
    ask: formatTickPrice(row?.firstAskPrice, tick),
    bidSize: formatQuantity(row?.firstBidQuantity),
    askSize: formatQuantity(row?.firstAskQuantity),
    volume: formatDecimal(row?.amount, 2),
  };
}

export type MarketField = 'last' | 'high' | 'low' | 'bid' | 'ask' | 'volume';

/**
 * One price or volume of a row, formatted as `toMarketRowView` does: a table cell shows one field, and formatting
 * the other nine (decimal.js) for every cell was a third of the table's first render.
 */
export function marketFieldView(row: TickerRow | undefined, instrument: InstrumentInfo | undefined, field: MarketField): string {
  const tick = instrument?.quoteTick;
  switch (field) {
    case 'last':
      return formatTickPrice(row?.close, tick);
    case 'high':
      return formatTickPrice(row?.high, tick);
    case 'low':
      return formatTickPrice(row?.low, tick);
    case 'bid':
      return formatTickPrice(row?.firstBidPrice, tick);
    case 'ask':
      return formatTickPrice(row?.firstAskPrice, tick);
    case 'volume':
      return formatDecimal(row?.amount, 2);
  }
}

export function trendOf(row: TickerRow | undefined): 'up' | 'down' | 'flat' {
  const change = row?.open !== undefined && row.close !== undefined ? changePercent(row.open, row.close) : undefined;
  if (change === undefined || /^-?0(\.0*)?$/.test(change)) return 'flat';
  return change.startsWith('-') ? 'down' : 'up';
}
