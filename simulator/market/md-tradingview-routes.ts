import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { parseQuery } from '../http/request-input';
import { EXCHANGE, TV_RESOLUTIONS, symbolList, symbolText, type MarketDataKit } from './md-route-kit';
import { roundDecimals } from './tick-math';

/** The UDF feed's configuration (`/config`). */
const udfConfig = () => ({
  supported_resolutions: Object.keys(TV_RESOLUTIONS),
  supports_group_request: true,
  supports_marks: false,
  supports_search: true,
  supports_timescale_marks: false,
  supports_time: true,
  exchanges: [{ value: EXCHANGE, name: EXCHANGE, desc: EXCHANGE }],
  symbols_types: [
    { name: 'Spot', value: 'spot' },
    { name: 'Perpetual', value: 'perp' },
  ],
});

/** TradingView UDF (`md/tv/*`, `md/tradingview/*`) and the home page's sparklines. */
export function registerTradingViewRoutes(app: FastifyInstance, kit: MarketDataKit): void {
  const { engine, clock, ok, need, listOf, ticker, quote } = kit;
  const symbolInfo = (group: string | undefined) => {
    const list = engine.instruments.filter((i) => !group || i.type.toLowerCase() === group.toLowerCase());
    const column = <T>(f: (i: (typeof list)[number]) => T) => list.map(f);
    return {
      symbol: column((i) => i.symbol),
      ticker: column((i) => i.symbol),
      description: column((i) => `${i.base}/${i.quote}${i.type === 'PERP' ? ' Perpetual' : ''}`),
      'exchange-listed': EXCHANGE,
      'exchange-traded': EXCHANGE,
      minmovement: 1,
      minmovement2: 0,
      pricescale: column((i) => Math.round(1 / i.quoteTick)),
      'has-dwm': true,
      'has-intraday': true,
      'has-no-volume': column(() => false),
      type: column((i) => (i.type === 'PERP' ? 'perp' : 'spot')),
      timezone: 'Etc/UTC',
      'session-regular': '24x7',
      'supported-resolutions': Object.keys(TV_RESOLUTIONS),
    };
  };
  const tvQuotes = (symbols: string[]) => ({
    s: 'ok',
    d: symbols.map((s) => {
      if (!engine.has(s)) return { s: 'error', n: s, v: {} };
      const t = ticker(s);
      const q = quote(s);
      return {
        s: 'ok',
        n: s,
        v: {
          ch: roundDecimals(t.close - t.open, 10),
          chp: t.open === 0 ? 0 : roundDecimals(((t.close - t.open) / t.open) * 100, 2),
          short_name: s,
          exchange: EXCHANGE,
          description: s,
          lp: t.close,
          ask: q.ask,
          bid: q.bid,
          open_price: t.open,
          high_price: t.high,
          low_price: t.low,
          prev_close_price: t.open,
          volume: t.volume,
        },
      };
    }),
  });
  const streaming = (reply: FastifyReply, symbols: string[]) => {
    const lines = symbols
      .filter((s) => engine.has(s))
      .flatMap((s) =>
        engine
          .publicTrades(s, 20, clock())
          .reverse()
          .map((t) =>
            JSON.stringify({
              id: s,
              sym: s,
              lst: t.executedPrice,
              vol: t.executedQuantity,
              ts: Math.floor(t.executedTimestamp / 1000),
            }),
          ),
      );
    return reply.type('application/x-ndjson').send(lines.join('\n') + (lines.length > 0 ? '\n' : ''));
  };
  for (const base of ['/md/tv', '/md/tradingview']) {
    app.get(`${base}/config`, async () => udfConfig());
    app.get(`${base}/symbol_info`, async (request) =>
      symbolInfo(parseQuery(z.object({ group: z.string().max(20).optional() }), request.query).group),
    );
    app.get(`${base}/streaming`, async (request, reply) =>
      streaming(reply, listOf(parseQuery(z.object({ symbols: symbolList }), request.query).symbols, ['SPOT_BTC_USDT'])),
    );
  }
  app.get('/md/tradingview/groups', async () => ({
    groups: [
      { id: 'spot', name: 'Spot' },
      { id: 'perp', name: 'Perpetual' },
    ],
  }));
  app.get('/md/tv/quotes', async (request) => tvQuotes(listOf(parseQuery(z.object({ symbols: symbolList }), request.query).symbols, [])));
  app.get('/md/tv/trade_kine', async (request) => {
    const q = parseQuery(
      z.object({
        symbol: symbolText,
        timeFrame: z.enum(Object.keys(TV_RESOLUTIONS) as [string, ...string[]]).default('60'),
        from: z.coerce.number().int().min(0).optional(),
        to: z.coerce.number().int().min(0).optional(),
        countback: z.coerce.number().int().min(1).max(1000).default(300),
      }),
      request.query,
    );
    need(q.symbol);
    const rows = engine
      .klines(
        q.symbol,
        TV_RESOLUTIONS[q.timeFrame],
        {
          limit: q.countback,
          before: q.to === undefined ? undefined : q.to * 1000,
          after: q.from === undefined ? undefined : q.from * 1000 - 1,
        },
        clock(),
      )
      .reverse();
    if (rows.length === 0) return { s: 'no_data' };
    return {
      s: 'ok',
      t: rows.map((c) => c.startTimestamp / 1000),
      o: rows.map((c) => c.open),
      h: rows.map((c) => c.high),
      l: rows.map((c) => c.low),
      c: rows.map((c) => c.close),
      v: rows.map((c) => c.volume),
    };
  });
  // Our choice (no public shape): the home page's sparklines, the last 24 hourly closes per symbol.
  app.get('/md/tv/home_kine', async (request) => {
    const symbols = listOf(parseQuery(z.object({ symbols: symbolList }), request.query).symbols, [
      'SPOT_BTC_USDT',
      'SPOT_ETH_USDT',
      'SPOT_WOO_USDT',
    ]);
    const now = clock();
    return ok({
      rows: symbols
        .filter((s) => engine.has(s))
        .map((s) => ({
          symbol: s,
          points: engine
            .klines(s, '1h', { limit: 24 }, now)
            .reverse()
            .map((c) => ({ t: c.startTimestamp, c: c.close })),
        })),
    });
  });
}
