import { clamp } from './create-market';
import type { Instrument } from './instruments';
import { AMOUNT_DECIMALS, TRADE_NOTIONAL, type BboRow, type MarketState, type SymbolState } from './market-state';
import { quoteAround, type Quote } from './order-book';
import { gaussian, poisson, type Rng } from './prng';
import { roundDecimals, roundToTick } from './tick-math';

/** Pull of the walk back to the reference price per step (keeps a long run near realistic levels). */
const REVERSION = 0.0005;

/**
 * One market step (nominally one second): spot prices take a mean-reverting random walk, perpetuals
 * follow their spot with a small premium, trades add to the 24 h figures, books are re-quoted.
 * The price path depends only on the state and the generator, never on `now` (used for timestamps).
 */
export function step(state: MarketState, rng: Rng, now: number, booked: (i: number) => boolean = NONE): MarketState {
  const { instruments, spotOf } = state;
  const fairs = state.symbols.map((s) => s.fair);
  const premiums = state.symbols.map((s) => s.premium);
  instruments.forEach((instrument, i) => {
    if (instrument.type !== 'SPOT') return;
    const sigma = instrument.dailyVol / 100;
    const pull = REVERSION * Math.log(fairs[i] / instrument.refPrice);
    fairs[i] = fairs[i] * Math.exp(sigma * gaussian(rng) - pull);
  });
  instruments.forEach((instrument, i) => {
    if (instrument.type === 'SPOT') return;
    premiums[i] = clamp(premiums[i] * 0.98 + 0.00003 * gaussian(rng), -0.01, 0.01);
    const spot = spotOf[i];
    const base = spot >= 0 ? fairs[spot] : fairs[i] * Math.exp((instrument.dailyVol / 100) * gaussian(rng));
    fairs[i] = base * (1 + premiums[i]);
  });
  const symbols = state.symbols.map((s, i) => {
    const next = trade(instruments[i], s, fairs[i], premiums[i], rng, now);
    // A symbol with a live order book trades on its book (live-books.ts): the walk moves its mid only.
    // The generator is used exactly as for the others, so the price path never depends on which books are open.
    return booked(i) ? { ...s, fair: next.fair, premium: next.premium, openInterest: next.openInterest } : next;
  });
  return { ...state, symbols, steps: state.steps + 1 };
}

const NONE = () => false;

function trade(instrument: Instrument, s: SymbolState, fair: number, premium: number, rng: Rng, now: number): SymbolState {
  const lambda = clamp(instrument.liquidity / 86400 / TRADE_NOTIONAL, 0.15, 12);
  const trades = poisson(rng, lambda);
  let next: SymbolState = { ...s, fair, premium };
  if (trades > 0) {
    const { quoteTick, baseTick } = instrument;
    const close = Math.max(quoteTick, roundToTick(fair, quoteTick));
    const size = roundToTick((trades * TRADE_NOTIONAL * (0.5 + rng())) / close, baseTick);
    next = {
      ...next,
      close,
      high: Math.max(s.high, close),
      low: Math.min(s.low, close),
      volume: roundToTick(s.volume + size, baseTick),
      amount: roundDecimals(s.amount + size * close, AMOUNT_DECIMALS),
      count: s.count + trades,
      lastTradeTs: now,
      openInterest: instrument.type === 'PERP' ? Math.max(0, roundToTick(s.openInterest * (1 + 0.002 * gaussian(rng)), baseTick)) : 0,
    };
  }
  return { ...next, ...quoteAround(instrument, next.close, rng) };
}

/**
 * `count` best bid/ask updates on randomly chosen symbols (the same symbol may come twice; the later
 * one wins). Books move around the unchanged last price, so this never alters the price path.
 */
export function quoteBbos(
  state: MarketState,
  rng: Rng,
  count: number,
  bookQuote: (i: number) => Quote | undefined = () => undefined,
): { state: MarketState; updates: BboRow[] } {
  if (count <= 0 || state.instruments.length === 0) return { state, updates: [] };
  const symbols = state.symbols.slice();
  const updates: BboRow[] = [];
  for (let n = 0; n < count; n += 1) {
    const i = Math.floor(rng() * symbols.length);
    const instrument = state.instruments[i];
    const random = quoteAround(instrument, symbols[i].close, rng);
    const quote = bookQuote(i) ?? random;
    symbols[i] = { ...symbols[i], ...quote };
    updates.push({ symbol: instrument.symbol, ask: quote.ask, askSize: quote.askSize, bid: quote.bid, bidSize: quote.bidSize });
  }
  return { state: { ...state, symbols }, updates };
}
