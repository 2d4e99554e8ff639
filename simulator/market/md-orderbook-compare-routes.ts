import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseQuery } from '../http/request-input';
import { EXCHANGE, type MarketDataKit } from './md-route-kit';
import { roundDecimals } from './tick-math';

/** Exchange order book comparison (`md/v4/public/exchange_orderbook*`; our shapes: the real ones are not public). */
export function registerOrderBookComparisonRoutes(app: FastifyInstance, kit: MarketDataKit): void {
  const { engine, clock, ok, need, spot } = kit;
  const AMOUNTS = [10_000, 50_000, 100_000, 500_000, 1_000_000];
  app.get('/md/v4/public/exchange_orderbook_info', async () =>
    ok({
      exchanges: [EXCHANGE],
      tokens: [...new Set(spot().map((i) => i.base))],
      assetTypes: ['SPOT', 'PERP'],
      amounts: AMOUNTS,
      intervals: ['1m', '5m', '1h'],
    }),
  );
  app.get('/md/v4/public/exchange_orderbook_tier', async () => ok({ rows: AMOUNTS.map((amount, n) => ({ tier: n + 1, amount })) }));
  app.get('/md/v4/public/exchange_orderbook', async (request) => {
    const q = parseQuery(
      z.object({
        token: z.string({ error: 'is required' }).regex(/^[A-Z0-9]{1,20}$/),
        assetType: z.enum(['SPOT', 'PERP']).default('SPOT'),
        amount: z.coerce.number().min(1).max(100_000_000).default(100_000),
        interval: z.enum(['1m', '5m', '1h']).default('1m'),
        withFee: z.enum(['true', 'false']).default('false'),
      }),
      request.query,
    );
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
    const slip = (price: number, sign: number) =>
      mid === 0 || price === 0 ? 0 : roundDecimals(((sign * (price - mid)) / mid + fee) * 10_000, 2);
    return ok({
      token: q.token,
      assetType: q.assetType,
      amount: q.amount,
      interval: q.interval,
      withFee: q.withFee === 'true',
      timestamp: book.timestamp,
      rows: [
        {
          exchange: EXCHANGE,
          symbol,
          midPrice: mid,
          buyPrice: buy.price,
          sellPrice: sell.price,
          buySlippageBps: slip(buy.price, 1),
          sellSlippageBps: slip(sell.price, -1),
          buyFilled: roundDecimals(buy.filled, 2),
          sellFilled: roundDecimals(sell.filled, 2),
        },
      ],
    });
  });
}
