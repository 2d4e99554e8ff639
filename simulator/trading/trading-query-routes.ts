import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, ErrorCodes } from '../http/api-error';
import { parseQuery, requireAccount } from '../http/request-input';
import { clientOrderId, orderIdInput, pageFields, symbol, type tradingRouteContext } from './route-inputs';
import { documented } from '../api-docs/api-operation';
import { anyObject, paged, rowsOf } from '../api-docs/answers';
import type { AccountRepository } from '../store/account-repository';
import type { TradingEngine } from './trading-engine';
import { accountInfo, balanceRows, fillFilter, fillRow, orderFilter, orderRow, page, positionRows } from './trading-views';

const time = z.coerce.number().int().min(0).optional();
const listQuery = z.object({
  symbol: symbol.optional(),
  side: z.enum(['BUY', 'SELL']).optional(),
  status: z.enum(['NEW', 'PARTIAL_FILLED', 'FILLED', 'CANCELLED', 'REJECTED', 'INCOMPLETE', 'COMPLETED']).optional(),
  orderId: orderIdInput.optional(),
  startTime: time,
  endTime: time,
  ...pageFields,
});
const orderQuery = z
  .object({ clientOrderId: clientOrderId.optional(), orderId: orderIdInput.optional() })
  .refine((q) => q.orderId !== undefined || q.clientOrderId !== undefined, {
    message: 'clientOrderId or orderId is required',
    path: ['clientOrderId'],
  });
const feeQuery = z.object({ symbol });
const positionsQuery = z.object({ symbol: symbol.optional() });
const T = 'Trade';

/** What the reading calls share with the writing ones: the answer envelope, the session's user and the symbol check. */
export interface TradingQueryKit {
  readonly ok: ReturnType<typeof tradingRouteContext>['ok'];
  readonly user: (request: FastifyRequest) => Promise<number>;
  readonly known: (s: string | undefined) => void;
}

interface QueryDeps {
  readonly trading: TradingEngine;
  readonly accounts: AccountRepository;
  readonly clock: () => number;
}

/** The v3 private reading calls (orders, fills, balances, positions, account, fees) and the public fee groups. */
export function registerTradingQueryRoutes(app: FastifyInstance, deps: QueryDeps, { ok, user, known }: TradingQueryKit): void {
  const { trading, accounts, clock } = deps;
  app.get(
    '/v3/trade/order',
    documented({
      tag: T,
      summary: 'One order by clientOrderId or orderId',
      description: '-1006 when there is none.',
      auth: 'private',
      query: orderQuery,
      data: anyObject,
    }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(orderQuery, request.query);
      const orders = trading.account(userId).orders;
      for (let i = orders.length - 1; i >= 0; i -= 1) {
        const o = orders[i];
        if ((q.orderId === undefined || o.orderId === q.orderId) && (q.clientOrderId === undefined || o.clientOrderId === q.clientOrderId))
          return ok(orderRow(o));
      }
      throw new ApiError(
        ErrorCodes.NotFound,
        q.clientOrderId !== undefined ? `clientOrderId ${q.clientOrderId}: no such order` : `orderId ${q.orderId}: no such order`,
      );
    },
  );

  app.get(
    '/v3/trade/orders',
    documented({ tag: T, summary: 'Orders, paged and filtered', auth: 'private', query: listQuery, data: paged() }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(listQuery, request.query);
      return ok(page(trading.account(userId).orders, orderFilter(q), q, orderRow));
    },
  );

  app.get(
    '/v3/trade/transactionHistory',
    documented({ tag: T, summary: 'Fills, paged and filtered', auth: 'private', query: listQuery, data: paged() }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(listQuery, request.query);
      const a = trading.account(userId);
      const tags = new Map(a.orders.map((o) => [o.orderId, o.orderTag]));
      return ok(page(a.fills, fillFilter(q), q, (f) => fillRow(f, tags.get(f.orderId))));
    },
  );

  app.get(
    '/v3/asset/balances',
    documented({
      tag: 'Asset',
      summary: 'Balances of every token',
      auth: 'private',
      data: z.object({ holding: z.array(z.record(z.string(), z.unknown())) }),
    }),
    async (request) => {
      const userId = await user(request);
      const a = trading.account(userId);
      await trading.writer.flush();
      return ok({ holding: balanceRows(trading, a, clock()) });
    },
  );

  app.get(
    '/v3/futures/positions',
    documented({
      tag: 'Futures',
      summary: 'Open perpetual positions',
      auth: 'private',
      query: positionsQuery,
      data: z.object({ positions: z.array(z.record(z.string(), z.unknown())) }),
    }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(positionsQuery, request.query);
      const rows = positionRows(trading, trading.account(userId), clock());
      return ok({ positions: q.symbol === undefined ? rows : rows.filter((r) => r.symbol === q.symbol) });
    },
  );

  app.get(
    '/v3/account/info',
    documented({ tag: 'Account', summary: 'Account information (margin, leverage, mode)', auth: 'private', data: anyObject }),
    async (request) => {
      const account = await requireAccount(request, accounts, clock());
      return ok(accountInfo(trading, trading.account(account.userId), account));
    },
  );

  app.get(
    '/v3/trade/tradingFee',
    documented({
      tag: T,
      summary: 'Maker and taker fee of a symbol (bps, as strings)',
      auth: 'private',
      query: feeQuery,
      data: z.object({ symbol: z.string(), takerFee: z.string(), makerFee: z.string() }),
    }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(feeQuery, request.query);
      known(q.symbol);
      const rates = trading.feesOf(trading.account(userId));
      return ok({ symbol: q.symbol, takerFee: String(rates.takerFee), makerFee: String(rates.makerFee) });
    },
  );

  // Public, as the spec lists it under "Fees and pre-login": one fee group per market type.
  const feeGroupParams = z.object({ type: z.enum(['SPOT', 'PERP']) });
  app.get(
    '/tradingfee/symbol_group/:type/symbols',
    documented({ tag: 'Public', summary: 'Fee group of a market type', auth: 'public', params: feeGroupParams, data: rowsOf() }),
    async (request) => {
      const { type } = parseQuery(feeGroupParams, request.params);
      const symbols = trading.market.instruments.filter((i) => i.type === type).map((i) => i.symbol);
      return ok({
        rows: [
          { symbolGroup: `${type}_DEFAULT`, makerFee: Number(trading.fees.makerFee), takerFee: Number(trading.fees.takerFee), symbols },
        ],
      });
    },
  );
}
