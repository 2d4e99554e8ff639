/**
 * @jest-environment jsdom
 */
import { RecordingLogger } from '../../../fakes/recording-logger';
import { FakeClock } from '../../../fakes/fake-clock';
import { FakeNetworkSignals, FakeWebSocketFactory } from '../../../fakes/market/fake-web-socket';
import { ManualFrameScheduler } from '../../../fakes/manual-frame-scheduler';
import { FakeMarketDepthFeed, FakePublicMarketApi, settle } from '../../../fakes/trade/fake-market-depth';
import { WatchCandles, CANDLE_PAGE, LIVE_CANDLE_MS, type CandleSeries } from '../../../../src/application/trade/watch-candles.use-case';
import type { Candle, PerpFiguresUpdate } from '../../../../src/domain/trade/candles';
import { WsMarketDepthFeed } from '../../../../src/infrastructure/trade/ws-market-depth-feed.adapter';
import { LocalStorageTradePreferences } from '../../../../src/infrastructure/trade/local-storage-trade-preferences.adapter';
import { PublicSocket } from '../../../../src/infrastructure/websocket/public-socket';

const S = 'PERP_BTC_USDT';

describe('kline and perpetual topics over the public socket', () => {
  it('maps valid frames to decimal strings and drops malformed ones without throwing', () => {
    const sockets = new FakeWebSocketFactory();
    const socket = new PublicSocket(
      { url: 'ws://x/ws/stream', device: 'web' },
      sockets.create,
      new FakeNetworkSignals(),
      new FakeClock(),
      new RecordingLogger(),
    );
    const feed = new WsMarketDepthFeed(socket);
    const candles: Candle[] = [];
    const figures: PerpFiguresUpdate[] = [];
    feed.watchKline(S, '1M', (c) => candles.push(c));
    feed.watchPerpFigures(S, (f) => figures.push(f));
    socket.connect();
    sockets.last().open();
    const subscribed = sockets
      .last()
      .sentCommands('SUBSCRIBE')
      .flatMap((c) => c.params as string[]);
    expect(subscribed).toEqual(
      expect.arrayContaining([`${S}@kline_1M`, `${S}@markprice`, `${S}@indexprice`, `${S}@estfundingrate`, `${S}@openinterest`]),
    );
    const k = {
      symbol: S,
      type: '1M',
      open: 0.1,
      close: 0.3,
      high: 0.30000000000000004,
      low: 0.1,
      volume: 12.5,
      amount: 3,
      startTime: 1000,
      endTime: 2000,
    };
    sockets.last().receive({ topic: `${S}@kline_1M`, ts: 5, data: k });
    sockets.last().receive({ topic: `${S}@kline_1M`, ts: 6, data: { ...k, type: '1m' } });
    sockets.last().receive({ topic: `${S}@kline_1M`, ts: 7, data: { ...k, open: 'x' } });
    sockets.last().receive({ topic: `${S}@markprice`, ts: 8, data: { symbol: S, price: 65000.5 } });
    sockets.last().receive({ topic: `${S}@markprice`, ts: 8, data: { symbol: S, price: -1 } });
    sockets.last().receive({ topic: `${S}@estfundingrate`, ts: 9, data: { symbol: S, fundingRate: -0.0001, fundingTs: 28_800_000 } });
    sockets.last().receive({ topic: `${S}@openinterest`, ts: 9, data: { symbol: S, openInterest: 7123.4 } });
    sockets.last().receive({ topic: `${S}@openinterest`, ts: 9, data: null });
    expect(candles).toEqual([{ start: 1000, open: '0.1', high: '0.30000000000000004', low: '0.1', close: '0.3', volume: '12.5' }]);
    expect(figures).toEqual([{ markPrice: '65000.5' }, { fundingRate: '-0.0001', nextFundingTs: 28_800_000 }, { openInterest: '7123.4' }]);
    expect(socket.droppedFrames()).toBe(4);
    socket.disconnect();
  });
});

describe('WatchCandles paging', () => {
  const candle = (start: number): Candle => ({ start, open: '1', high: '1', low: '1', close: '1', volume: '1' });

  it('reads the newest page, then older pages with before = the oldest start, until a short page', async () => {
    const api = new FakePublicMarketApi();
    const frames = new ManualFrameScheduler();
    // 1.5 pages of 1m candles
    const all = Array.from({ length: CANDLE_PAGE + CANDLE_PAGE / 2 }, (_, i) => candle(i * 60_000));
    api.candles.set(`${S}|1m`, all);
    let series: CandleSeries | undefined;
    const session = new WatchCandles(new FakeMarketDepthFeed(), api, frames, new FakeClock()).execute(S, '1m', (s) => (series = s));
    await settle();
    frames.flush();
    expect(series?.candles).toHaveLength(CANDLE_PAGE);
    expect(series?.exhausted).toBe(false);
    session.loadOlder();
    session.loadOlder(); // ignored while the page loads
    await settle();
    frames.flush();
    expect(api.klineRequests.map((r) => r.before)).toEqual([undefined, (CANDLE_PAGE / 2) * 60_000]);
    expect(series?.candles).toHaveLength(all.length);
    expect(series?.candles[0].start).toBe(0);
    expect(series?.exhausted).toBe(true);
    session.loadOlder();
    expect(api.klineRequests).toHaveLength(2);
    session.stop();
  });
});

