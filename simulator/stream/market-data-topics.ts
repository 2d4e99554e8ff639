import { STREAM_KLINE_TYPES, type KlineType } from '../market/klines';

/** The per-symbol market data topics of the trade page (docs/protocol.md). */
export type MarketDataTopic =
  | {
      readonly kind: 'orderbook' | 'orderbookupdate' | 'trade' | 'markprice' | 'indexprice' | 'openinterest' | 'estfundingrate';
      readonly symbol: string;
    }
  | { readonly kind: 'kline'; readonly symbol: string; readonly type: KlineType; readonly streamType: string };

const PERP_ONLY = new Set(['markprice', 'openinterest', 'estfundingrate']);
const SIMPLE = new Set(['orderbook', 'orderbookupdate', 'trade', 'markprice', 'indexprice', 'openinterest', 'estfundingrate']);

/** CCXT pro asks for the month candle as `kline_1mon` (its timeframe name); the docs' name is `kline_1M`. */
const KLINE_ALIASES: Readonly<Record<string, KlineType>> = { '1mon': '1mon' };

/** `{symbol}@orderbook` (snapshots), `@orderbookupdate`, `@trade`, `@kline_<1m…1M>`, `@indexprice`, and for perpetuals `@markprice`, `@openinterest`, `@estfundingrate`. */
export function parseMarketDataTopic(topic: string, isSymbol: (symbol: string) => boolean): MarketDataTopic | undefined {
  const at = topic.indexOf('@');
  if (at <= 0) return undefined;
  const symbol = topic.slice(0, at);
  const name = topic.slice(at + 1);
  if (!isSymbol(symbol)) return undefined;
  if (name.startsWith('kline_')) {
    const streamType = name.slice('kline_'.length);
    const type = Object.hasOwn(STREAM_KLINE_TYPES, streamType)
      ? STREAM_KLINE_TYPES[streamType]
      : Object.hasOwn(KLINE_ALIASES, streamType)
        ? KLINE_ALIASES[streamType]
        : undefined;
    return type ? { kind: 'kline', symbol, type, streamType } : undefined;
  }
  if (!SIMPLE.has(name)) return undefined;
  if (PERP_ONLY.has(name) && !symbol.startsWith('PERP_')) return undefined;
  return { kind: name as 'trade', symbol };
}
