import { WARM_FEED_HOLD_MS } from '../../../../src/application/trade/warm-feeds';
import { WarmOrderBooks } from '../../../../src/application/trade/warm-order-books.use-case';
import { warmRoute } from '../../../../src/di/route-warmers';
import { OrderBookStore } from '../../../../src/presentation/trade/order-book.store';
import { warmSetup } from './support/warm-setup';

describe('a trade page book started as the user means to open the page', () => {
  it('subscribes the deltas and asks for the snapshot from the press, and the page panel takes it over without asking again', async () => {
    const { container, fakes, flush } = warmSetup();
    warmRoute(container, 'tradeSymbol', { symbol: 'SPOT_BTC_USDT' });
    await flush();
    expect(fakes.publicMarketApi.snapshotRequests).toEqual(['SPOT_BTC_USDT']);
    expect(fakes.marketDepthFeed.bookWatchers('SPOT_BTC_USDT')).toBe(1);
    fakes.publicMarketApi.answerSnapshot({
      ts: 100,
      bids: [{ price: '64000.0', quantity: '1.5' }],
      asks: [{ price: '64000.5', quantity: '2' }],
    });
    fakes.marketDepthFeed.pushDelta('SPOT_BTC_USDT', { ts: 101, prevTs: 100, bids: [{ price: '63999.5', quantity: '3' }], asks: [] });
    await flush();

    const store = container.get(OrderBookStore);
    store.start('SPOT_BTC_USDT');
    // the book as it stands when the page renders: the snapshot and the delta after it, live, with no new request
    expect(store.status).toBe('live');
    expect(store.frame?.bids.map((level) => `${level.price}:${level.quantity}`)).toEqual(['64000.0:1.5', '63999.5:3']);
    expect(fakes.publicMarketApi.snapshotRequests).toEqual(['SPOT_BTC_USDT']);
    expect(fakes.marketDepthFeed.bookWatchers('SPOT_BTC_USDT')).toBe(1);
    fakes.marketDepthFeed.pushDelta('SPOT_BTC_USDT', { ts: 102, prevTs: 101, bids: [], asks: [{ price: '64001.0', quantity: '1' }] });
    await flush();
    expect(store.frame?.asks).toHaveLength(2);
    // the panel owns it now: closing the page ends the subscription
    store.dispose();
    expect(fakes.marketDepthFeed.bookWatchers('SPOT_BTC_USDT')).toBe(0);
  });

  it('reads an alias as its symbol, warms a book once however often it is pressed, and lets it go after the hold', async () => {
    const { container, fakes, clock, flush } = warmSetup();
    warmRoute(container, 'tradeSymbol', { symbol: 'BTC_PERP' });
    warmRoute(container, 'tradeSymbol', { symbol: 'PERP_BTC_USDT' });
    await flush();
    warmRoute(container, 'tradeSymbol', { symbol: 'PERP_BTC_USDT' });
    await flush();
    expect(fakes.publicMarketApi.snapshotRequests).toEqual(['PERP_BTC_USDT']);
    clock.advance(WARM_FEED_HOLD_MS - 1);
    expect(fakes.marketDepthFeed.bookWatchers('PERP_BTC_USDT')).toBe(1);
    clock.advance(1);
    expect(fakes.marketDepthFeed.bookWatchers('PERP_BTC_USDT')).toBe(0);
    // nothing to take once let go: the panel starts its own book
    const store = container.get(OrderBookStore);
    store.start('PERP_BTC_USDT');
    await flush();
    expect(fakes.publicMarketApi.snapshotRequests).toEqual(['PERP_BTC_USDT', 'PERP_BTC_USDT']);
  });

  it('starts nothing for a symbol the exchange does not list, an address that is not a symbol, or another route', async () => {
    const { container, fakes, flush } = warmSetup();
    warmRoute(container, 'tradeSymbol', { symbol: 'SPOT_DOGE_USDT' });
    warmRoute(container, 'tradeSymbol', { symbol: '%E0%A4<script>' });
    warmRoute(container, 'tradeSymbol', {});
    warmRoute(container, 'markets', { symbol: 'SPOT_BTC_USDT' });
    await flush();
    expect(fakes.publicMarketApi.snapshotRequests).toEqual([]);
    expect(fakes.marketDepthFeed.bookWatchers('SPOT_DOGE_USDT')).toBe(0);
  });

  it('hands a book kept with other options to no panel: the panel starts its own', async () => {
    const { container, fakes, flush } = warmSetup();
    const books = container.get(WarmOrderBooks);
    books.warm('SPOT_BTC_USDT', { maxLevels: 10 });
    await flush();
    const stop = books.watch('SPOT_BTC_USDT', () => undefined, { maxLevels: 200 });
    await flush();
    expect(fakes.publicMarketApi.snapshotRequests).toEqual(['SPOT_BTC_USDT', 'SPOT_BTC_USDT']);
    expect(fakes.marketDepthFeed.bookWatchers('SPOT_BTC_USDT')).toBe(2);
    stop();
    expect(fakes.marketDepthFeed.bookWatchers('SPOT_BTC_USDT')).toBe(1);
  });

  it('warms no second book for a symbol a panel watches, as when a member module binds on an open trade page', async () => {
    const { container, fakes, flush } = warmSetup();
    const store = container.get(OrderBookStore);
    store.start('SPOT_BTC_USDT');
    await flush();
    warmRoute(container, 'tradeSymbol', { symbol: 'SPOT_BTC_USDT' });
    await flush();
    expect(fakes.publicMarketApi.snapshotRequests).toEqual(['SPOT_BTC_USDT']);
    expect(fakes.marketDepthFeed.bookWatchers('SPOT_BTC_USDT')).toBe(1);
    // once the page has closed, a press warms it again
    store.dispose();
    warmRoute(container, 'tradeSymbol', { symbol: 'SPOT_BTC_USDT' });
    await flush();
    expect(fakes.publicMarketApi.snapshotRequests).toEqual(['SPOT_BTC_USDT', 'SPOT_BTC_USDT']);
  });
});
