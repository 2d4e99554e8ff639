import type { Instrument } from './instruments';
import { TRADE_NOTIONAL } from './market-state';
import type { Rng } from './prng';
import { roundToTick } from './tick-math';

export interface Quote {
  readonly bid: number;
  readonly bidSize: number;
  readonly ask: number;
  readonly askSize: number;
}

/**
 * Best bid/ask around the last price: bid ≤ last ≤ ask, at least one tick apart, wider for smaller
 * markets; sizes on the base tick, worth roughly 60 to 3,000 USDT.
 */
export function quoteAround(instrument: Instrument, last: number, rng: Rng): Quote {
  const tick = instrument.quoteTick;
  const relativeSpread = instrument.isStable ? 0.0001 : 0.0001 + 0.0006 * Math.min(1, instrument.rank / 150);
  const spreadTicks = Math.max(1, Math.round((last * relativeSpread) / tick));
  const bidTicks = Math.floor(rng() * (spreadTicks + 1));
  const askTicks = Math.max(bidTicks === 0 ? 1 : 0, Math.floor(rng() * (spreadTicks + 1)));
  let bid = roundToTick(last - bidTicks * tick, tick);
  let ask = roundToTick(last + askTicks * tick, tick);
  if (bid < tick) {
    bid = tick;
    ask = Math.max(ask, roundToTick(2 * tick, tick));
  }
  return { bid, bidSize: sizeAt(instrument, bid, rng), ask, askSize: sizeAt(instrument, ask, rng) };
}

function sizeAt(instrument: Instrument, price: number, rng: Rng): number {
  const u = rng();
  const notional = TRADE_NOTIONAL * (0.2 + 10 * u * u);
  return Math.max(instrument.baseTick, roundToTick(notional / price, instrument.baseTick));
}
