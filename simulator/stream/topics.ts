import { parseMarketDataTopic } from './market-data-topics';

export const MAX_TOPICS_PER_REQUEST = 20;
export const MAX_TOPICS_PER_CONNECTION = 100;
export const SYMBOL_TICKER_SUFFIX = '@ticker';

export type Topic =
  | { readonly kind: 'tickers' | 'bbos' | 'totals' }
  | { readonly kind: 'symbol-ticker'; readonly symbol: string }
  | { readonly kind: 'market-data'; readonly symbol: string };

/** `tickers`, `bbos`, `totals` or `<SYMBOL>@ticker` for a known symbol. */
export function parseTopic(topic: string, isSymbol: (symbol: string) => boolean): Topic | undefined {
  if (topic === 'tickers' || topic === 'bbos' || topic === 'totals') return { kind: topic };
  if (!topic.endsWith(SYMBOL_TICKER_SUFFIX)) {
    const marketData = parseMarketDataTopic(topic, isSymbol);
    return marketData ? { kind: 'market-data', symbol: marketData.symbol } : undefined;
  }
  const symbol = topic.slice(0, -SYMBOL_TICKER_SUFFIX.length);
  return isSymbol(symbol) ? { kind: 'symbol-ticker', symbol } : undefined;
}

/**
 * Why a SUBSCRIBE / UN_SUBSCRIBE request is refused, or undefined when it is accepted. A refused
 * request changes nothing. Limits: 20 topics a request, 100 a connection.
 */
export function refusalOf(
  cmd: 'SUBSCRIBE' | 'UN_SUBSCRIBE',
  params: readonly string[],
  current: ReadonlySet<string>,
  isSymbol: (symbol: string) => boolean,
): string | undefined {
  if (params.length === 0) return 'params must list at least one topic';
  if (params.length > MAX_TOPICS_PER_REQUEST) {
    return `too many topics in one request: ${params.length} > ${MAX_TOPICS_PER_REQUEST}`;
  }
  const unknown = params.filter((topic) => !parseTopic(topic, isSymbol));
  if (unknown.length > 0) return `unknown topic: ${unknown.join(', ')}`;
  if (cmd === 'SUBSCRIBE') {
    const total = new Set([...current, ...params]).size;
    if (total > MAX_TOPICS_PER_CONNECTION) {
      return `too many topics on this connection: ${total} > ${MAX_TOPICS_PER_CONNECTION}`;
    }
  }
  return undefined;
}
