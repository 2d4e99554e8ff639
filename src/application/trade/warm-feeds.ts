import { canonicalSymbolOf } from '../../domain/trade/trade-symbol';
import type { ClockPort, TimerHandle } from '../shared/ports/clock.port';
import type { Unsubscribe } from '../shared/token';

/** How long a feed started for a trade page on its way is kept for it before it is let go. */
export const WARM_FEED_HOLD_MS = 15_000;

/** Starts a symbol's feed: its listener hears each frame; answers the function that stops it. */
export type StartFeed<Frame, Options> = (symbol: string, listener: (frame: Frame) => void, options: Options) => Unsubscribe;

interface HeldFeed<Frame, Options> {
  readonly options: Options;
  latest: Frame | undefined;
  listener: ((frame: Frame) => void) | undefined;
  stop: Unsubscribe;
  expiry: TimerHandle | undefined;
}

/**
 * Per symbol, the feeds the app's panels watch (`watch`), and a feed started as the user means to open its page (a link
 * pressed, the page's module bound) rather than once the page has rendered (`warm`): kept for the page's panel to take
 * over with its latest frame (no second start, so no second snapshot), or let go after `WARM_FEED_HOLD_MS`. A symbol a
 * panel watches already is not warmed again. The order book's and the recent trades' use cases each keep one.
 */
export class WarmFeeds<Frame, Options> {
  private readonly held = new Map<string, HeldFeed<Frame, Options>>();
  private readonly asked = new Set<string>();
  /** Panels watching each symbol's feed. */
  private readonly watching = new Map<string, number>();

  constructor(
    private readonly start: StartFeed<Frame, Options>,
    /** Whether the exchange lists `symbol` (only a listed symbol's feed is warmed). */
    private readonly listed: (symbol: string) => Promise<boolean>,
    private readonly clock: ClockPort,
    /** Whether a feed started with `held` serves a panel that asks for `wanted`. */
    private readonly serves: (held: Options, wanted: Options) => boolean,
  ) {}

  /**
   * Starts keeping the feed of `param` (a symbol as an address writes it; an alias is read as its symbol), once it is
   * listed: nothing for another symbol, nor for a feed kept or watched already.
   */
  warm(param: string, options: Options): void {
    const symbol = canonicalSymbolOf(param);
    if (symbol === undefined || this.held.has(symbol) || this.asked.has(symbol) || this.watching.has(symbol)) return;
    this.asked.add(symbol);
    void this.listed(symbol).then((listed) => {
      this.asked.delete(symbol);
      if (!listed || this.held.has(symbol) || this.watching.has(symbol)) return;
      const feed: HeldFeed<Frame, Options> = { options, latest: undefined, listener: undefined, stop: () => undefined, expiry: undefined };
      feed.stop = this.start(
        symbol,
        (frame) => {
          feed.latest = frame;
          feed.listener?.(frame);
        },
        options,
      );
      feed.expiry = this.clock.setTimeout(() => {
        if (this.held.get(symbol) !== feed) return;
        this.held.delete(symbol);
        feed.stop();
      }, WARM_FEED_HOLD_MS);
      this.held.set(symbol, feed);
    });
  }

  /**
   * Watches `symbol`'s feed for a panel: the kept one when it serves `options` (its latest frame at once, then each new
   * one), else a new one. Answers the function that stops it.
   */
  watch(symbol: string, listener: (frame: Frame) => void, options: Options): Unsubscribe {
    const feed = this.held.get(symbol);
    let stop: Unsubscribe;
    if (feed && this.serves(feed.options, options)) {
      this.held.delete(symbol);
      if (feed.expiry !== undefined) this.clock.clearTimeout(feed.expiry);
      feed.listener = listener;
      if (feed.latest !== undefined) listener(feed.latest);
      stop = feed.stop;
    } else {
      stop = this.start(symbol, listener, options);
    }
    this.watching.set(symbol, (this.watching.get(symbol) ?? 0) + 1);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      const left = (this.watching.get(symbol) ?? 1) - 1;
      if (left > 0) this.watching.set(symbol, left);
      else this.watching.delete(symbol);
      stop();
    };
  }
}
