import type { MarketFeedHandlers } from '../../../../src/application/market/ports/market-feed.port';
import { WsMarketFeed } from '../../../../src/infrastructure/market/ws-market-feed.adapter';
import { createHarness } from '../websocket/socket-harness';

const ticker = (symbol: string, close = 1) => ({
  symbol,
  open: 1,
  close,
  high: 1,
  low: 1,
  volume: 1,
  amount: 1,
  count: 1,
});
const bbo = (symbol: string, bid = 1) => ({ symbol, ask: 2, askSize: 1, bid, bidSize: 1 });

function setup() {
  const h = createHarness();
  const feed = new WsMarketFeed(h.socket, h.logger);
  const ws = h.connectOpen();
  const calls: [string, unknown, number][] = [];
  const handlers: MarketFeedHandlers = {
    tickers: (rows, ts) => calls.push(['tickers', rows, ts]),
    bbos: (rows, ts) => calls.push(['bbos', rows, ts]),
    totals: (rows, ts) => calls.push(['totals', rows, ts]),
    symbolTicker: (row, ts) => calls.push(['symbolTicker', row, ts]),
  };
  return { ...h, feed, ws, calls, handlers };
}

describe('WsMarketFeed', () => {
  it('subscribes the topics its handlers need', () => {
    const s = setup();
    s.feed.watch(s.handlers, ['SPOT_WOO_USDT', 'PERP_BTC_USDT']);
    expect(s.ws.sentCommands('SUBSCRIBE').flatMap((f) => f.params as string[])).toEqual([
      'tickers',
      'bbos',
      'totals',
      'SPOT_WOO_USDT@ticker',
      'PERP_BTC_USDT@ticker',
    ]);
  });

  it('subscribes only what is asked for', () => {
    const s = setup();
    s.feed.watch({ bbos: () => undefined }, ['SPOT_WOO_USDT']);
    expect(s.ws.sentCommands('SUBSCRIBE').flatMap((f) => f.params as string[])).toEqual(['tickers', 'bbos']);
  });

  it('routes each topic to its handler, mapped to decimal strings, with the frame ts', () => {
    const s = setup();
    s.feed.watch(s.handlers, ['SPOT_WOO_USDT']);
    s.ws.receive({ topic: 'tickers', ts: 1, data: [ticker('SPOT_BTC_USDT', 1e-7)] });
    s.ws.receive({ topic: 'bbos', ts: 2, data: [bbo('SPOT_BTC_USDT')] });
    s.ws.receive({
      topic: 'totals',
      ts: 3,
      data: [
        { type: 'SPOT', amount: 10, count: 2 },
        { type: 'PERP', amount: 5, count: 1 },
      ],
    });
    s.ws.receive({ topic: 'SPOT_WOO_USDT@ticker', ts: 4, data: ticker('SPOT_WOO_USDT', 0.25) });
    expect(s.calls.map(([kind, , ts]) => [kind, ts])).toEqual([
      ['tickers', 1],
      ['bbos', 2],
      ['totals', 3],
      ['symbolTicker', 4],
    ]);
    expect(s.calls[0][1]).toEqual([expect.objectContaining({ symbol: 'SPOT_BTC_USDT', close: '0.0000001' })]);
    expect(s.calls[1][1]).toEqual([{ symbol: 'SPOT_BTC_USDT', ask: '2', askSize: '1', bid: '1', bidSize: '1' }]);
    expect(s.calls[2][1]).toEqual([
      { amount: '10', count: 2 },
      { amount: '5', count: 1 },
    ]);
    expect(s.calls[3][1]).toEqual(expect.objectContaining({ symbol: 'SPOT_WOO_USDT', close: '0.25' }));
  });

  it('keeps the valid rows of a list and counts the invalid ones', () => {
    const s = setup();
    s.feed.watch(s.handlers);
    s.ws.receive({ topic: 'bbos', ts: 1, data: [bbo('SPOT_A_USDT'), bbo('SPOT_B_USDT', -1), bbo('bad'), bbo('SPOT_C_USDT')] });
    expect(s.calls).toHaveLength(1);
    expect((s.calls[0][1] as { symbol: string }[]).map((r) => r.symbol)).toEqual(['SPOT_A_USDT', 'SPOT_C_USDT']);
    expect(s.feed.droppedRows()).toBe(2);
    expect(s.socket.droppedFrames()).toBe(0);
  });

  it('delivers an empty list, but not a list whose rows are all invalid', () => {
    const s = setup();
    s.feed.watch(s.handlers);
    s.ws.receive({ topic: 'tickers', ts: 1, data: [] });
    s.ws.receive({ topic: 'tickers', ts: 2, data: [ticker('nope')] });
    expect(s.calls).toEqual([['tickers', [], 1]]);
    expect(s.feed.droppedRows()).toBe(1);
  });

  it('drops (and counts) a whole frame whose payload has the wrong shape', () => {
    const s = setup();
    s.feed.watch(s.handlers, ['SPOT_WOO_USDT']);
    s.ws.receive({ topic: 'tickers', ts: 1, data: { rows: [] } });
    s.ws.receive({ topic: 'bbos', ts: 1 });
    s.ws.receive({ topic: 'SPOT_WOO_USDT@ticker', ts: 1, data: [ticker('SPOT_WOO_USDT')] });
    s.ws.receive({ topic: 'SPOT_WOO_USDT@ticker', ts: 1, data: ticker('SPOT_BTC_USDT') });
    s.ws.receive({ topic: 'SPOT_WOO_USDT@ticker', ts: 1, data: { ...ticker('SPOT_WOO_USDT'), open: 'x' } });
    expect(s.calls).toEqual([]);
    expect(s.socket.droppedFrames()).toBe(5);
  });

  it('ignores invalid symbols, with a warning', () => {
    const s = setup();
    s.feed.watch({ symbolTicker: () => undefined }, ['SPOT_WOO_USDT', 'woo', '__proto__']);
    expect(s.ws.sentCommands('SUBSCRIBE').flatMap((f) => f.params as string[])).toEqual(['tickers', 'SPOT_WOO_USDT@ticker']);
    expect(s.logger.warnings().map((w) => w.message)).toContain('WsMarketFeed: ignoring invalid symbols');
  });

  it('unsubscribes its topics (except tickers) and stops delivering', () => {
    const s = setup();
    const stop = s.feed.watch(s.handlers, ['SPOT_WOO_USDT']);
    stop();
    stop();
    expect(s.ws.sentCommands('UN_SUBSCRIBE').flatMap((f) => f.params as string[])).toEqual(['bbos', 'totals', 'SPOT_WOO_USDT@ticker']);
    s.ws.receive({ topic: 'bbos', ts: 1, data: [bbo('SPOT_A_USDT')] });
    s.ws.receive({ topic: 'tickers', ts: 1, data: [ticker('SPOT_A_USDT')] });
    expect(s.calls).toEqual([]);
  });

  it('keeps a topic while another watcher still needs it', () => {
    const s = setup();
    const first = s.feed.watch({ bbos: () => undefined });
    s.feed.watch(s.handlers);
    first();
    expect(s.ws.sentCommands('UN_SUBSCRIBE')).toEqual([]);
    s.ws.receive({ topic: 'bbos', ts: 1, data: [bbo('SPOT_A_USDT')] });
    expect(s.calls).toHaveLength(1);
  });

  it('calls handlers as methods of the handlers object', () => {
    const s = setup();
    const seen: unknown[] = [];
    const handlers = {
      name: 'mine',
      totals(this: { name: string }) {
        seen.push(this.name);
      },
    };
    s.feed.watch(handlers);
    s.ws.receive({ topic: 'totals', ts: 1, data: [] });
    expect(seen).toEqual(['mine']);
  });
});
