/** A public trade of the tape. Price and size are decimal strings; `side` is the taker's. */
export interface PublicTrade {
  readonly symbol: string;
  readonly price: string;
  readonly size: string;
  readonly side: 'BUY' | 'SELL';
  /** Execution time, ms. */
  readonly ts: number;
}

/** The tape keeps the newest 250 trades (trading-facts.md). */
export const TAPE_SIZE = 250;

/**
 * Adds trades that arrived oldest first to a tape kept newest first, keeping `size` at most. Returns a new
 * array; the tape given is not changed.
 */
export function prependTrades(tape: readonly PublicTrade[], arrived: readonly PublicTrade[], size = TAPE_SIZE): PublicTrade[] {
  const next: PublicTrade[] = [];
  for (let i = arrived.length - 1; i >= 0 && next.length < size; i -= 1) next.push(arrived[i]);
  for (let i = 0; i < tape.length && next.length < size; i += 1) next.push(tape[i]);
  return next;
}

/**
 * The tape once the REST history (newest first) answers: the history, with the stream trades that arrived
 * meanwhile (oldest first) on top when they are newer than its newest trade.
 */
export function mergeHistory(history: readonly PublicTrade[], streamed: readonly PublicTrade[], size = TAPE_SIZE): PublicTrade[] {
  const newest = history.length > 0 ? history[0].ts : -Infinity;
  return prependTrades(
    history.slice(0, size),
    streamed.filter((t) => t.ts > newest),
    size,
  );
}
