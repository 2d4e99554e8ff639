import { inject, injectable } from 'inversify';
import type { TickerEvent } from '../../domain/market/ticker-state';
import { PRODUCT_SPOT_SYMBOL } from '../../domain/market/market-symbol';
import { FrameSchedulerPort } from '../shared/ports/frame-scheduler.port';
import type { Unsubscribe } from '../shared/token';
import { MarketFeedPort } from './ports/market-feed.port';

/**
 * Feeds the ticker state: every stream event is buffered and handed over as one batch per animation
 * frame, so a burst of frames costs one store transaction and one render.
 */
@injectable()
export class WatchTickerState {
  constructor(
    @inject(MarketFeedPort) private readonly feed: MarketFeedPort,
    @inject(FrameSchedulerPort) private readonly frames: FrameSchedulerPort,
  ) {}

  execute(apply: (batch: readonly TickerEvent[]) => void): Unsubscribe {
    let buffer: TickerEvent[] = [];
    let scheduled = false;
    let active = true;
    const flush = () => {
      scheduled = false;
      if (!active || buffer.length === 0) return;
      const batch = buffer;
      buffer = [];
      apply(batch);
    };
    const push = (event: TickerEvent) => {
      buffer.push(event);
      if (!scheduled) {
        scheduled = true;
        this.frames.request(flush);
      }
    };
    const stop = this.feed.watch(
      {
        tickers: (tickers, ts) => push({ kind: 'tickers', tickers, ts }),
        bbos: (updates, ts) => push({ kind: 'bbos', updates, ts }),
        totals: (entries, ts) => push({ kind: 'totals', entries, ts }),
        symbolTicker: (ticker, ts) => push({ kind: 'symbolTicker', ticker, ts }),
      },
      [PRODUCT_SPOT_SYMBOL],
    );
    return () => {
      active = false;
      buffer = [];
      stop();
    };
  }
}
