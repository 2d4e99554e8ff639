import * as z from 'zod/mini';
import type { RunningSimulator } from '../../../../simulator/server';
import { rowsOf } from '../../../../src/infrastructure/market/rest-market.schema';
import {
  estFundingRateData,
  instrumentRowV3,
  klineFrameData,
  klineRowV3,
  marketTradeRowV3,
  openInterestData,
  orderBookData,
  orderBookUpdateData,
  priceData,
  systemInfoData,
  toBookDelta,
  tradeData,
} from '../../../../src/infrastructure/trade/market-depth.schema';
import { OrderBookSync } from '../../../../src/domain/trade/order-book';
import { call, control, testSimulator } from '../support/simulator-fixture';
import { TestSocket, type Frame } from '../support/test-socket';

/**
 * Contract of the trade page's market data: every REST call and topic of the simulator against the zod
 * schemas the client adapters use (src/infrastructure/trade/market-depth.schema.ts), with exact key sets.
 */
const SPOT = 'SPOT_BTC_USDT';
const PERP = 'PERP_ETH_USDT';
const keys = (o: object) => Object.keys(o).sort();
const strict = <T>(schema: z.ZodMiniType<T>, value: unknown): T => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${JSON.stringify(value).slice(0, 300)}: ${parsed.error.message}`);
  return parsed.data;
};

describe('simulator market data contract', () => {
  let sim: RunningSimulator;
  const sockets: TestSocket[] = [];
  const open = async () => {
    const socket = await TestSocket.open(`${sim.url.replace('http', 'ws')}/ws/stream?device=web`);
    sockets.push(socket);
    return socket;
  };
  const data = async (path: string) => {
    const response = await call(sim, `/api${path}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    return body;
  };

  beforeAll(async () => {
    sim = await testSimulator({ bboRate: 0, tickerIntervalMs: 100, orderbookIntervalMs: 20 });
  });
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await control(sim, '/reset');
  });
  afterAll(() => sim.close());

  describe('v3 REST', () => {
    it('orderbook: levels best first, stamped by the book time; maxLevel cuts', async () => {
      const body = await data(`/v3/public/orderbook?symbol=${SPOT}`);
      expect(keys(body)).toEqual(['data', 'success', 'timestamp']);
      expect(keys(body.data)).toEqual(['asks', 'bids']);
      const book = strict(orderBookData, body.data);
      expect(book.bids.length).toBeGreaterThan(90);
      expect(keys(body.data.bids[0])).toEqual(['price', 'quantity']);
      expect(Number(book.bids[0].price)).toBeLessThan(Number(book.asks[0].price));
      const cut = (await data(`/v3/public/orderbook?symbol=${SPOT}&maxLevel=5`)).data;
      expect([cut.bids.length, cut.asks.length]).toEqual([5, 5]);
      expect((await call(sim, '/api/v3/public/orderbook?symbol=SPOT_NOPE_USDT')).json().code).toBe(-1005);
      expect((await call(sim, `/api/v3/public/orderbook?symbol=${SPOT}&maxLevel=0`)).statusCode).toBe(400);
    });

    it('marketTrades: v3 rows newest first', async () => {
      const rows = (await data(`/v3/public/marketTrades?symbol=${SPOT}&limit=20`)).data.rows;
      expect(rows).toHaveLength(20);
      expect(keys(rows[0])).toEqual(['executedPrice', 'executedQuantity', 'executedTimestamp', 'side', 'source', 'symbol']);
      expect(rowsOf(marketTradeRowV3).parse({ rows })).toHaveLength(20);
      expect(rows[0].executedTimestamp).toBeGreaterThanOrEqual(rows[19].executedTimestamp);
      // the markets pages' snake_case call answers the same prints
      const legacy = (await data(`/md/v3/public/market_trades?symbol=${SPOT}&limit=50`)).data.rows;
      const v3 = (await data(`/v3/public/marketTrades?symbol=${SPOT}&limit=100`)).data.rows;
      const key = (t: { price: number | string; qty: number | string; ts: number }) => `${t.price}|${t.qty}|${t.ts}`;
      const seen = new Set(
        v3.map((t: { executedPrice: string; executedQuantity: string; executedTimestamp: number }) =>
          key({ price: t.executedPrice, qty: t.executedQuantity, ts: t.executedTimestamp }),
        ),
      );
      expect(
        seen.has(key({ price: legacy[10].executed_price, qty: legacy[10].executed_quantity, ts: legacy[10].executed_timestamp })),
      ).toBe(true);
    });

    it('klineHistory: every type, newest first, paged with before', async () => {
      for (const type of ['1m', '5m', '15m', '30m', '1h', '4h', '12h', '1d', '1w', '1mon']) {
        const rows = (await data(`/v3/public/klineHistory?symbol=${SPOT}&type=${type}&limit=3`)).data.rows;
        expect(rows).toHaveLength(3);
        expect(keys(rows[0])).toEqual([
          'amount',
          'close',
          'endTimestamp',
          'high',
          'low',
          'open',
          'startTimestamp',
          'symbol',
          'type',
          'volume',
        ]);
        rows.forEach((r: unknown) => strict(klineRowV3, r));
        expect(rows[0].startTimestamp).toBeGreaterThan(rows[1].startTimestamp);
        expect(rows[1].endTimestamp).toBe(rows[0].startTimestamp);
      }
      const page = (await data(`/v3/public/klineHistory?symbol=${SPOT}&type=1h&limit=2`)).data.rows;
      const before = (await data(`/v3/public/klineHistory?symbol=${SPOT}&type=1h&limit=2&before=${page[1].startTimestamp}`)).data.rows;
      expect(before[0].endTimestamp).toBe(page[1].startTimestamp);
      expect((await call(sim, `/api/v3/public/klineHistory?symbol=${SPOT}&type=2m`)).json().code).toBe(-1005);
      expect((await call(sim, `/api/v3/public/klineHistory?symbol=${SPOT}&type=1m&limit=1001`)).statusCode).toBe(400);
    });

    it('instruments: the trading rules of every symbol', async () => {
      const rows = (await data('/v3/public/instruments')).data.rows;
      expect(rows.length).toBe(327);
      expect(rowsOf(instrumentRowV3).parse({ rows })).toHaveLength(327);
      const btc = (await data(`/v3/public/instruments?symbol=${SPOT}`)).data.rows;
      expect(btc).toHaveLength(1);
      expect(btc[0]).toMatchObject({
        symbol: SPOT,
        quoteTick: '0.1',
        baseTick: '0.00001',
        bidCapRatio: '1.1',
        bidFloorRatio: null,
        askCapRatio: null,
        askFloorRatio: '0.9',
      });
    });

    it('systemInfo: normal, then maintenance through the control surface', async () => {
      expect(strict(systemInfoData, (await data('/v3/public/systemInfo')).data)).toMatchObject({ status: 0 });
      await control(sim, '/market/maintenance', { on: true, msg: 'Upgrade', estimatedEndTime: 1_900_000_000_000 });
      expect((await data('/v3/public/systemInfo')).data).toEqual({ status: 2, msg: 'Upgrade', estimatedEndTime: 1_900_000_000_000 });
    });
  });

  describe('stream topics', () => {
    const isTopic = (topic: string) => (f: Frame) => f.topic === topic;

    it('orderbookupdate: deltas chained by prevTs; snapshot plus deltas give the REST book', async () => {
      const socket = await open();
      const topic = `${SPOT}@orderbookupdate`;
      socket.send({ cmd: 'SUBSCRIBE', params: [topic] });
      const sync = new OrderBookSync();
      sync.start();
      let previous: Frame | undefined;
      for (let n = 0; n < 10; n += 1) {
        const frame = await socket.next(isTopic(topic));
        expect(keys(frame.data)).toEqual(['asks', 'bids', 'prevTs', 'symbol']);
        strict(orderBookUpdateData, frame.data);
        if (previous) expect(frame.data.prevTs).toBe(previous.ts);
        previous = frame;
        sync.onDelta(toBookDelta(frame.data, frame.ts!, SPOT)!);
        if (n === 2) {
          const body = await data(`/v3/public/orderbook?symbol=${SPOT}`);
          sync.onSnapshot({ ts: body.timestamp, ...strict(orderBookData, body.data) });
        }
      }
      expect(sync.isSynced).toBe(true);
      // a fresh snapshot at the book's current time equals the book kept from deltas
      for (;;) {
        const body = await data(`/v3/public/orderbook?symbol=${SPOT}`);
        while (sync.ts < body.timestamp) {
          const frame = await socket.next(isTopic(topic));
          sync.onDelta(toBookDelta(frame.data, frame.ts!, SPOT)!);
        }
        if (sync.ts !== body.timestamp) continue;
        const book = strict(orderBookData, body.data);
        const plain = (levels: readonly { price: string; quantity: string }[]) =>
          levels.map(({ price, quantity }) => ({ price, quantity }));
        expect(plain(sync.bidLevels())).toEqual(book.bids);
        expect(plain(sync.askLevels())).toEqual(book.asks);
        break;
      }
    });

    it('trade, kline (1m and 1M) and the perpetual figures', async () => {
      const socket = await open();
      const topics = [
        `${SPOT}@trade`,
        `${SPOT}@kline_1m`,
        `${SPOT}@kline_1M`,
        `${PERP}@markprice`,
        `${PERP}@indexprice`,
        `${PERP}@openinterest`,
        `${PERP}@estfundingrate`,
        `${SPOT}@indexprice`,
      ];
      socket.send({ cmd: 'SUBSCRIBE', params: topics });
      expect((await socket.next((f) => f.event === 'SUBSCRIBE')).success).toBe(true);
      const trade = await socket.next(isTopic(`${SPOT}@trade`), 5000);
      expect(keys(trade.data)).toEqual(['price', 'side', 'size', 'source', 'symbol']);
      strict(tradeData, trade.data);
      const minute = socket.frames.find((f) => f.topic === `${SPOT}@kline_1m`)!;
      expect(keys(minute.data)).toEqual(['amount', 'close', 'endTime', 'high', 'low', 'open', 'startTime', 'symbol', 'type', 'volume']);
      expect(strict(klineFrameData, minute.data).type).toBe('1m');
      expect(strict(klineFrameData, socket.frames.find((f) => f.topic === `${SPOT}@kline_1M`)!.data).type).toBe('1M');
      const figure = (topic: string) => socket.frames.find((f) => f.topic === topic)!.data;
      expect(keys(figure(`${PERP}@markprice`))).toEqual(['price', 'symbol']);
      strict(priceData, figure(`${PERP}@markprice`));
      strict(priceData, figure(`${PERP}@indexprice`));
      strict(priceData, figure(`${SPOT}@indexprice`));
      expect(keys(figure(`${PERP}@openinterest`))).toEqual(['openInterest', 'symbol']);
      strict(openInterestData, figure(`${PERP}@openinterest`));
      expect(keys(figure(`${PERP}@estfundingrate`))).toEqual(['fundingRate', 'fundingTs', 'symbol']);
      strict(estFundingRateData, figure(`${PERP}@estfundingrate`));
      await socket.next(isTopic(`${PERP}@markprice`)); // pushed again every ticker interval
    });

    it('refuses unknown kline types and perpetual-only topics on spot', async () => {
      const socket = await open();
      socket.send({ cmd: 'SUBSCRIBE', params: [`${SPOT}@kline_2m`] });
      expect((await socket.next((f) => f.event === 'SUBSCRIBE')).success).toBe(false);
      socket.send({ cmd: 'SUBSCRIBE', params: [`${SPOT}@markprice`] });
      expect((await socket.next((f) => f.event === 'SUBSCRIBE')).success).toBe(false);
    });

    it.each([
      ['drop', 'gaps'],
      ['duplicate', 'stale'],
      ['reorder', 'gaps'],
      ['crossed', 'crossed'],
    ] as const)('fault injection: %s is seen by the client recipe as %s', async (kind, counter) => {
      const socket = await open();
      const topic = `${PERP}@orderbookupdate`;
      socket.send({ cmd: 'SUBSCRIBE', params: [topic] });
      const sync = new OrderBookSync();
      sync.start();
      const feed = async () => {
        const frame = await socket.next(isTopic(topic));
        sync.onDelta(toBookDelta(frame.data, frame.ts!, PERP)!);
      };
      // as the client recipe does: a snapshot, then the buffered deltas that follow it
      const synchronise = async () => {
        await feed();
        const body = await data(`/v3/public/orderbook?symbol=${PERP}`);
        sync.onSnapshot({ ts: body.timestamp, ...strict(orderBookData, body.data) });
        while (!sync.isSynced) await feed();
      };
      await synchronise();
      expect(sync.counters[counter]).toBe(0);
      expect((await control(sim, '/book/fault', { kind, symbol: PERP })).json()).toEqual({ ok: true });
      // the fault falls on the next delta published; the frames queued before it (more on a loaded machine) come first.
      // A book that lost its chain before the fault came (a hog run once saw none of it in 10 s) is synchronised again
      // and the fault armed again, at most twice: the fault must be seen by a synchronised client.
      for (let armed = 1, until = Date.now() + 30_000; sync.counters[counter] === 0 && Date.now() < until;) {
        await feed();
        if (sync.isSynced || sync.counters[counter] > 0 || armed === 3) continue;
        await synchronise();
        expect((await control(sim, '/book/fault', { kind, symbol: PERP })).json()).toEqual({ ok: true });
        armed += 1;
      }
      expect(sync.counters).toMatchObject({ [counter]: 1 });
    });
  });

  describe("the spec's other market data calls", () => {
    it('md/tv and md/tradingview: TradingView UDF shapes', async () => {
      for (const base of ['/md/tv', '/md/tradingview']) {
        const config = (await call(sim, `/api${base}/config`)).json();
        expect(config.supported_resolutions).toEqual(['1', '5', '15', '30', '60', '240', '720', '1D', '1W', '1M']);
        const info = (await call(sim, `/api${base}/symbol_info?group=perp`)).json();
        expect(info.symbol.length).toBe(150);
        expect(info.pricescale.length).toBe(150);
        const streaming = await call(sim, `/api${base}/streaming?symbols=${SPOT}`);
        expect(streaming.headers['content-type']).toContain('application/x-ndjson');
        const tick = JSON.parse(streaming.body.trim().split('\n')[0]);
        expect(keys(tick)).toEqual(['id', 'lst', 'sym', 'ts', 'vol']);
      }
      expect((await call(sim, '/api/md/tradingview/groups')).json().groups).toHaveLength(2);
      const history = (await call(sim, `/api/md/tv/trade_kine?symbol=${SPOT}&timeFrame=60&countback=10`)).json();
      expect(history.s).toBe('ok');
      expect(history.t).toHaveLength(10);
      expect(history.t[1] - history.t[0]).toBe(3600);
      const quotes = (await call(sim, `/api/md/tv/quotes?symbols=${SPOT},${PERP}`)).json();
      expect(quotes.d.map((q: { n: string }) => q.n)).toEqual([SPOT, PERP]);
      expect(keys(quotes.d[0].v)).toEqual([
        'ask',
        'bid',
        'ch',
        'chp',
        'description',
        'exchange',
        'high_price',
        'low_price',
        'lp',
        'open_price',
        'prev_close_price',
        'short_name',
        'volume',
      ]);
      const home = (await data(`/md/tv/home_kine?symbols=${SPOT}`)).data.rows;
      expect(home[0].points).toHaveLength(24);
    });

    it('md/coingecko: pairs, tickers, contracts, historical trades', async () => {
      const pairs = (await call(sim, '/api/md/coingecko/pairs')).json();
      expect(pairs).toContainEqual({ ticker_id: 'BTC_USDT', base: 'BTC', target: 'USDT' });
      const tickers = (await call(sim, '/api/md/coingecko/tickers')).json();
      expect(keys(tickers[0])).toEqual([
        'ask',
        'base_currency',
        'base_volume',
        'bid',
        'high',
        'last_price',
        'low',
        'target_currency',
        'target_volume',
        'ticker_id',
      ]);
      const contracts = (await call(sim, '/api/md/coingecko/contracts')).json();
      expect(contracts).toHaveLength(150);
      expect(contracts[0]).toMatchObject({ product_type: 'Perpetual', contract_type: 'Vanilla', index_currency: 'USDT' });
      const trades = (await call(sim, '/api/md/coingecko/historical_trades?ticker_id=BTC_USDT&limit=5')).json();
      expect(keys(trades)).toEqual(['buy', 'sell']);
      expect(trades.buy.length + trades.sell.length).toBeGreaterThan(0);
      expect(keys([...trades.buy, ...trades.sell][0])).toEqual([
        'base_volume',
        'price',
        'target_volume',
        'trade_id',
        'trade_timestamp',
        'type',
      ]);
    });

    it('md/cmc: assets, summary, ticker, contracts', async () => {
      expect((await call(sim, '/api/md/cmc/assets')).json().BTC).toMatchObject({ name: 'Bitcoin', can_withdraw: true });
      const summary = (await call(sim, '/api/md/cmc/summary')).json();
      expect(summary.find((s: { trading_pairs: string }) => s.trading_pairs === 'BTC_USDT')).toBeDefined();
      expect((await call(sim, '/api/md/cmc/ticker')).json().BTC_USDT).toMatchObject({ isFrozen: 0 });
      expect((await call(sim, '/api/md/cmc/contracts')).json()[0]).toMatchObject({ product_type: 'perpetual' });
    });

    it('md/nomics: info, markets, trades since an id, orders snapshot', async () => {
      expect((await call(sim, '/api/md/nomics/info')).json().capability).toMatchObject({
        markets: true,
        trades: true,
        ordersSnapshot: true,
      });
      expect((await call(sim, '/api/md/nomics/markets')).json()).toHaveLength(327);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const trades = (await call(sim, `/api/md/nomics/trades?market=${SPOT}`)).json();
      expect(trades.length).toBeGreaterThan(0);
      expect(keys(trades[0])).toEqual(['amount', 'id', 'price', 'side', 'timestamp']);
      const since = (await call(sim, `/api/md/nomics/trades?market=${SPOT}&since=${trades[0].id}`)).json();
      expect(since.every((t: { id: string }) => Number(t.id) > Number(trades[0].id))).toBe(true);
      const book = (await call(sim, `/api/md/nomics/orders/snapshot?market=${SPOT}`)).json();
      expect(keys(book)).toEqual(['asks', 'bids', 'timestamp']);
      expect(book.bids[0]).toHaveLength(2);
    });

    it('md health and the exchange order book calls', async () => {
      expect((await data('/md/')).data).toEqual({ status: 'ok' });
      expect((await data('/md/v4/public/exchange_orderbook_info')).data.amounts).toEqual([10000, 50000, 100000, 500000, 1000000]);
      expect((await data('/md/v4/public/exchange_orderbook_tier')).data.rows[0]).toEqual({ tier: 1, amount: 10000 });
      const compare = (await data('/md/v4/public/exchange_orderbook?token=BTC&assetType=SPOT&amount=10000&interval=1m&withFee=true')).data;
      expect(compare.rows[0].buyPrice).toBeGreaterThan(compare.rows[0].sellPrice);
      expect(compare.rows[0].buySlippageBps).toBeGreaterThan(0);
    });

    it('instrument extras', async () => {
      expect((await data('/instrument/v4/public/ping')).data).toEqual({ pong: true });
      expect((await data('/instrument/v4/public/futures_multiplier_config')).data.rows).toHaveLength(150);
      expect((await data(`/instrument/v4/public/insuranceFund?symbol=${PERP}`)).data.rows[0]).toMatchObject({
        symbol: PERP,
        token: 'USDT',
      });
      const tiers = (await data(`/instrument/v4/public/leverageLimitations?symbol=${PERP}`)).data.rows[0].tiers;
      expect(tiers.map((t: { maxLeverage: number }) => t.maxLeverage)).toEqual([50, 20, 10, 5]);
      expect((await data('/instrument/v4/public/symbol/liquidity')).data.rows).toHaveLength(327);
      const tokens = (await data('/instrument/v4/public/token_info?type=PERP')).data.rows;
      expect(tokens.every((t: { perp: boolean }) => t.perp)).toBe(true);
      const all = (await data('/instrument/v4/public/token_info')).data.rows as { token: string }[];
      expect(all.find((t) => t.token === 'USDT')).toEqual({
        token: 'USDT',
        fullname: 'Tether',
        decimals: 6,
        spot: false,
        perp: false,
        baseTick: 0,
      });
      expect(all.find((t) => t.token === 'BTC')).toMatchObject({ token: 'BTC', spot: true, perp: true, decimals: 8 });
      expect(tokens.some((t: { token: string }) => t.token === 'USDT')).toBe(false);
    });
  });
});
