import { inject, injectable } from 'inversify';
import type { MarketFeedHandlers, MarketFeedPort } from '../../application/market/ports/market-feed.port';
import { LoggerPort } from '../../application/shared/ports/logger.port';
import type { Unsubscribe } from '../../application/shared/token';
import type { Ticker } from '../../domain/market/ticker';
import { isMarketSymbol } from '../../domain/market/market-symbol';
import { PublicSocket, type TopicListener } from '../websocket/public-socket';
import { WarnOnce } from '../websocket/warn-once';
import { mapRows, toBboUpdate, toTicker, toTotalsEntry } from './market-frame.mapper';
import { MarketTopic } from './market-topics';

/**
 * The market feed over the public socket. Every payload is validated: a list keeps its valid rows
 * (invalid ones are counted in `droppedRows()`); a payload that is not a list, or a bad
 * `<SYMBOL>@ticker` row, drops the frame (counted in the socket's `droppedFrames()`).
 */
@injectable()
export class WsMarketFeed implements MarketFeedPort {
  private rowsDropped = 0;
  private readonly problems: WarnOnce;

  constructor(
    @inject(PublicSocket) private readonly socket: PublicSocket,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {
    this.problems = new WarnOnce(logger);
  }

  watch(handlers: MarketFeedHandlers, symbols: readonly string[] = []): Unsubscribe {
    const stops: Unsubscribe[] = [];
    if (handlers.tickers) stops.push(this.watchList(MarketTopic.tickers, toTicker, (rows, ts) => handlers.tickers?.(rows, ts)));
    if (handlers.bbos) stops.push(this.watchList(MarketTopic.bbos, toBboUpdate, (rows, ts) => handlers.bbos?.(rows, ts)));
    if (handlers.totals) stops.push(this.watchList(MarketTopic.totals, toTotalsEntry, (rows, ts) => handlers.totals?.(rows, ts)));
    if (handlers.symbolTicker) {
      for (const symbol of this.validSymbols(symbols)) {
        const deliver = (ticker: Ticker, ts: number) => handlers.symbolTicker?.(ticker, ts);
        stops.push(this.socket.subscribe(MarketTopic.symbolTicker(symbol), this.single(symbol, deliver)));
      }
    }
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      for (const stop of stops) stop();
    };
  }

  /** Rows dropped from list payloads so far (whole frames are counted by the socket). */
  droppedRows(): number {
    return this.rowsDropped;
  }

  private watchList<T>(topic: string, mapRow: (raw: unknown) => T | undefined, deliver: (rows: T[], ts: number) => void): Unsubscribe {
    return this.socket.subscribe(topic, (data, ts) => {
      const mapped = mapRows(data, mapRow);
      if (!mapped) return this.socket.reportDropped(`${topic} payload is not a list`);
      if (mapped.dropped > 0) {
        this.rowsDropped += mapped.dropped;
        this.problems.warn(`rows:${topic}`, `Dropped invalid ${topic} rows`, { dropped: mapped.dropped });
        // compromise: a list whose every row is invalid says nothing; it must not wipe the state.
        if (mapped.rows.length === 0) return;
      }
      deliver(mapped.rows, ts);
    });
  }

  private single(symbol: string, deliver: (ticker: Ticker, ts: number) => void): TopicListener {
    return (data, ts) => {
      const ticker = toTicker(data);
      if (!ticker || ticker.symbol !== symbol) return this.socket.reportDropped('symbol ticker payload');
      deliver(ticker, ts);
    };
  }

  private validSymbols(symbols: readonly string[]): string[] {
    const valid = [...new Set(symbols)].filter(isMarketSymbol);
    if (valid.length !== new Set(symbols).size) this.logger.warn('WsMarketFeed: ignoring invalid symbols', symbols);
    return valid;
  }
}
