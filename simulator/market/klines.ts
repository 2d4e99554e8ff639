import type { Instrument } from './instruments';
import { deriveSeed, gaussian, mulberry32 } from './prng';
import { roundDecimals, roundToTick } from './tick-math';
import { AMOUNT_DECIMALS } from './market-state';

/** REST kline types (`/v3/public/klineHistory`). */
export const KLINE_TYPES = ['1m', '5m', '15m', '30m', '1h', '4h', '12h', '1d', '1w', '1mon'] as const;
export type KlineType = (typeof KLINE_TYPES)[number];
/** Stream kline types (`{symbol}@kline_<type>`): the month is `1M` on the stream. */
export const STREAM_KLINE_TYPES: Readonly<Record<string, KlineType>> = {
  '1m': '1m',
  '5m': '5m',
  '15m': '15m',
  '30m': '30m',
  '1h': '1h',
  '4h': '4h',
  '12h': '12h',
  '1d': '1d',
  '1w': '1w',
  '1M': '1mon',
};

const MINUTE = 60_000;
const FIXED_MS: Partial<Record<KlineType, number>> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '12h': 720 * MINUTE,
  '1d': 1440 * MINUTE,
};
/** 1970-01-05 was a Monday: weeks start on Monday 00:00 UTC. */
const WEEK_ORIGIN = 4 * 1440 * MINUTE;
const WEEK = 7 * 1440 * MINUTE;
/** Synthetic history stops here, or after this many candles, whichever comes first. */
const HISTORY_FLOOR = Date.UTC(2020, 0, 1);
const MAX_SYNTHETIC = 2000;
/** Live candles kept per type. */
const MAX_LIVE = 1500;

