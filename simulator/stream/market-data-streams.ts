import type { BookFaults } from '../control/book-faults';
import type { SymbolBookUpdate } from '../market/live-books';
import type { MarketEngine } from '../market/market-engine';
import { dataFrame } from './frames';
import { parseMarketDataTopic, type MarketDataTopic } from './market-data-topics';
import type { SubscriptionRegistry } from './subscriptions';

export interface MarketDataStreamOptions {
  /** Period of `{symbol}@orderbookupdate` (and of the book step): 50 ms on the real exchange. */
  readonly orderbookIntervalMs: number;
  /** Period of mark price, index price, open interest and estimated funding rate. */
  readonly tickerIntervalMs: number;
  readonly clock: () => number;
}

type Broadcast = (topic: string, frame: string) => void;

/** Levels a side of a `{symbol}@orderbook` snapshot (100 on the real exchange). */
export const ORDERBOOK_SNAPSHOT_LEVELS = 100;

/**
 * The trade page's per-symbol topics. Every order book interval the books in use step once (their
 * subscribers keep them in use); each step is one `@orderbookupdate` delta chained by `prevTs`, one
 * `@trade` frame per print and the changed candles of the subscribed `@kline_<type>` topics. Once a
 * ticker interval: the `@orderbook` snapshots, mark price, index price, open interest and the estimated funding rate.
 */
export class MarketDataStreams {
  private timers: NodeJS.Timeout[] = [];
  private readonly lastKline = new Map<string, string>();
  /** A delta held back by a `reorder` fault, per symbol: sent after the next one. */
  private readonly held = new Map<string, string>();

  constructor(
    private readonly engine: MarketEngine,
    private readonly registry: SubscriptionRegistry<unknown>,
    private readonly faults: BookFaults,
    private readonly options: MarketDataStreamOptions,
    private readonly broadcast: Broadcast,
  ) {}

  /** Known topic of this family (for subscription checks). */
  parse(topic: string): MarketDataTopic | undefined {
    return parseMarketDataTopic(topic, (symbol) => this.engine.has(symbol));
  }

  start(): void {
    if (this.timers.length > 0) return;
    const every = (ms: number, run: () => void) => this.timers.push(setInterval(run, ms).unref());
    every(this.options.orderbookIntervalMs, () => this.pumpBooks());
    every(this.options.tickerIntervalMs, () => this.pumpFigures());
  }

  stop(): void {
    this.timers.forEach(clearInterval);
    this.timers = [];
  }

  /** The frame sent at once on subscribe: the current candle and figures (books and trades have none). */
  snapshot(topic: string): string | undefined {
    const parsed = this.parse(topic);
    if (!parsed) return undefined;
    const now = this.options.clock();
    if (parsed.kind === 'kline') {
      const frame = this.klineFrame(topic, parsed, now);
      this.lastKline.set(topic, frame);
      return frame;
    }
    if (parsed.kind === 'orderbookupdate' || parsed.kind === 'trade') {
      this.engine.useBook(parsed.symbol, now);
      return undefined;
    }
    if (parsed.kind === 'orderbook') return this.bookFrame(topic, parsed.symbol, now);
    return this.figureFrame(topic, parsed, now);
  }

  /** One book step for every symbol in use, then its frames to the subscribers. */
  pumpBooks(): void {
    const now = this.options.clock();
    const topics = this.registry.activeTopics();
    const parsed = new Map<string, MarketDataTopic>();
    for (const topic of topics) {
      const p = this.parse(topic);
      if (!p) continue;
      parsed.set(topic, p);
      if (p.kind === 'orderbook' || p.kind === 'orderbookupdate' || p.kind === 'trade' || p.kind === 'kline')
        this.engine.useBook(p.symbol, now);
    }
    const updates = this.engine.advanceBooks(now, this.options.orderbookIntervalMs);
    for (const update of updates) this.sendBook(update);
    for (const [topic, p] of parsed) {
      if (p.kind !== 'kline') continue;
      const frame = this.klineFrame(topic, p, now);
      if (stripTs(frame) === stripTs(this.lastKline.get(topic))) continue;
      this.lastKline.set(topic, frame);
      this.broadcast(topic, frame);
    }
    for (const topic of this.lastKline.keys()) if (!parsed.has(topic)) this.lastKline.delete(topic);
  }

  pumpFigures(): void {
    const now = this.options.clock();
    for (const topic of this.registry.activeTopics()) {
      const p = this.parse(topic);
      if (!p || p.kind === 'kline' || p.kind === 'orderbookupdate' || p.kind === 'trade') continue;
      const frame = p.kind === 'orderbook' ? this.bookFrame(topic, p.symbol, now) : this.figureFrame(topic, p, now);
      if (frame) this.broadcast(topic, frame);
    }
  }

