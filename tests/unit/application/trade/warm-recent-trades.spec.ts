import { WARM_FEED_HOLD_MS } from '../../../../src/application/trade/warm-feeds';
import { WarmRecentTrades } from '../../../../src/application/trade/warm-recent-trades.use-case';
import { warmRoute } from '../../../../src/di/route-warmers';
import type { PublicTrade } from '../../../../src/domain/trade/recent-trades';
import { RecentTradesStore } from '../../../../src/presentation/trade/recent-trades.store';
import { warmSetup } from './support/warm-setup';

const trade = (symbol: string, price: string, ts: number): PublicTrade => ({ symbol, price, size: '0.01', side: 'BUY', ts });

/** The two markets listed, and two spot trades on record. */
function setup() {
  const context = warmSetup();
  context.fakes.publicMarketApi.trades = [trade('SPOT_BTC_USDT', '64000.5', 2_000), trade('SPOT_BTC_USDT', '64000.0', 1_000)];
  return context;
}

describe('a trade page tape started as the user means to open the page', () => {
  it('subscribes the prints and asks for the newest trades from the press, and the page panel takes it over without asking again', async () => {
    const { container, fakes, flush } = setup();
    warmRoute(container, 'tradeSymbol', { symbol: 'SPOT_BTC_USDT' });
    await flush();
    expect(fakes.publicMarketApi.tradeRequests).toEqual(['SPOT_BTC_USDT']);
    expect(fakes.marketDepthFeed.tradeWatchers('SPOT_BTC_USDT')).toBe(1);
    fakes.marketDepthFeed.pushTrade(trade('SPOT_BTC_USDT', '64001.0', 3_000));
    await flush();

    const store = container.get(RecentTradesStore);
    store.start('SPOT_BTC_USDT');
    // the tape as it stands when the page renders: the print on top of the two on record, with no new request
    expect(store.loaded).toBe(true);
    expect(store.trades.map((t) => t.price)).toEqual(['64001.0', '64000.5', '64000.0']);
    expect(fakes.publicMarketApi.tradeRequests).toEqual(['SPOT_BTC_USDT']);
    expect(fakes.marketDepthFeed.tradeWatchers('SPOT_BTC_USDT')).toBe(1);
    fakes.marketDepthFeed.pushTrade(trade('SPOT_BTC_USDT', '64002.0', 4_000));
    await flush();
    expect(store.trades.map((t) => t.price)).toEqual(['64002.0', '64001.0', '64000.5', '64000.0']);
    // the panel owns it now: closing the page ends the subscription
    store.dispose();
    expect(fakes.marketDepthFeed.tradeWatchers('SPOT_BTC_USDT')).toBe(0);
  });

  it('warms a tape once however often it is pressed, lets it go after the hold, and starts none for a symbol not listed', async () => {
    const { container, fakes, clock, flush } = setup();
    warmRoute(container, 'tradeSymbol', { symbol: 'BTC_PERP' });
    warmRoute(container, 'tradeSymbol', { symbol: 'PERP_BTC_USDT' });
    warmRoute(container, 'tradeSymbol', { symbol: 'SPOT_DOGE_USDT' });
    await flush();
    container.get(WarmRecentTrades).warm('PERP_BTC_USDT');
    await flush();
    expect(fakes.publicMarketApi.tradeRequests).toEqual(['PERP_BTC_USDT']);
    expect(fakes.marketDepthFeed.tradeWatchers('SPOT_DOGE_USDT')).toBe(0);
    clock.advance(WARM_FEED_HOLD_MS - 1);
    expect(fakes.marketDepthFeed.tradeWatchers('PERP_BTC_USDT')).toBe(1);
    clock.advance(1);
    expect(fakes.marketDepthFeed.tradeWatchers('PERP_BTC_USDT')).toBe(0);
    // nothing to take once let go: the panel starts its own tape
    container.get(RecentTradesStore).start('PERP_BTC_USDT');
    await flush();
    expect(fakes.publicMarketApi.tradeRequests).toEqual(['PERP_BTC_USDT', 'PERP_BTC_USDT']);
  });

  it('warms no second tape for a symbol a panel watches', async () => {
    const { container, fakes, flush } = setup();
    const store = container.get(RecentTradesStore);
    store.start('SPOT_BTC_USDT');
    await flush();
    warmRoute(container, 'tradeSymbol', { symbol: 'SPOT_BTC_USDT' });
    await flush();
    expect(fakes.publicMarketApi.tradeRequests).toEqual(['SPOT_BTC_USDT']);
    expect(fakes.marketDepthFeed.tradeWatchers('SPOT_BTC_USDT')).toBe(1);
    store.dispose();
    expect(fakes.marketDepthFeed.tradeWatchers('SPOT_BTC_USDT')).toBe(0);
  });
});
