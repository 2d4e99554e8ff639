import type { Instrument } from './instruments';
import { AMOUNT_DECIMALS, type MarketState, type TickerRow, type TotalsRow } from './market-state';
import { powerOfTen, roundDecimals, roundToTick } from './tick-math';

export function tickerRow(state: MarketState, i: number): TickerRow {
  const instrument = state.instruments[i];
  const s = state.symbols[i];
  return {
    symbol: instrument.symbol,
    open: s.open,
    close: s.close,
    high: s.high,
    low: s.low,
    volume: s.volume,
    amount: s.amount,
    aggregatedAmount: roundDecimals(s.amount * s.aggregation, AMOUNT_DECIMALS),
    aggregatedQuantity: roundToTick(s.volume * s.aggregation, instrument.baseTick),
    count: s.count,
    lastTradeTs: s.lastTradeTs,
  };
}

export function tickerRows(state: MarketState): TickerRow[] {
  return state.instruments.map((_, i) => tickerRow(state, i));
}

/** 24 h turnover (USDT) and trade count per market type. */
export function totals(state: MarketState): TotalsRow[] {
  const sums = { SPOT: { amount: 0, count: 0 }, PERP: { amount: 0, count: 0 } };
  state.instruments.forEach((instrument, i) => {
    sums[instrument.type].amount += state.symbols[i].amount;
    sums[instrument.type].count += state.symbols[i].count;
  });
  return (['SPOT', 'PERP'] as const).map((type) => ({
    type,
    amount: roundDecimals(sums[type].amount, 2),
    count: sums[type].count,
  }));
}

/** The instrument info row of the real API (`/instrument/v4/public/info`). */
export function instrumentInfoRow(instrument: Instrument) {
  const { refPrice, baseTick, quoteTick } = instrument;
  return {
    symbol: instrument.symbol,
    quote_min: 0,
    quote_max: powerOfTen(Math.ceil(Math.log10(refPrice)) + 2),
    quote_tick: quoteTick,
    base_min: roundToTick(baseTick * 10, baseTick),
    base_max: powerOfTen(Math.ceil(Math.log10(2e6 / refPrice))),
    base_tick: baseTick,
    min_notional: 10,
    price_range: instrument.type === 'PERP' ? 0.03 : 0.1,
    is_stable: instrument.isStable ? 1 : 0,
  };
}

const EIGHT_HOURS = 8 * 3600 * 1000;

/** The futures row of the real API (`/md/v3/public/futures`) for a PERP instrument. */
export function futuresRow(state: MarketState, i: number, now: number) {
  const instrument = state.instruments[i];
  const s = state.symbols[i];
  const spot = state.spotOf[i];
  const tick = instrument.quoteTick;
  const indexFair = spot >= 0 ? state.symbols[spot].fair : s.fair / (1 + s.premium);
  return {
    symbol: instrument.symbol,
    index_price: roundToTick(indexFair, tick),
    mark_price: roundToTick(s.fair, tick),
    est_funding_rate: roundDecimals(Math.min(0.003, Math.max(-0.003, 0.0001 + s.premium * 0.5)), 8),
    last_funding_rate: s.lastFundingRate,
    next_funding_time: Math.floor(now / EIGHT_HOURS + 1) * EIGHT_HOURS,
    open_interest: s.openInterest,
    '24h_open': s.open,
    '24h_close': s.close,
    '24h_high': s.high,
    '24h_low': s.low,
    '24h_volume': s.volume,
    '24h_amount': s.amount,
  };
}
