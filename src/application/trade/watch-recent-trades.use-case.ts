import { inject, injectable } from 'inversify';
import { mergeHistory, prependTrades, TAPE_SIZE, type PublicTrade } from '../../domain/trade/recent-trades';
import { FrameSchedulerPort } from '../shared/ports/frame-scheduler.port';
import type { Unsubscribe } from '../shared/token';
import { MarketDepthFeedPort } from './ports/market-depth-feed.port';
import { PublicMarketApiPort } from './ports/public-market-api.port';

/**
 * The recent trades tape of one symbol: the stream is subscribed first, the newest 250 trades come over
 * REST, and the prints that arrive are added on top, at most one hand-over per animation frame.
 */
@injectable()
export class WatchRecentTrades {
  constructor(
    @inject(MarketDepthFeedPort) private readonly feed: MarketDepthFeedPort,
    @inject(PublicMarketApiPort) private readonly api: PublicMarketApiPort,
    @inject(FrameSchedulerPort) private readonly frames: FrameSchedulerPort,
  ) {}

  execute(symbol: string, listener: (tape: readonly PublicTrade[]) => void): Unsubscribe {
    let active = true;
    let history: PublicTrade[] | undefined;
    let tape: PublicTrade[] = [];
    let arrived: PublicTrade[] = [];
    let scheduled = false;
    const publish = () => {
      scheduled = false;
      if (!active || history === undefined) return;
      if (arrived.length > 0) tape = prependTrades(tape, arrived);
      arrived = [];
      listener(tape);
    };
    const schedule = () => {
      if (scheduled) return;
      scheduled = true;
      this.frames.request(publish);
    };
    const stop = this.feed.watchTrades(symbol, (trade) => {
      if (!active) return;
      arrived.push(trade);
      if (arrived.length > TAPE_SIZE) arrived.splice(0, arrived.length - TAPE_SIZE);
      if (history !== undefined) schedule();
    });
    void this.api.marketTrades(symbol, TAPE_SIZE).then((result) => {
      if (!active) return;
      history = result.ok ? result.value : [];
      tape = mergeHistory(history, arrived);
      arrived = [];
      schedule();
    });
    return () => {
      active = false;
      stop();
    };
  }
}
