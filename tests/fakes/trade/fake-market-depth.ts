import type { MarketDepthFeedPort } from '../../../src/application/trade/ports/market-depth-feed.port';
import type { PublicMarketApiPort } from '../../../src/application/trade/ports/public-market-api.port';
import type { Unsubscribe } from '../../../src/application/shared/token';
import { ErrorCode } from '../../../src/domain/shared/error-code';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type { Candle, KlineTypes, PerpFiguresUpdate } from '../../../src/domain/trade/candles';
import type { BookDelta, BookSnapshot } from '../../../src/domain/trade/order-book';
import type { PublicTrade } from '../../../src/domain/trade/recent-trades';
import type { SystemStatus } from '../../../src/domain/trade/system-status';

/** Order book deltas and trades pushed by the test, per symbol, as the stream would deliver them. */
export class FakeMarketDepthFeed implements MarketDepthFeedPort {
  private readonly books = new Map<string, Set<(delta: BookDelta) => void>>();
  private readonly trades = new Map<string, Set<(trade: PublicTrade) => void>>();
  private readonly klines = new Map<string, Set<(candle: Candle) => void>>();
  private readonly perps = new Map<string, Set<(update: PerpFiguresUpdate) => void>>();

  watchOrderBook(symbol: string, onDelta: (delta: BookDelta) => void): Unsubscribe {
    return add(this.books, symbol, onDelta);
  }

  watchTrades(symbol: string, onTrade: (trade: PublicTrade) => void): Unsubscribe {
    return add(this.trades, symbol, onTrade);
  }

  watchKline(symbol: string, type: KlineTypes['topic'], onCandle: (candle: Candle) => void): Unsubscribe {
    return add(this.klines, `${symbol}@kline_${type}`, onCandle);
  }

  watchPerpFigures(symbol: string, onUpdate: (update: PerpFiguresUpdate) => void): Unsubscribe {
    return add(this.perps, symbol, onUpdate);
  }

  pushCandle(symbol: string, type: KlineTypes['topic'], candle: Candle): void {
    this.klines.get(`${symbol}@kline_${type}`)?.forEach((listener) => listener(candle));
  }

  pushPerpFigures(symbol: string, update: PerpFiguresUpdate): void {
    this.perps.get(symbol)?.forEach((listener) => listener(update));
  }

  klineWatchers(symbol: string, type: KlineTypes['topic']): number {
    return this.klines.get(`${symbol}@kline_${type}`)?.size ?? 0;
  }

  pushDelta(symbol: string, delta: BookDelta): void {
    this.books.get(symbol)?.forEach((listener) => listener(delta));
  }

  pushTrade(trade: PublicTrade): void {
    this.trades.get(trade.symbol)?.forEach((listener) => listener(trade));
  }

  bookWatchers(symbol: string): number {
    return this.books.get(symbol)?.size ?? 0;
  }

  tradeWatchers(symbol: string): number {
    return this.trades.get(symbol)?.size ?? 0;
  }
}

function add<T>(map: Map<string, Set<T>>, symbol: string, listener: T): Unsubscribe {
  const set = map.get(symbol) ?? new Set<T>();
  set.add(listener);
  map.set(symbol, set);
  return () => {
    set.delete(listener);
  };
}

interface PendingSnapshot {
  readonly symbol: string;
  resolve(result: Result<BookSnapshot, ErrorCode>): void;
}

/**
 * The v3 REST calls answered by the test: each order book request waits until the test answers it
 * (`answerSnapshot`, `failSnapshot`), so buffering and resynchronisation can be driven step by step.
 */
export class FakePublicMarketApi implements PublicMarketApiPort {
  readonly snapshotRequests: string[] = [];
  /** The symbols whose recent trades were asked for, in order. */
  readonly tradeRequests: string[] = [];
  private pending: PendingSnapshot[] = [];
  trades: PublicTrade[] = [];
  status: SystemStatus = { maintenance: false, message: 'System is functioning properly.', estimatedEndTime: undefined };

  orderBook(symbol: string): Promise<Result<BookSnapshot, ErrorCode>> {
    this.snapshotRequests.push(symbol);
    return new Promise((resolve) => this.pending.push({ symbol, resolve }));
  }

  async marketTrades(symbol: string, limit: number): Promise<Result<PublicTrade[], ErrorCode>> {
    this.tradeRequests.push(symbol);
    return ok(this.trades.filter((t) => t.symbol === symbol).slice(0, limit));
  }

  /** Candles per `symbol|type` history key, oldest first; requests are recorded. */
  readonly candles = new Map<string, Candle[]>();
  readonly klineRequests: { symbol: string; type: string; before: number | undefined; limit: number }[] = [];

  async klineHistory(
    symbol: string,
    type: KlineTypes['history'],
    options: { readonly before?: number; readonly limit: number },
  ): Promise<Result<Candle[], ErrorCode>> {
    this.klineRequests.push({ symbol, type, before: options.before, limit: options.limit });
    const all = this.candles.get(`${symbol}|${type}`) ?? [];
    const older = options.before === undefined ? all : all.filter((c) => c.start < options.before!);
    return ok(older.slice(-options.limit));
  }

  async systemInfo(): Promise<Result<SystemStatus, ErrorCode>> {
    return ok(this.status);
  }

  pendingSnapshots(): number {
    return this.pending.length;
  }

  /** Answers the oldest pending order book request. */
  answerSnapshot(snapshot: BookSnapshot): void {
    const next = this.pending.shift();
    if (!next) throw new Error('no order book request is pending');
    next.resolve(ok(snapshot));
  }

  failSnapshot(error: ErrorCode = ErrorCode.NetworkUnavailable): void {
    const next = this.pending.shift();
    if (!next) throw new Error('no order book request is pending');
    next.resolve(err(error));
  }
}

/** Lets promise callbacks run (snapshot answers resolve on the microtask queue). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
