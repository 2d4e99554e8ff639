import { inject, injectable } from 'inversify';
import { klineTypesOf, mergeLiveCandle, prependHistory, type Candle, type Resolution } from '../../domain/trade/candles';
import { FrameSchedulerPort } from '../shared/ports/frame-scheduler.port';
import { MarketDepthFeedPort } from './ports/market-depth-feed.port';
import { PublicMarketApiPort } from './ports/public-market-api.port';

/** Candles per history page. */
export const CANDLE_PAGE = 300;

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
 * older pages come with `before` = the oldest start held. At most one hand-over per animation frame.
 */
@injectable()
export class WatchCandles {
  constructor(
    @inject(MarketDepthFeedPort) private readonly feed: MarketDepthFeedPort,
    @inject(PublicMarketApiPort) private readonly api: PublicMarketApiPort,
    @inject(FrameSchedulerPort) private readonly frames: FrameSchedulerPort,
  ) {}

  execute(symbol: string, resolution: Resolution, listener: (series: CandleSeries) => void): CandleSession {
    const types = klineTypesOf(resolution);
    let active = true;
    let series: CandleSeries = { candles: [], status: 'loading', loadingOlder: false, exhausted: false };
    let early: Candle[] = [];
    let scheduled = false;
    const publish = () => {
      scheduled = false;
      if (active) listener(series);
    };
    const schedule = () => {
      if (scheduled || !active) return;
      scheduled = true;
      this.frames.request(publish);
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
      if (candles !== series.candles) set({ candles });
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
        stopLive();
      },
    };
  }
}
