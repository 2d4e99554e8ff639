import type { MarketState } from './market-state';
import { deriveSeed, mulberry32 } from './prng';
import { roundToTick } from './tick-math';

/** Recent public trades of one symbol, deterministic per (symbol, last trade time), newest first. */
export function marketTrades(state: MarketState, i: number, limit: number) {
  const instrument = state.instruments[i];
  const s = state.symbols[i];
  const rng = mulberry32(deriveSeed(s.lastTradeTs, instrument.symbol));
  const rows = [];
  let ts = s.lastTradeTs;
  for (let n = 0; n < limit; n += 1) {
    const price = Math.max(instrument.quoteTick, roundToTick(s.close * (1 + (rng() - 0.5) * 0.002), instrument.quoteTick));
    rows.push({
      symbol: instrument.symbol,
      side: rng() < 0.5 ? 'BUY' : 'SELL',
      executed_price: n === 0 ? s.close : price,
      executed_quantity: Math.max(instrument.baseTick, roundToTick((300 * (0.2 + rng())) / s.close, instrument.baseTick)),
      executed_timestamp: ts,
    });
    ts -= Math.floor(200 + rng() * 3000);
  }
  return rows;
}
