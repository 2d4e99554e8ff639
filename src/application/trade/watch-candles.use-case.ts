import { inject, injectable } from 'inversify';
import { klineTypesOf, mergeLiveCandle, prependHistory, type Candle, type Resolution } from '../../domain/trade/candles';
import { ClockPort, type TimerHandle } from '../shared/ports/clock.port';
import { FrameSchedulerPort } from '../shared/ports/frame-scheduler.port';
import { MarketDepthFeedPort } from './ports/market-depth-feed.port';
import { PublicMarketApiPort } from './ports/public-market-api.port';

/** Candles per history page. */
export const CANDLE_PAGE = 300;

/**
 * The live candle reaches the chart at most once per this many ms (the latest one; none is lost). Each hand-over
 * redraws the chart's pane and price scale: at the stream's pace (the kline topic moves with every book interval) that
 * was ≈ 1 s of the main thread's 10 while fills streamed to the trade page (docs/benchmarks.md, "Stop 63"). The
 * header, the book and the trades show every price at once; the chart's last candle follows within half a second.
 */
export const LIVE_CANDLE_MS = 500;

export interface CandleSeries {
  /** Oldest first. */
  readonly candles: readonly Candle[];
  readonly status: 'loading' | 'ready' | 'failed';
  /** Whether an older page is being read. */
  readonly loadingOlder: boolean;
  /** No older candles exist. */
  readonly exhausted: boolean;
}

export interface CandleSession {
  /** Reads the page before the oldest candle (scrolling left); ignored while one is loading or when none is left. */
  loadOlder(): void;
  stop(): void;
}

/**
 * The candles of one symbol and resolution: the kline topic is subscribed first and its candles are kept, the newest
 * page comes from `klineHistory`, the live candle is merged into it (same start replaces, later start appends), and
 * older pages come with `before` = the oldest start held. At most one hand-over per animation frame, and a live
 * candle's at most once per `LIVE_CANDLE_MS`.
 */
@injectable()
export class WatchCandles {
  constructor(
    @inject(MarketDepthFeedPort) private readonly feed: MarketDepthFeedPort,
    @inject(PublicMarketApiPort) private readonly api: PublicMarketApiPort,
    @inject(FrameSchedulerPort) private readonly frames: FrameSchedulerPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  execute(symbol: string, resolution: Resolution, listener: (series: CandleSeries) => void): CandleSession {
    const types = klineTypesOf(resolution);
    let active = true;
    let series: CandleSeries = { candles: [], status: 'loading', loadingOlder: false, exhausted: false };
    let early: Candle[] = [];
    let scheduled = false;
    let handedOver = Number.NEGATIVE_INFINITY;
    let liveTimer: TimerHandle | undefined;
    const publish = () => {
      scheduled = false;
      handedOver = this.clock.now();
      // this hand-over takes a waiting live candle along
      if (liveTimer !== undefined) this.clock.clearTimeout(liveTimer);
      liveTimer = undefined;
      if (active) listener(series);
    };
    const schedule = () => {
      if (scheduled || !active) return;
      scheduled = true;
      this.frames.request(publish);
    };
    // A live candle waits out the rest of its interval (any hand-over before then takes it along); history and status
    // go at the next frame.
    const scheduleLive = () => {
      if (scheduled || liveTimer !== undefined || !active) return;
      const wait = handedOver + LIVE_CANDLE_MS - this.clock.now();
      if (wait <= 0) return schedule();
      liveTimer = this.clock.setTimeout(() => {
        liveTimer = undefined;
        schedule();
      }, wait);
    };
    const set = (next: Partial<CandleSeries>) => {
      series = { ...series, ...next };
      schedule();
    };
    const stopLive = this.feed.watchKline(symbol, types.topic, (candle) => {
      if (!active) return;
      if (series.status !== 'ready') {
        early.push(candle);
        if (early.length > 10) early.shift();
        return;
      }
      const candles = mergeLiveCandle(series.candles, candle);
      if (candles === series.candles) return;
      series = { ...series, candles };
      scheduleLive();
    });
    void this.api.klineHistory(symbol, types.history, { limit: CANDLE_PAGE }).then((result) => {
      if (!active) return;
      if (!result.ok) return set({ status: 'failed' });
      let candles: readonly Candle[] = result.value;
      for (const candle of early) candles = mergeLiveCandle(candles, candle);
      early = [];
      set({ candles, status: 'ready', exhausted: result.value.length < CANDLE_PAGE });
    });
    return {
      loadOlder: () => {
        if (!active || series.status !== 'ready' || series.loadingOlder || series.exhausted) return;
        const oldest = series.candles[0]?.start;
        if (oldest === undefined) return;
        set({ loadingOlder: true });
        void this.api.klineHistory(symbol, types.history, { before: oldest, limit: CANDLE_PAGE }).then((result) => {
          if (!active) return;
          if (!result.ok) return set({ loadingOlder: false });
          set({ candles: prependHistory(series.candles, result.value), loadingOlder: false, exhausted: result.value.length < CANDLE_PAGE });
        });
      },
      stop: () => {
        active = false;
        if (liveTimer !== undefined) this.clock.clearTimeout(liveTimer);
        stopLive();
      },
    };
  }
}