describe('WatchCandles live candle', () => {
  const candle = (start: number, close: string): Candle => ({ start, open: '100', high: close, low: '100', close, volume: '1' });

  it('hands the live candle over at most once per interval: the latest merge, every candle kept', async () => {
    const api = new FakePublicMarketApi();
    const feed = new FakeMarketDepthFeed();
    const frames = new ManualFrameScheduler();
    const clock = new FakeClock();
    api.candles.set(`${S}|1m`, [candle(0, '100'), candle(60_000, '101')]);
    const handed: CandleSeries[] = [];
    const session = new WatchCandles(feed, api, frames, clock).execute(S, '1m', (s) => handed.push(s));
    await settle();
    frames.flush();
    expect(handed).toHaveLength(1);
    const last = () => handed[handed.length - 1].candles.map((c) => `${c.start}:${c.close}`);

    // 100 ms after the history: the live candle waits 400 ms more, and the ones after it join it
    clock.advance(100);
    feed.pushCandle(S, '1m', candle(60_000, '102'));
    feed.pushCandle(S, '1m', candle(120_000, '103'));
    frames.flush();
    expect(handed).toHaveLength(1);
    clock.advance(LIVE_CANDLE_MS - 101);
    frames.flush();
    expect(handed).toHaveLength(1);
    feed.pushCandle(S, '1m', candle(120_000, '104'));
    clock.advance(1);
    frames.flush();
    expect(handed).toHaveLength(2);
    expect(last()).toEqual(['0:100', '60000:102', '120000:104']);

    // a candle after a quiet interval goes at the next frame
    clock.advance(LIVE_CANDLE_MS);
    feed.pushCandle(S, '1m', candle(120_000, '105'));
    frames.flush();
    expect(handed).toHaveLength(3);
    expect(last()).toEqual(['0:100', '60000:102', '120000:105']);

    // one waiting when the chart closes is never handed over
    feed.pushCandle(S, '1m', candle(120_000, '106'));
    session.stop();
    clock.advance(LIVE_CANDLE_MS);
    frames.flush();
    expect(handed).toHaveLength(3);
  });
});

describe('WatchCandles live candle and history', () => {
  it('takes a waiting live candle along with a page hand-over, and does not hand it over again', async () => {
    const api = new FakePublicMarketApi();
    const feed = new FakeMarketDepthFeed();
    const frames = new ManualFrameScheduler();
    const clock = new FakeClock();
    const full = Array.from({ length: CANDLE_PAGE }, (_, i) => ({
      start: i * 60_000,
      open: '1',
      high: '1',
      low: '1',
      close: '1',
      volume: '1',
    }));
    api.candles.set(`${S}|1m`, full);
    const handed: CandleSeries[] = [];
    const session = new WatchCandles(feed, api, frames, clock).execute(S, '1m', (s) => handed.push(s));
    await settle();
    frames.flush();
    clock.advance(100);
    feed.pushCandle(S, '1m', { ...full[CANDLE_PAGE - 1], close: '2', high: '2' });
    frames.flush();
    expect(handed).toHaveLength(1);
    session.loadOlder();
    frames.flush();
    expect(handed).toHaveLength(2);
    expect(handed[1].loadingOlder).toBe(true);
    expect(handed[1].candles[CANDLE_PAGE - 1].close).toBe('2');
    clock.advance(LIVE_CANDLE_MS);
    frames.flush();
    expect(handed).toHaveLength(2);
    session.stop();
  });
});

describe('LocalStorageTradePreferences', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps what it saved and drops tampered fields', () => {
    const prefs = new LocalStorageTradePreferences();
    prefs.save({ favourites: ['SPOT_BTC_USDT'], lastSymbol: 'PERP_ETH_USDT', resolution: '4h' });
    expect(new LocalStorageTradePreferences().load()).toMatchObject({
      favourites: ['SPOT_BTC_USDT'],
      lastSymbol: 'PERP_ETH_USDT',
      resolution: '4h',
    });
    window.localStorage.setItem(
      'woox.trade-preferences',
      JSON.stringify({ favourites: ['x', 'SPOT_BTC_USDT'], lastSymbol: '<img>', resolution: '7m' }),
    );
    expect(prefs.load()).toMatchObject({ favourites: ['SPOT_BTC_USDT'], lastSymbol: undefined, resolution: undefined });
    window.localStorage.setItem('woox.trade-preferences', '{not json');
    expect(prefs.load().favourites).toEqual([]);
  });
});