export function periodStart(type: KlineType, ts: number): number {
  const fixed = FIXED_MS[type];
  if (fixed) return Math.floor(ts / fixed) * fixed;
  if (type === '1w') return WEEK_ORIGIN + Math.floor((ts - WEEK_ORIGIN) / WEEK) * WEEK;
  const d = new Date(ts);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

export function periodEnd(type: KlineType, start: number): number {
  const fixed = FIXED_MS[type];
  if (fixed) return start + fixed;
  if (type === '1w') return start + WEEK;
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

function periodBefore(type: KlineType, start: number): number {
  return periodStart(type, start - 1);
}

export interface Candle {
  readonly startTimestamp: number;
  readonly endTimestamp: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  amount: number;
}

export interface KlineQuery {
  readonly before?: number;
  readonly after?: number;
  readonly limit: number;
}

/**
 * Candles of one symbol for every type. From the book's creation on, the book's prints build them (each candle
 * opens at the previous close, so candles join; high, low and close from the prints, volume and amount summed);
 * periods without a print repeat the close with zero volume. The candle the book opens in (its part before the
 * book) and the history before it are a deterministic random walk that ends exactly at the opening price, with
 * volume from the instrument's usual turnover.
 */
export class KlineSeries {
  private readonly live = new Map<KlineType, Candle[]>();
  private readonly synthetic = new Map<KlineType, Candle[]>();

  constructor(
    private readonly instrument: Instrument,
    private readonly anchorTs: number,
    private readonly anchorPrice: number,
    private readonly seed: number,
  ) {
    for (const type of KLINE_TYPES) this.live.set(type, [this.openingCandle(type)]);
  }

  /** Adds a trade to the current candle of every type (rolling periods over as needed). */
  addTrade(price: number, size: number, ts: number): void {
    const notional = size * price;
    for (const type of KLINE_TYPES) {
      const candle = this.roll(type, ts);
      candle.high = Math.max(candle.high, price);
      candle.low = Math.min(candle.low, price);
      candle.close = price;
      candle.volume = roundToTick(candle.volume + size, this.instrument.baseTick);
      candle.amount = roundDecimals(candle.amount + notional, AMOUNT_DECIMALS);
    }
  }

  /** The candle holding `now` (rolled over with the previous close if no trade came yet). */
  current(type: KlineType, now: number): Candle {
    return this.roll(type, now);
  }

  /** Newest first: candles starting before `before` and after `after`, at most `limit`. */
  history(type: KlineType, now: number, q: KlineQuery): Candle[] {
    this.roll(type, now);
    const all = [...this.syntheticOf(type), ...this.live.get(type)!];
    const out: Candle[] = [];
    for (let i = all.length - 1; i >= 0 && out.length < q.limit; i -= 1) {
      const c = all[i];
      if (q.before !== undefined && c.startTimestamp >= q.before) continue;
      if (q.after !== undefined && c.startTimestamp <= q.after) break;
      out.push(c);
    }
    return out;
  }

  private roll(type: KlineType, ts: number): Candle {
    const candles = this.live.get(type)!;
    let last = candles[candles.length - 1];
    if (ts < last.endTimestamp) return last;
    const target = periodStart(type, ts);
    let start = last.endTimestamp;
    // a long pause: jump close to the target instead of writing every empty period
    if (candles.length > 0 && (target - start) / (last.endTimestamp - last.startTimestamp) > MAX_LIVE) start = target;
    while (start <= target) {
      last = flat(start, periodEnd(type, start), last.close);
      candles.push(last);
      start = last.endTimestamp;
    }
    if (candles.length > MAX_LIVE) candles.splice(0, candles.length - MAX_LIVE);
    return last;
  }

  /**
   * The candle the book opens in: its part before the book (period start → now) is generated like the history,
   * closing at the opening price, so a day or a month does not start empty; the book's prints add to it.
   */
  private openingCandle(type: KlineType): Candle {
    const start = periodStart(type, this.anchorTs);
    const end = periodEnd(type, start);
    const rng = mulberry32(deriveSeed(this.seed, `kline-open:${this.instrument.symbol}:${type}`));
    const tick = this.instrument.quoteTick;
    const elapsedDays = (this.anchorTs - start) / (1440 * MINUTE);
    const sigma = (this.instrument.dailyVol / 2) * Math.sqrt(elapsedDays);
    const close = this.anchorPrice;
    const open = Math.max(tick, roundToTick(close * Math.exp(sigma * gaussian(rng)), tick));
    const high = roundToTick(Math.max(open, close) * (1 + Math.abs(sigma * gaussian(rng)) / 2), tick);
    const low = Math.max(tick, roundToTick(Math.min(open, close) * (1 - Math.abs(sigma * gaussian(rng)) / 2), tick));
    const volume = roundToTick((this.instrument.liquidity / close) * elapsedDays * (0.5 + rng()), this.instrument.baseTick);
    return {
      startTimestamp: start,
      endTimestamp: end,
      open,
      close,
      high: Math.max(high, open, close),
      low: Math.min(low, open, close),
      volume,
      amount: roundDecimals((volume * (open + close)) / 2, AMOUNT_DECIMALS),
    };
  }

  private syntheticOf(type: KlineType): Candle[] {
    const cached = this.synthetic.get(type);
    if (cached) return cached;
    const rng = mulberry32(deriveSeed(this.seed, `kline:${this.instrument.symbol}:${type}`));
    const firstLive = this.live.get(type)![0];
    const tick = this.instrument.quoteTick;
    const candles: Candle[] = [];
    let end = firstLive.startTimestamp;
    let close = firstLive.open;
    const days = (periodEnd(type, end) - end) / (1440 * MINUTE);
    const sigma = (this.instrument.dailyVol / 2) * Math.sqrt(Math.max(days, 1 / 1440));
    const perDay = this.instrument.liquidity / this.anchorPrice;
    while (candles.length < MAX_SYNTHETIC) {
      const start = periodBefore(type, end);
      if (start < HISTORY_FLOOR) break;
      const open = Math.max(tick, roundToTick(close * Math.exp(sigma * gaussian(rng)), tick));
      const high = roundToTick(Math.max(open, close) * (1 + Math.abs(sigma * gaussian(rng)) / 2), tick);
      const low = Math.max(tick, roundToTick(Math.min(open, close) * (1 - Math.abs(sigma * gaussian(rng)) / 2), tick));
      const volume = roundToTick(perDay * ((end - start) / (1440 * MINUTE)) * (0.5 + rng()), this.instrument.baseTick);
      candles.push({
        startTimestamp: start,
        endTimestamp: end,
        open,
        close,
        high: Math.max(high, open, close),
        low: Math.min(low, open, close),
        volume,
        amount: roundDecimals((volume * (open + close)) / 2, AMOUNT_DECIMALS),
      });
      close = open;
      end = start;
    }
    candles.reverse();
    this.synthetic.set(type, candles);
    return candles;
  }
}

function flat(start: number, end: number, price: number): Candle {
  return { startTimestamp: start, endTimestamp: end, open: price, high: price, low: price, close: price, volume: 0, amount: 0 };
}
