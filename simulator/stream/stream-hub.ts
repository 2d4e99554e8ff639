import type WebSocket from 'ws';
import type { ControlState } from '../control/control-state';
import type { StreamControls } from '../control/control-routes';
import type { MarketEngine } from '../market/market-engine';
import { MALFORMED_FRAMES, dataFrame } from './frames';
import { MarketDataStreams } from './market-data-streams';
import { StreamClient, type ClientContext, type StreamConnection } from './stream-client';
import { streamLimits, type StreamLimits } from './stream-limits';
import { SubscriptionRegistry } from './subscriptions';
import { SYMBOL_TICKER_SUFFIX, parseTopic } from './topics';
import { V2StreamClient } from './v2-stream-client';

export const BBO_FRAME_MS = 50;

export interface StreamHubOptions {
  readonly tickerIntervalMs: number;
  /** Best bid/ask updates per second over all symbols. */
  readonly bboRate: number;
  readonly serverPingMs: number;
  /** Period of `{symbol}@orderbookupdate` and of the book step (market-data-streams.ts). */
  readonly orderbookIntervalMs: number;
  readonly clock: () => number;
  /** Per-client caps (stream-limits.ts); the defaults when absent. */
  readonly streamLimits?: Partial<StreamLimits>;
}

/**
 * The public stream: connections, subscriptions and the timers. Each frame is serialised once and
 * the same string goes to every subscriber of its topic; topics nobody listens to are not built.
 */
export class StreamHub implements StreamControls {
  readonly registry = new SubscriptionRegistry<StreamConnection>();
  private readonly clients = new Set<StreamConnection>();
  private timers: NodeJS.Timeout[] = [];
  private bboCarry = 0;
  private lastBboAt = 0;
  private lastBboTs = 0;
  private malformedCursor = 0;
  private readonly context: ClientContext;
  /** The trade page's per-symbol topics (order book, trades, candles, perpetual figures). */
  readonly marketData: MarketDataStreams;

  constructor(
    private readonly engine: MarketEngine,
    private readonly control: ControlState,
    private readonly options: StreamHubOptions,
  ) {
    this.marketData = new MarketDataStreams(engine, this.registry, control.book, options, (topic, frame) => this.broadcast(topic, frame));
    this.context = {
      registry: this.registry,
      isSymbol: (symbol) => engine.has(symbol),
      snapshot: (topic) => this.snapshot(topic),
      ignorePings: () => control.ignorePings,
      now: () => options.clock(),
      limits: streamLimits(options.streamLimits),
      closed: (client) => {
        this.clients.delete(client);
        this.registry.remove(client);
      },
    };
  }

  get connections(): number {
    return this.clients.size;
  }

  start(): void {
    if (this.timers.length > 0) return;
    this.lastBboAt = this.options.clock();
    const every = (ms: number, run: () => void) => this.timers.push(setInterval(run, ms).unref());
    every(this.options.tickerIntervalMs, () => this.tick());
    if (this.options.bboRate > 0) every(BBO_FRAME_MS, () => this.pumpBbos());
    if (this.options.serverPingMs > 0) every(this.options.serverPingMs, () => this.pingAll());
    this.marketData.start();
  }

  stop(): void {
    this.timers.forEach(clearInterval);
    this.timers = [];
    this.marketData.stop();
    this.closeAbnormal();
  }

  /** A connection speaking the app's `cmd` dialect (`/ws/stream?device=`). */
  connect(socket: WebSocket): StreamConnection {
    const client = new StreamClient(socket, this.context);
    this.clients.add(client);
    return client;
  }

  /** A connection speaking the exchange's v2 form (`/ws/stream/{applicationId}`): same topics and frames. */
  connectV2(socket: WebSocket): StreamConnection {
    const client = new V2StreamClient(socket, this.context);
    this.clients.add(client);
    return client;
  }

  /** One market step, then tickers, totals and every subscribed `<SYMBOL>@ticker`. */
  tick(): void {
    const now = this.options.clock();
    this.engine.advance(now);
    if (this.registry.hasSubscribers('tickers')) this.broadcast('tickers', dataFrame('tickers', now, this.engine.tickers()));
    if (this.registry.hasSubscribers('totals')) this.broadcast('totals', dataFrame('totals', now, this.engine.totals()));
    for (const topic of this.registry.activeTopics()) {
      if (!topic.endsWith(SYMBOL_TICKER_SUFFIX)) continue;
      const frame = this.snapshot(topic);
      if (frame !== undefined) this.broadcast(topic, frame);
    }
  }

  /** A bbos frame with as many updates as the rate allows since the last one; `ts` strictly increases. */
  pumpBbos(): void {
    const now = this.options.clock();
    const elapsed = Math.min(1000, Math.max(0, now - this.lastBboAt));
    this.lastBboAt = now;
    if (!this.registry.hasSubscribers('bbos')) {
      this.bboCarry = 0;
      return;
    }
    this.bboCarry += (this.options.bboRate * elapsed) / 1000;
    const count = Math.floor(this.bboCarry);
    if (count === 0) return;
    this.bboCarry -= count;
    const ts = Math.max(now, this.lastBboTs + 1);
    this.lastBboTs = ts;
    this.broadcast('bbos', dataFrame('bbos', ts, this.engine.quoteBbos(count)), true);
  }

  closeAbnormal(): number {
    const count = this.clients.size;
    [...this.clients].forEach((client) => client.terminate());
    return count;
  }

  sendMalformed(count: number): number {
    for (let i = 0; i < count; i += 1) {
      const frame = MALFORMED_FRAMES[this.malformedCursor++ % MALFORMED_FRAMES.length];
      this.clients.forEach((client) => client.send(frame));
    }
    return this.clients.size;
  }

  private snapshot(topic: string): string | undefined {
    const now = this.options.clock();
    const parsed = parseTopic(topic, (symbol) => this.engine.has(symbol));
    if (parsed?.kind === 'tickers') return dataFrame(topic, now, this.engine.tickers());
    if (parsed?.kind === 'symbol-ticker') return dataFrame(topic, now, this.engine.ticker(parsed.symbol));
    if (parsed?.kind === 'market-data') return this.marketData.snapshot(topic);
    return undefined;
  }

  private pingAll(): void {
    const ts = this.options.clock();
    this.clients.forEach((client) => client.send(client.pingFrame(ts)));
  }

  private broadcast(topic: string, frame: string, droppable = false): void {
    this.registry.subscribersOf(topic)?.forEach((client) => client.send(frame, droppable));
  }
}
