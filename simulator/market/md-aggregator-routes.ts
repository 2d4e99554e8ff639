import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseQuery } from '../http/request-input';
import { EXCHANGE, symbolText, type MarketDataKit } from './md-route-kit';
import { roundDecimals } from './tick-math';
import { tokenRows } from './tokens';

/**
 * Aggregator feeds in the shapes of their integration guides (`md/coingecko/*`, `md/cmc/*`, `md/nomics/*` answer bare
 * JSON as those crawlers expect).
 */
export function registerAggregatorRoutes(app: FastifyInstance, kit: MarketDataKit): void {
  registerCoinGecko(app, kit);
  registerCoinMarketCap(app, kit);
  registerNomics(app, kit);
}

/** The CoinGecko exchange integration. */
function registerCoinGecko(app: FastifyInstance, kit: MarketDataKit): void {
  const { engine, clock, need, pairOf, fromPair, spot, perps, ticker, quote } = kit;
  const cgTicker = (i: (typeof engine.instruments)[number]) => {
    const t = ticker(i.symbol);
    const q = quote(i.symbol);
    return {
      ticker_id: pairOf(i.symbol),
      base_currency: i.base,
      target_currency: i.quote,
      last_price: t.close,
      base_volume: t.volume,
      target_volume: t.amount,
      bid: q.bid,
      ask: q.ask,
      high: t.high,
      low: t.low,
    };
  };
  app.get('/md/coingecko/pairs', async () => spot().map((i) => ({ ticker_id: pairOf(i.symbol), base: i.base, target: i.quote })));
  app.get('/md/coingecko/tickers', async () => spot().map(cgTicker));
  app.get('/md/coingecko/contracts', async () => {
    const now = clock();
    return perps().map((i) => {
      const f = engine.future(i.symbol, now)!;
      return {
        ...cgTicker(i),
        ticker_id: i.symbol,
        product_type: 'Perpetual',
        open_interest: f.open_interest,
        index_price: f.index_price,
        index_currency: i.quote,
        start_timestamp: 0,
        end_timestamp: 0,
        funding_rate: f.last_funding_rate,
        next_funding_rate: f.est_funding_rate,
        next_funding_rate_timestamp: f.next_funding_time,
        contract_type: 'Vanilla',
        contract_price: f.mark_price,
        contract_price_currency: i.quote,
      };
    });
  });
  app.get('/md/coingecko/historical_trades', async (request) => {
    const q = parseQuery(
      z.object({
        ticker_id: z.string({ error: 'is required' }).regex(/^[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/, 'must be a pair such as BTC_USDT'),
        type: z.enum(['buy', 'sell']).optional(),
        limit: z.coerce.number().int().min(0).max(1000).default(100),
        start_time: z.coerce.number().int().min(0).optional(),
        end_time: z.coerce.number().int().min(0).optional(),
      }),
      request.query,
    );
    const symbol = need(fromPair(q.ticker_id, 'SPOT'));
    const limit = q.limit === 0 ? 1000 : q.limit;
    const trades = engine
      .publicTrades(symbol, 1000, clock())
      .filter(
        (t) =>
          (q.start_time === undefined || t.executedTimestamp >= q.start_time) &&
          (q.end_time === undefined || t.executedTimestamp <= q.end_time),
      );
    const rows = (side: 'BUY' | 'SELL') =>
      trades
        .filter((t) => t.side === side)
        .slice(0, limit)
        .map((t) => ({
          trade_id: t.executedTimestamp,
          price: t.executedPrice,
          base_volume: t.executedQuantity,
          target_volume: roundDecimals(t.executedPrice * t.executedQuantity, 8),
          trade_timestamp: t.executedTimestamp,
          type: side.toLowerCase(),
        }));
    return { buy: q.type === 'sell' ? [] : rows('BUY'), sell: q.type === 'buy' ? [] : rows('SELL') };
  });
}

/** The CoinMarketCap exchange API. */
function registerCoinMarketCap(app: FastifyInstance, kit: MarketDataKit): void {
  const { engine, clock, pairOf, spot, perps, ticker, quote } = kit;
  app.get('/md/cmc/assets', async () =>
    Object.fromEntries(
      tokenRows(engine.instruments).map((t) => [
        t.balance_token,
        {
          name: t.fullname,
          can_withdraw: true,
          can_deposit: true,
          min_withdraw: 0,
          max_withdraw: 0,
          maker_fee: 0.0002,
          taker_fee: 0.0005,
        },
      ]),
    ),
  );
  const cmcSummary = (i: (typeof engine.instruments)[number]) => {
    const t = ticker(i.symbol);
    const q = quote(i.symbol);
    return {
      trading_pairs: pairOf(i.symbol),
      base_currency: i.base,
      quote_currency: i.quote,
      last_price: t.close,
      lowest_ask: q.ask,
      highest_bid: q.bid,
      base_volume: t.volume,
      quote_volume: t.amount,
      price_change_percent_24h: t.open === 0 ? 0 : roundDecimals(((t.close - t.open) / t.open) * 100, 2),
      highest_price_24h: t.high,
      lowest_price_24h: t.low,
    };
  };
  app.get('/md/cmc/summary', async () => spot().map(cmcSummary));
  app.get('/md/cmc/ticker', async () =>
    Object.fromEntries(
      spot().map((i) => {
        const t = ticker(i.symbol);
        return [pairOf(i.symbol), { last_price: t.close, base_volume: t.volume, quote_volume: t.amount, isFrozen: 0 }];
      }),
    ),
  );
  app.get('/md/cmc/contracts', async () => {
    const now = clock();
    return perps().map((i) => {
      const f = engine.future(i.symbol, now)!;
      const s = cmcSummary(i);
      return {
        ticker_id: i.symbol,
        base_currency: i.base,
        quote_currency: i.quote,
        last_price: s.last_price,
        base_volume: s.base_volume,
        quote_volume: s.quote_volume,
        USD_volume: s.quote_volume,
        price_change_percent_24h: s.price_change_percent_24h,
        highest_price_24h: s.highest_price_24h,
        lowest_price_24h: s.lowest_price_24h,
        highest_bid: s.highest_bid,
        lowest_ask: s.lowest_ask,
        open_interest: f.open_interest,
        open_interest_usd: roundDecimals(f.open_interest * f.mark_price, 2),
        index_price: f.index_price,
        index_name: `${i.base}USDT index`,
        index_currency: i.quote,
        funding_rate: f.last_funding_rate,
        next_funding_rate: f.est_funding_rate,
        next_funding_rate_timestamp: f.next_funding_time,
        contract_type: 'Vanilla',
        contract_price: f.mark_price,
        contract_price_currency: i.quote,
        product_type: 'perpetual',
      };
    });
  });
}

/** The Nomics exchange integration. */
function registerNomics(app: FastifyInstance, kit: MarketDataKit): void {
  const { engine, clock, need } = kit;
  app.get('/md/nomics/info', async () => ({
    name: EXCHANGE,
    description: 'WOO X spot and perpetual futures exchange (simulator).',
    location: 'Global',
    logo: '/logo.svg',
    website: 'https://woox.io',
    twitter: 'WOOnetwork',
    version: '1.0',
    capability: {
      markets: true,
      trades: true,
      tradesByTimestamp: false,
      tradesSocket: false,
      orders: false,
      ordersSocket: false,
      ordersSnapshot: true,
      candles: false,
      ticker: false,
    },
  }));
  app.get('/md/nomics/markets', async () =>
    engine.instruments.map((i) => ({
      id: i.symbol,
      type: i.type === 'PERP' ? 'derivative' : 'spot',
      ...(i.type === 'PERP' ? { subtype: 'perpetual' } : {}),
      base: i.base,
      quote: i.quote,
      active: true,
      market_url: `https://woox.io/trade/${i.symbol}`,
    })),
  );
  app.get('/md/nomics/trades', async (request) => {
    const q = parseQuery(
      z.object({
        market: symbolText,
        since: z
          .string()
          .regex(/^\d{1,15}$/)
          .optional(),
      }),
      request.query,
    );
    const live = engine.useBook(need(q.market), clock())!;
    const since = q.since === undefined ? 0 : Number(q.since);
    return live.tape
      .filter((t) => t.id > since)
      .slice(0, 100)
      .map((t) => ({
        id: String(t.id),
        timestamp: new Date(t.ts).toISOString(),
        price: String(t.price),
        amount: String(t.size),
        side: t.side.toLowerCase(),
      }));
  });
  app.get('/md/nomics/orders/snapshot', async (request) => {
    const q = parseQuery(z.object({ market: symbolText }), request.query);
    const book = engine.orderBook(need(q.market), 100, clock())!;
    return {
      bids: book.bids.map((l) => [l.price, l.quantity]),
      asks: book.asks.map((l) => [l.price, l.quantity]),
      timestamp: new Date(book.timestamp).toISOString(),
    };
  });
}
