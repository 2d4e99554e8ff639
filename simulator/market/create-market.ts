import type { Instrument } from './instruments';
import { AMOUNT_DECIMALS, TRADE_NOTIONAL, type MarketState, type SymbolState } from './market-state';
import { quoteAround } from './order-book';
import { gaussian, type Rng } from './prng';
import { roundDecimals, roundToTick } from './tick-math';

/** The opening state: prices near each instrument's reference price and plausible 24 h figures. */
export function createMarket(instruments: readonly Instrument[], rng: Rng, now: number): MarketState {
  const index = new Map(instruments.map((instrument, i) => [instrument.symbol, i]));
  const spotOf = instruments.map((instrument) => index.get(`SPOT_${instrument.base}_USDT`) ?? -1);
  const fairs = new Array<number>(instruments.length);
  const premiums = new Array<number>(instruments.length).fill(0);
  const change = new Map<string, number>();
  instruments.forEach((instrument, i) => {
    if (instrument.type !== 'SPOT') return;
    const jitter = instrument.isStable ? 0.0002 : 0.02;
    fairs[i] = instrument.refPrice * Math.exp(jitter * gaussian(rng));
    change.set(instrument.base, clamp(instrument.dailyVol * 1.2 * gaussian(rng), -0.3, 0.3));
  });
  instruments.forEach((instrument, i) => {
    if (instrument.type === 'SPOT') return;
    premiums[i] = 0.0005 * gaussian(rng);
    const spot = spotOf[i];
    fairs[i] = (spot >= 0 ? fairs[spot] : instrument.refPrice) * (1 + premiums[i]);
  });
  const symbols = instruments.map((instrument, i) =>
    openSymbol(instrument, fairs[i], premiums[i], change.get(instrument.base) ?? 0, rng, now),
  );
  return { instruments, symbols, index, spotOf, steps: 0 };
}

function openSymbol(instrument: Instrument, fair: number, premium: number, change: number, rng: Rng, now: number): SymbolState {
  const tick = instrument.quoteTick;
  const close = Math.max(tick, roundToTick(fair, tick));
  const open = Math.max(tick, roundToTick(fair / (1 + change), tick));
  const swing = instrument.dailyVol * 0.5;
  const high = roundToTick(Math.max(open, close) * (1 + rng() * swing), tick);
  const low = Math.max(tick, roundToTick(Math.min(open, close) * (1 - rng() * swing), tick));
  const volume = roundToTick((instrument.liquidity * (0.6 + 0.8 * rng())) / fair, instrument.baseTick);
  const amount = roundDecimals((volume * (open + close)) / 2, AMOUNT_DECIMALS);
  const isPerp = instrument.type === 'PERP';
  return {
    fair,
    open,
    close,
    high: Math.max(high, open, close),
    low: Math.min(low, open, close),
    volume,
    amount,
    count: Math.max(1, Math.round((amount / TRADE_NOTIONAL) * (0.8 + 0.4 * rng()))),
    lastTradeTs: now - Math.floor(rng() * 3000),
    ...quoteAround(instrument, close, rng),
    aggregation: roundDecimals(1 + 0.25 * rng(), 3),
    premium,
    lastFundingRate: isPerp ? roundDecimals(0.0001 + 0.00005 * gaussian(rng), 8) : 0,
    openInterest: isPerp ? roundToTick(volume * (0.2 + 0.3 * rng()), instrument.baseTick) : 0,
  };
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
