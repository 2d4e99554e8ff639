import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { parseQuery } from '../http/request-input';
import type { KlineType } from './klines';
import type { MarketEngine } from './market-engine';
import { roundDecimals } from './tick-math';
import { tokenRows } from './tokens';
import { registerInstrumentExtras } from './instrument-extras-routes';

export interface MarketDataRouteDeps {
  readonly engine: MarketEngine;
  readonly clock: () => number;
  /** What the insurance fund gained (+) or paid (−) per symbol since its seed (trading/risk-engine.ts). */
  readonly insuranceDelta?: (symbol: string) => number;
}

const symbolText = z.string().regex(/^(SPOT|PERP)_[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/, 'must be a symbol');
const symbolList = z.string().max(2000).optional();
const EXCHANGE = 'WOO X';
/** TradingView resolution → kline type. */
const TV_RESOLUTIONS: Readonly<Record<string, KlineType>> = {
  '1': '1m', '5': '5m', '15': '15m', '30': '30m', '60': '1h', '240': '4h', '720': '12h', '1D': '1d', '1W': '1w', '1M': '1mon',
};

/**
 * The spec's other market data calls (mounted under /api), all answered from the engine: TradingView UDF
 * (`md/tv/*`, `md/tradingview/*`), aggregator feeds in the shapes of their integration guides (`md/coingecko/*`,
 * `md/cmc/*`, `md/nomics/*` answer bare JSON as those crawlers expect), the exchange order book comparison
 * (`md/v4/public/exchange_orderbook*`) and the instrument extras (instrument-extras-routes.ts). docs/protocol.md lists
 * the shapes.
 */
export function registerMarketDataRoutes(app: FastifyInstance, { engine, clock, insuranceDelta }: MarketDataRouteDeps): void {
  const ok = <T>(data: T) => successBody(data, clock());
  const need = (s: string | undefined) => {
    if (s === undefined || !engine.has(s)) throw new ApiError(ErrorCodes.InvalidParameter, `symbol: unknown ${s ?? ''}`);
    return s;
  };
  const listOf = (text: string | undefined, fallback: string[]) =>
    text ? text.split(',').map((s) => s.trim()).filter((s) => s.length > 0).slice(0, 50) : fallback;
  const pairOf = (symbol: string) => symbol.split('_').slice(1).join('_');
  const fromPair = (pair: string, type: 'SPOT' | 'PERP') => `${type}_${pair}`;
  const spot = () => engine.instruments.filter((i) => i.type === 'SPOT');
  const perps = () => engine.instruments.filter((i) => i.type === 'PERP');
  const ticker = (symbol: string) => engine.ticker(symbol)!;
  const quote = (symbol: string) => engine.symbolState(symbol)!;

  // ---- TradingView UDF ---------------------------------------------------------------------------------
  const udfConfig = () => ({
    supported_resolutions: Object.keys(TV_RESOLUTIONS), supports_group_request: true, supports_marks: false,
    supports_search: true, supports_timescale_marks: false, supports_time: true,
    exchanges: [{ value: EXCHANGE, name: EXCHANGE, desc: EXCHANGE }],
    symbols_types: [{ name: 'Spot', value: 'spot' }, { name: 'Perpetual', value: 'perp' }],
  });
  const symbolInfo = (group: string | undefined) => {
    const list = engine.instruments.filter((i) => !group || i.type.toLowerCase() === group.toLowerCase());
    const column = <T>(f: (i: (typeof list)[number]) => T) => list.map(f);
    return {
      symbol: column((i) => i.symbol), ticker: column((i) => i.symbol),
      description: column((i) => `${i.base}/${i.quote}${i.type === 'PERP' ? ' Perpetual' : ''}`),
      'exchange-listed': EXCHANGE, 'exchange-traded': EXCHANGE, minmovement: 1, minmovement2: 0,
      pricescale: column((i) => Math.round(1 / i.quoteTick)), 'has-dwm': true, 'has-intraday': true,
      'has-no-volume': column(() => false), type: column((i) => (i.type === 'PERP' ? 'perp' : 'spot')),
      timezone: 'Etc/UTC', 'session-regular': '24x7', 'supported-resolutions': Object.keys(TV_RESOLUTIONS),
    };
  };
  const tvQuotes = (symbols: string[]) => ({
    s: 'ok',
    d: symbols.map((s) => {
      if (!engine.has(s)) return { s: 'error', n: s, v: {} };
      const t = ticker(s);
      const q = quote(s);
      return {
        s: 'ok', n: s,
        v: {
          ch: roundDecimals(t.close - t.open, 10), chp: t.open === 0 ? 0 : roundDecimals(((t.close - t.open) / t.open) * 100, 2),
          short_name: s, exchange: EXCHANGE, description: s, lp: t.close, ask: q.ask, bid: q.bid,
          open_price: t.open, high_price: t.high, low_price: t.low, prev_close_price: t.open, volume: t.volume,
        },
      };
    }),
  });
  const streaming = (reply: FastifyReply, symbols: string[]) => {
    const lines = symbols.filter((s) => engine.has(s)).flatMap((s) =>
      engine.publicTrades(s, 20, clock()).reverse().map((t) => JSON.stringify({
        id: s, sym: s, lst: t.executedPrice, vol: t.executedQuantity, ts: Math.floor(t.executedTimestamp / 1000),
      })));
    return reply.type('application/x-ndjson').send(lines.join('\n') + (lines.length > 0 ? '\n' : ''));
  };
  for (const base of ['/md/tv', '/md/tradingview']) {
    app.get(`${base}/config`, async () => udfConfig());
    app.get(`${base}/symbol_info`, async (request) => symbolInfo(parseQuery(z.object({ group: z.string().max(20).optional() }), request.query).group));
    app.get(`${base}/streaming`, async (request, reply) =>
      streaming(reply, listOf(parseQuery(z.object({ symbols: symbolList }), request.query).symbols, ['SPOT_BTC_USDT'])));
  }
  app.get('/md/tradingview/groups', async () => ({ groups: [{ id: 'spot', name: 'Spot' }, { id: 'perp', name: 'Perpetual' }] }));
  app.get('/md/tv/quotes', async (request) => tvQuotes(listOf(parseQuery(z.object({ symbols: symbolList }), request.query).symbols, [])));
  app.get('/md/tv/trade_kine', async (request) => {
    const q = parseQuery(z.object({
      symbol: symbolText, timeFrame: z.enum(Object.keys(TV_RESOLUTIONS) as [string, ...string[]]).default('60'),
      from: z.coerce.number().int().min(0).optional(), to: z.coerce.number().int().min(0).optional(),
      countback: z.coerce.number().int().min(1).max(1000).default(300),
    }), request.query);
    need(q.symbol);
    const rows = engine.klines(q.symbol, TV_RESOLUTIONS[q.timeFrame], {
      limit: q.countback, before: q.to === undefined ? undefined : q.to * 1000, after: q.from === undefined ? undefined : q.from * 1000 - 1,
    }, clock()).reverse();
    if (rows.length === 0) return { s: 'no_data' };
    return {
      s: 'ok', t: rows.map((c) => c.startTimestamp / 1000), o: rows.map((c) => c.open), h: rows.map((c) => c.high),
      l: rows.map((c) => c.low), c: rows.map((c) => c.close), v: rows.map((c) => c.volume),
    };
  });
  // Our choice (no public shape): the home page's sparklines, the last 24 hourly closes per symbol.
  app.get('/md/tv/home_kine', async (request) => {
    const symbols = listOf(parseQuery(z.object({ symbols: symbolList }), request.query).symbols, ['SPOT_BTC_USDT', 'SPOT_ETH_USDT', 'SPOT_WOO_USDT']);
    const now = clock();
    return ok({
      rows: symbols.filter((s) => engine.has(s)).map((s) => ({
        symbol: s, points: engine.klines(s, '1h', { limit: 24 }, now).reverse().map((c) => ({ t: c.startTimestamp, c: c.close })),
      })),
    });
  });

  // ---- CoinGecko exchange integration -------------------------------------------------------------------
  const cgTicker = (i: (typeof engine.instruments)[number]) => {
    const t = ticker(i.symbol);
    const q = quote(i.symbol);
    return {
      ticker_id: pairOf(i.symbol), base_currency: i.base, target_currency: i.quote, last_price: t.close,
      base_volume: t.volume, target_volume: t.amount, bid: q.bid, ask: q.ask, high: t.high, low: t.low,
    };
  };
  app.get('/md/coingecko/pairs', async () => spot().map((i) => ({ ticker_id: pairOf(i.symbol), base: i.base, target: i.quote })));
  app.get('/md/coingecko/tickers', async () => spot().map(cgTicker));
  app.get('/md/coingecko/contracts', async () => {
    const now = clock();
    return perps().map((i) => {
      const f = engine.future(i.symbol, now)!;
      return {
        ...cgTicker(i), ticker_id: i.symbol, product_type: 'Perpetual', open_interest: f.open_interest,
        index_price: f.index_price, index_currency: i.quote, start_timestamp: 0, end_timestamp: 0,
        funding_rate: f.last_funding_rate, next_funding_rate: f.est_funding_rate, next_funding_rate_timestamp: f.next_funding_time,
        contract_type: 'Vanilla', contract_price: f.mark_price, contract_price_currency: i.quote,
      };
    });
  });
  app.get('/md/coingecko/historical_trades', async (request) => {
    const q = parseQuery(z.object({
      ticker_id: z.string({ error: 'is required' }).regex(/^[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/, 'must be a pair such as BTC_USDT'),
      type: z.enum(['buy', 'sell']).optional(), limit: z.coerce.number().int().min(0).max(1000).default(100),
      start_time: z.coerce.number().int().min(0).optional(), end_time: z.coerce.number().int().min(0).optional(),
    }), request.query);
    const symbol = need(fromPair(q.ticker_id, 'SPOT'));
    const limit = q.limit === 0 ? 1000 : q.limit;
    const trades = engine.publicTrades(symbol, 1000, clock())
      .filter((t) => (q.start_time === undefined || t.executedTimestamp >= q.start_time) && (q.end_time === undefined || t.executedTimestamp <= q.end_time));
    const rows = (side: 'BUY' | 'SELL') => trades.filter((t) => t.side === side).slice(0, limit).map((t) => ({
      trade_id: t.executedTimestamp, price: t.executedPrice, base_volume: t.executedQuantity,
      target_volume: roundDecimals(t.executedPrice * t.executedQuantity, 8), trade_timestamp: t.executedTimestamp, type: side.toLowerCase(),
    }));
    return { buy: q.type === 'sell' ? [] : rows('BUY'), sell: q.type === 'buy' ? [] : rows('SELL') };
  });

  // ---- CoinMarketCap exchange API --------------------------------------------------------------------------
  app.get('/md/cmc/assets', async () => Object.fromEntries(tokenRows(engine.instruments).map((t) => [t.balance_token, {
    name: t.fullname, can_withdraw: true, can_deposit: true, min_withdraw: 0, max_withdraw: 0, maker_fee: 0.0002, taker_fee: 0.0005,
  }])));
  const cmcSummary = (i: (typeof engine.instruments)[number]) => {
    const t = ticker(i.symbol);
    const q = quote(i.symbol);
    return {
      trading_pairs: pairOf(i.symbol), base_currency: i.base, quote_currency: i.quote, last_price: t.close,
      lowest_ask: q.ask, highest_bid: q.bid, base_volume: t.volume, quote_volume: t.amount,
      price_change_percent_24h: t.open === 0 ? 0 : roundDecimals(((t.close - t.open) / t.open) * 100, 2),
      highest_price_24h: t.high, lowest_price_24h: t.low,
    };
  };
  app.get('/md/cmc/summary', async () => spot().map(cmcSummary));
  app.get('/md/cmc/ticker', async () => Object.fromEntries(spot().map((i) => {
    const t = ticker(i.symbol);
    return [pairOf(i.symbol), { last_price: t.close, base_volume: t.volume, quote_volume: t.amount, isFrozen: 0 }];
  })));
  app.get('/md/cmc/contracts', async () => {
    const now = clock();
    return perps().map((i) => {
      const f = engine.future(i.symbol, now)!;
      const s = cmcSummary(i);
      return {
        ticker_id: i.symbol, base_currency: i.base, quote_currency: i.quote, last_price: s.last_price,
        base_volume: s.base_volume, quote_volume: s.quote_volume, USD_volume: s.quote_volume,
        price_change_percent_24h: s.price_change_percent_24h, highest_price_24h: s.highest_price_24h, lowest_price_24h: s.lowest_price_24h,
        highest_bid: s.highest_bid, lowest_ask: s.lowest_ask, open_interest: f.open_interest,
        open_interest_usd: roundDecimals(f.open_interest * f.mark_price, 2), index_price: f.index_price, index_name: `${i.base}USDT index`,
        index_currency: i.quote, funding_rate: f.last_funding_rate, next_funding_rate: f.est_funding_rate,
        next_funding_rate_timestamp: f.next_funding_time, contract_type: 'Vanilla', contract_price: f.mark_price,
        contract_price_currency: i.quote, product_type: 'perpetual',
      };
    });
  });

  // ---- Nomics exchange integration ---------------------------------------------------------------------------
  app.get('/md/nomics/info', async () => ({
    name: EXCHANGE, description: 'WOO X spot and perpetual futures exchange (simulator).', location: 'Global',
    logo: '/logo.svg', website: 'https://woox.io', twitter: 'WOOnetwork', version: '1.0',
    capability: { markets: true, trades: true, tradesByTimestamp: false, tradesSocket: false, orders: false, ordersSocket: false, ordersSnapshot: true, candles: false, ticker: false },
  }));
  app.get('/md/nomics/markets', async () => engine.instruments.map((i) => ({
    id: i.symbol, type: i.type === 'PERP' ? 'derivative' : 'spot', ...(i.type === 'PERP' ? { subtype: 'perpetual' } : {}),
    base: i.base, quote: i.quote, active: true, market_url: `https://woox.io/trade/${i.symbol}`,
  })));
  app.get('/md/nomics/trades', async (request) => {
    const q = parseQuery(z.object({ market: symbolText, since: z.string().regex(/^\d{1,15}$/).optional() }), request.query);
    const live = engine.useBook(need(q.market), clock())!;
    const since = q.since === undefined ? 0 : Number(q.since);
    return live.tape.filter((t) => t.id > since).slice(0, 100).map((t) => ({
      id: String(t.id), timestamp: new Date(t.ts).toISOString(), price: String(t.price), amount: String(t.size), side: t.side.toLowerCase(),
    }));
  });
  app.get('/md/nomics/orders/snapshot', async (request) => {
    const q = parseQuery(z.object({ market: symbolText }), request.query);
    const book = engine.orderBook(need(q.market), 100, clock())!;
    return {
      bids: book.bids.map((l) => [l.price, l.quantity]), asks: book.asks.map((l) => [l.price, l.quantity]),
      timestamp: new Date(book.timestamp).toISOString(),
    };
  });

  // ---- Exchange order book comparison (our shapes: the real ones are not public) ------------------------------
  const AMOUNTS = [10_000, 50_000, 100_000, 500_000, 1_000_000];
  app.get('/md/v4/public/exchange_orderbook_info', async () => ok({
    exchanges: [EXCHANGE], tokens: [...new Set(spot().map((i) => i.base))], assetTypes: ['SPOT', 'PERP'], amounts: AMOUNTS, intervals: ['1m', '5m', '1h'],
  }));
  app.get('/md/v4/public/exchange_orderbook_tier', async () => ok({ rows: AMOUNTS.map((amount, n) => ({ tier: n + 1, amount })) }));
  app.get('/md/v4/public/exchange_orderbook', async (request) => {
    const q = parseQuery(z.object({
      token: z.string({ error: 'is required' }).regex(/^[A-Z0-9]{1,20}$/), assetType: z.enum(['SPOT', 'PERP']).default('SPOT'),
      amount: z.coerce.number().min(1).max(100_000_000).default(100_000), interval: z.enum(['1m', '5m', '1h']).default('1m'),
      withFee: z.enum(['true', 'false']).default('false'),
    }), request.query);
    const symbol = need(`${q.assetType}_${q.token}_USDT`);
    const book = engine.orderBook(symbol, 100, clock())!;
    const fee = q.withFee === 'true' ? 0.0005 : 0;
    const fill = (levels: { price: number; quantity: number }[]) => {
      let left = q.amount;
      let qty = 0;
      for (const l of levels) {
        const notional = Math.min(left, l.price * l.quantity);
        qty += notional / l.price;
        left -= notional;
        if (left <= 0) break;
      }
      const filled = q.amount - left;
      return { price: qty === 0 ? 0 : filled / qty, filled };
    };
    const mid = book.bids.length && book.asks.length ? (book.bids[0].price + book.asks[0].price) / 2 : 0;
    const buy = fill(book.asks);
    const sell = fill(book.bids);
    const slip = (price: number, sign: number) => (mid === 0 || price === 0 ? 0 : roundDecimals((sign * (price - mid) / mid + fee) * 10_000, 2));
    return ok({
      token: q.token, assetType: q.assetType, amount: q.amount, interval: q.interval, withFee: q.withFee === 'true', timestamp: book.timestamp,
      rows: [{
        exchange: EXCHANGE, symbol, midPrice: mid, buyPrice: buy.price, sellPrice: sell.price,
        buySlippageBps: slip(buy.price, 1), sellSlippageBps: slip(sell.price, -1), buyFilled: roundDecimals(buy.filled, 2), sellFilled: roundDecimals(sell.filled, 2),
      }],
    });
  });

  registerInstrumentExtras(app, { engine, clock, insuranceDelta });
}
