import { TICKERS_TOPIC } from '../websocket/socket-config';

/** Topic names of the public stream (docs/protocol.md). */
export const MarketTopic = {
  tickers: TICKERS_TOPIC,
  bbos: 'bbos',
  totals: 'totals',
  symbolTicker: (symbol: string) => `${symbol}@ticker`,
} as const;
