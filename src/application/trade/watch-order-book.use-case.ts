import { inject, injectable } from 'inversify';
import { OrderBookSync, type PriceLevel, type SyncCounters, type SyncOutcome } from '../../domain/trade/order-book';
import { ClockPort, type TimerHandle } from '../shared/ports/clock.port';
import { FrameSchedulerPort } from '../shared/ports/frame-scheduler.port';
import type { Unsubscribe } from '../shared/token';
import { MarketDepthFeedPort } from './ports/market-depth-feed.port';
import { PublicMarketApiPort } from './ports/public-market-api.port';

/** What the view gets once per animation frame when the book changed. */
export interface OrderBookFrame {
  readonly symbol: string;
  /** `syncing` until the first snapshot and its chain are applied, and again during every resynchronisation. */
  readonly status: 'syncing' | 'live';
  /** Best first; at most `maxLevels` a side. Empty while syncing. */
  readonly bids: readonly PriceLevel[];
  readonly asks: readonly PriceLevel[];
  /** Timestamp of the last applied delta or snapshot. */
  readonly ts: number;
  readonly counters: Readonly<SyncCounters>;
}

export interface WatchOrderBookOptions {
  /** Levels per side handed to the view (default: all). */
  readonly maxLevels?: number;
}

/** Snapshot retries after a failed fetch: 1 s, 2 s, 4 s … up to 10 s. */
export const SNAPSHOT_RETRY_MS = 1000;
export const SNAPSHOT_RETRY_MAX_MS = 10_000;

/**
 * Keeps one symbol's book by the exchange's recipe (domain `OrderBookSync`): subscribes the deltas first,
 * then fetches the snapshot; a gap or a crossed book fetches a new one while deltas keep buffering. Deltas
 * are applied as they arrive; the view gets at most one frame per animation frame.
 */
@injectable()
export class WatchOrderBook {
  constructor(
    @inject(MarketDepthFeedPort) private readonly feed: MarketDepthFeedPort,
    @inject(PublicMarketApiPort) private readonly api: PublicMarketApiPort,
    @inject(FrameSchedulerPort) private readonly frames: FrameSchedulerPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  execute(symbol: string, listener: (frame: OrderBookFrame) => void, options: WatchOrderBookOptions = {}): Unsubscribe {
    const maxLevels = options.maxLevels ?? Infinity;
    const sync = new OrderBookSync();
    let active = true;
    let fetching = false;
    let retry: TimerHandle | undefined;
    let failures = 0;
    let scheduled = false;
    let dirty = false;

    const publish = () => {
      scheduled = false;
      if (!active || !dirty) return;
      dirty = false;
      const bids = sync.bidLevels();
      const asks = sync.askLevels();
      listener({
        symbol,
        status: sync.isSynced ? 'live' : 'syncing',
        bids: bids.length > maxLevels ? bids.slice(0, maxLevels) : bids,
        asks: asks.length > maxLevels ? asks.slice(0, maxLevels) : asks,
        ts: sync.ts,
        counters: { ...sync.counters },
      });
    };
    const markDirty = () => {
      dirty = true;
      if (scheduled) return;
      scheduled = true;
      this.frames.request(publish);
    };
    const handle = (outcome: SyncOutcome) => {
      if (outcome.changed) markDirty();
      if (outcome.resync) fetchSnapshot();
    };
    const fetchSnapshot = () => {
      if (!active || fetching || retry !== undefined) return;
      fetching = true;
      void this.api.orderBook(symbol).then((result) => {
        fetching = false;
        if (!active) return;
        if (!result.ok) {
          failures += 1;
          const delay = Math.min(SNAPSHOT_RETRY_MAX_MS, SNAPSHOT_RETRY_MS * 2 ** (failures - 1));
          retry = this.clock.setTimeout(() => {
            retry = undefined;
            fetchSnapshot();
          }, delay);
          return;
        }
        failures = 0;
        handle(sync.onSnapshot(result.value));
      });
    };

    const stop = this.feed.watchOrderBook(symbol, (delta) => {
      if (active) handle(sync.onDelta(delta));
    });
    handle(sync.start());
    markDirty();
    return () => {
      active = false;
      if (retry !== undefined) this.clock.clearTimeout(retry);
      retry = undefined;
      stop();
    };
  }
}
