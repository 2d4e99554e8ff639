import { z } from 'zod';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import type { KlineType } from './klines';
import type { MarketEngine } from './market-engine';

export const symbolText = z.string().regex(/^(SPOT|PERP)_[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/, 'must be a symbol');
export const symbolList = z.string().max(2000).optional();
export const EXCHANGE = 'WOO X';
/** TradingView resolution → kline type. */
export const TV_RESOLUTIONS: Readonly<Record<string, KlineType>> = {
  '1': '1m',
  '5': '5m',
  '15': '15m',
  '30': '30m',
  '60': '1h',
  '240': '4h',
  '720': '12h',
  '1D': '1d',
  '1W': '1w',
  '1M': '1mon',
};

/** The helpers every market data route group shares: envelope, symbol checks, symbol lists and engine look-ups. */
export function marketDataKit(engine: MarketEngine, clock: () => number) {
  const ok = <T>(data: T) => successBody(data, clock());
  const need = (s: string | undefined) => {
    if (s === undefined || !engine.has(s)) throw new ApiError(ErrorCodes.InvalidParameter, `symbol: unknown ${s ?? ''}`);
    return s;
  };
  const listOf = (text: string | undefined, fallback: string[]) =>
    text
      ? text
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s.length > 0)
          .slice(0, 50)
      : fallback;
  const pairOf = (symbol: string) => symbol.split('_').slice(1).join('_');
  const fromPair = (pair: string, type: 'SPOT' | 'PERP') => `${type}_${pair}`;
  const spot = () => engine.instruments.filter((i) => i.type === 'SPOT');
  const perps = () => engine.instruments.filter((i) => i.type === 'PERP');
  const ticker = (symbol: string) => engine.ticker(symbol)!;
  const quote = (symbol: string) => engine.symbolState(symbol)!;
  return { engine, clock, ok, need, listOf, pairOf, fromPair, spot, perps, ticker, quote };
}

export type MarketDataKit = ReturnType<typeof marketDataKit>;