  /** The `{symbol}@markprice` frame now, to its subscribers (a mark fixed by the control surface is heard at once). */
  pushMark(symbol: string): void {
    const topic = `${symbol}@markprice`;
    if (!this.registry.hasSubscribers(topic)) return;
    const frame = this.figureFrame(topic, { kind: 'markprice', symbol }, this.options.clock());
    if (frame) this.broadcast(topic, frame);
  }

  private sendBook(update: SymbolBookUpdate): void {
    const { symbol } = update;
    const tradeTopic = `${symbol}@trade`;
    if (this.registry.hasSubscribers(tradeTopic)) {
      for (const t of update.trades) {
        this.broadcast(tradeTopic, dataFrame(tradeTopic, t.ts, { symbol, price: t.price, size: t.size, side: t.side, source: 0 }));
      }
    }
    const topic = `${symbol}@orderbookupdate`;
    if (!this.registry.hasSubscribers(topic)) return;
    const data = { symbol, prevTs: update.prevTs, bids: update.bids, asks: update.asks };
    const fault = this.faults.take(symbol);
    if (fault === 'crossed') {
      // A bid at the deepest of the published levels' asks, applied after the update's own bids: it crosses
      // whatever best ask the client's book holds. At the best ask and before them, as it was, it crossed nothing
      // when the update deleted the old best bid at that price (the book falling a tick): the deletion, applied
      // after it, took its place (tests/unit/simulator/stream/crossed-book-fault.spec.ts).
      const asks = this.engine.orderBook(symbol, ORDERBOOK_SNAPSHOT_LEVELS)?.asks;
      const ask = asks?.[asks.length - 1];
      if (ask) data.bids = [...data.bids, [ask.price, ask.quantity]];
    }
    const frame = dataFrame(topic, update.ts, data);
    const held = this.held.get(symbol);
    this.held.delete(symbol);
    if (fault === 'reorder' && held === undefined) {
      this.held.set(symbol, frame);
      return;
    }
    if (fault !== 'drop') this.broadcast(topic, frame);
    if (fault === 'duplicate') this.broadcast(topic, frame);
    if (held !== undefined) this.broadcast(topic, held);
  }

  /** `{symbol}@orderbook`: the whole book, 100 levels a side, `[price, quantity]` pairs, at the book's last step. */
  private bookFrame(topic: string, symbol: string, now: number): string | undefined {
    const book = this.engine.orderBook(symbol, ORDERBOOK_SNAPSHOT_LEVELS, now);
    if (!book) return undefined;
    const levels = (side: readonly { price: number; quantity: number }[]) => side.map((l) => [l.price, l.quantity]);
    return dataFrame(topic, book.timestamp, { symbol, asks: levels(book.asks), bids: levels(book.bids) });
  }

  private klineFrame(topic: string, p: Extract<MarketDataTopic, { kind: 'kline' }>, now: number): string {
    const c = this.engine.currentKline(p.symbol, p.type, now)!;
    return dataFrame(topic, now, {
      symbol: p.symbol,
      type: p.streamType,
      open: c.open,
      close: c.close,
      high: c.high,
      low: c.low,
      volume: c.volume,
      amount: c.amount,
      startTime: c.startTimestamp,
      endTime: c.endTimestamp,
    });
  }

  private figureFrame(topic: string, p: MarketDataTopic, now: number): string | undefined {
    const { symbol } = p;
    if (p.kind === 'indexprice') {
      const spot = symbol.startsWith('PERP_') ? this.engine.future(symbol, now)?.index_price : this.engine.ticker(symbol)?.close;
      return spot === undefined ? undefined : dataFrame(topic, now, { symbol, price: spot });
    }
    const f = this.engine.future(symbol, now);
    if (!f) return undefined;
    if (p.kind === 'markprice') return dataFrame(topic, now, { symbol, price: f.mark_price });
    if (p.kind === 'openinterest') return dataFrame(topic, now, { symbol, openInterest: f.open_interest });
    if (p.kind === 'estfundingrate')
      return dataFrame(topic, now, { symbol, fundingRate: f.est_funding_rate, fundingTs: f.next_funding_time });
    return undefined;
  }
}

/** The frame without its `ts`, to tell whether a candle changed. */
function stripTs(frame: string | undefined): string | undefined {
  return frame?.replace(/"ts":\d+,/, '');
}
