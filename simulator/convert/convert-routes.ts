import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ControlState } from '../control/control-state';
import { parseQuery } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import type { ConversionRecord } from '../trading/records';
import { decimal, pageFields, tradingRouteContext } from '../trading/route-inputs';
import type { TradingEngine } from '../trading/trading-engine';
import { page } from '../trading/trading-views';
import type { Convert } from './convert';
import { documented } from '../api-docs/api-operation';
import { anyObject, paged } from '../api-docs/answers';

export interface ConvertRouteDeps {
  readonly trading: TradingEngine;
  readonly convert: Convert;
  readonly accounts: AccountRepository;
  readonly control: ControlState;
  readonly clock: () => number;
}

const token = z.string({ error: 'is required' }).regex(/^[A-Z0-9]{1,20}$/, 'must be a token');
const rfqQuery = z.object({ sellToken: token, buyToken: token, sellQuantity: decimal });
const rftBody = z.object({ quoteId: z.coerce.number({ error: 'is required' }).int().positive() });
const tradesQuery = z.object({ ...pageFields });

const tradeRow = (c: ConversionRecord) => ({
  id: c.id,
  quoteId: c.quoteId,
  sellToken: c.sellToken,
  sellQuantity: Number(c.sellQuantity),
  buyToken: c.buyToken,
  buyQuantity: Number(c.buyQuantity),
  buyPrice: Number(c.buyPrice),
  createdTime: c.createdTime,
});

/** The convert calls (bearer session), under /api: docs/protocol.md "Convert". */
export function registerConvertRoutes(app: FastifyInstance, deps: ConvertRouteDeps): void {
  const { trading, convert } = deps;
  const { ok, user, open } = tradingRouteContext(deps.accounts, deps.control, deps.clock);

  app.get(
    '/v3/convert/rfq',
    documented({ tag: 'Convert', summary: 'Ask for a quote', auth: 'private', query: rfqQuery, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(rfqQuery, request.query);
      open();
      const quote = convert.quote(userId, q.sellToken, q.buyToken, q.sellQuantity);
      return ok({
        ...quote,
        sellQuantity: Number(quote.sellQuantity),
        buyQuantity: Number(quote.buyQuantity),
        buyPrice: Number(quote.buyPrice),
      });
    },
  );

  app.post(
    '/v3/convert/rft',
    documented({ tag: 'Convert', summary: 'Accept a quote', auth: 'private', body: rftBody, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const body = parseQuery(rftBody, request.body ?? {});
      open();
      const row = convert.execute(userId, body.quoteId);
      await trading.writer.flush();
      return ok({ ...tradeRow(row), status: 'COMPLETED' });
    },
  );

  app.get(
    '/v3/convert/trades',
    documented({ tag: 'Convert', summary: 'Conversions, paged', auth: 'private', query: tradesQuery, data: paged() }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(tradesQuery, request.query);
      return ok(page(convert.trades(userId), () => true, q, tradeRow));
    },
  );

  app.get(
    '/v3/convert/tokens',
    documented({ tag: 'Convert', summary: 'Tokens that convert', auth: 'private', data: anyObject }),
    async (request) => {
      await user(request);
      return ok({ rows: convert.tokens().map((t) => ({ token: t, decimals: convert.decimals(t) })) });
    },
  );
}
