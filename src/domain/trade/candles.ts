import Decimal from 'decimal.js';

/** The chart's resolutions, as the resolution picker shows them. */
export const RESOLUTIONS = ['1m', '5m', '15m', '1h', '4h', '1d', '1w', '1M'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
export const DEFAULT_RESOLUTION: Resolution = '15m';

/** The history call's `type` (`1mon` for months) and the topic's (`{symbol}@kline_1M`). */
export interface KlineTypes {
  readonly history: '1m' | '5m' | '15m' | '1h' | '4h' | '1d' | '1w' | '1mon';
  readonly topic: Resolution;
}

export function klineTypesOf(resolution: Resolution): KlineTypes {
  return { history: resolution === '1M' ? '1mon' : resolution, topic: resolution };
}

export function isResolution(value: unknown): value is Resolution {
  return typeof value === 'string' && (RESOLUTIONS as readonly string[]).includes(value);
}

/** One candle; prices and volume are decimal strings, `start` its opening time in ms. */
export interface Candle {
  readonly start: number;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume: string;
}

/** The most candles the chart keeps (older ones are dropped when history pages in beyond it). */
export const MAX_CANDLES = 5000;

/**
 * Merges the live candle into the series (oldest first): the same start replaces the last candle, a later start
 * is appended (a new period began), an older start replaces the candle it names or is ignored when none does.
 * The input is never changed; a new array is returned when something changed, the same one otherwise.
 */
export function mergeLiveCandle(series: readonly Candle[], live: Candle): readonly Candle[] {
  const last = series[series.length - 1];
  if (last === undefined || live.start > last.start) return [...series, live];
  if (live.start === last.start) return sameCandle(last, live) ? series : [...series.slice(0, -1), live];
  const index = series.findIndex((c) => c.start === live.start);
  if (index < 0 || sameCandle(series[index], live)) return series;
  const next = [...series];
  next[index] = live;
  return next;
}

/** Adds older candles (any order, maybe overlapping) in front of the series: one per start, oldest first. */
export function prependHistory(series: readonly Candle[], older: readonly Candle[]): readonly Candle[] {
  const first = series[0]?.start ?? Number.POSITIVE_INFINITY;
  const fresh = older.filter((c) => c.start < first);
  if (fresh.length === 0) return series;
  const byStart = new Map<number, Candle>();
  for (const c of fresh) byStart.set(c.start, c);
  const merged = [...[...byStart.values()].sort((a, b) => a.start - b.start), ...series];
  return merged.length > MAX_CANDLES ? merged.slice(merged.length - MAX_CANDLES) : merged;
}

function sameCandle(a: Candle, b: Candle): boolean {
  return a.open === b.open && a.high === b.high && a.low === b.low && a.close === b.close && a.volume === b.volume;
}

/** A candle's change from open to close, exact, and in percent (2 decimals, toward zero); undefined when open is 0. */
export function candleChange(candle: Candle): { readonly change: string; readonly percent: string | undefined } {
  const open = new Decimal(candle.open);
  const diff = new Decimal(candle.close).minus(open);
  const percent = open.isZero() ? undefined : diff.div(open).times(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
  return { change: diff.toFixed(), percent };
}

/** A perpetual's live figures (mark, index, estimated funding rate and its time, open interest), each a partial update. */
export interface PerpFiguresUpdate {
  readonly markPrice?: string;
  readonly indexPrice?: string;
  /** The estimated funding rate as a decimal fraction (`0.0001` = 0.01 %). */
  readonly fundingRate?: string;
  readonly nextFundingTs?: number;
  readonly openInterest?: string;
}
