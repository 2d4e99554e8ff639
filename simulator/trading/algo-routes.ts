import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ControlState } from '../control/control-state';
import { ApiError, ErrorCodes } from '../http/api-error';
import { RateLimiter } from '../http/rate-limit';
import { parseQuery } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import type { AlgoOrders } from './algo-orders';
import { ALGO_STATUSES, ALGO_TYPES, algoRow, type AlgoRecord } from './algo-records';
import { cancelAllQuery, cancelQuery, clientOrderId, decimal, orderIdInput, pageFields, symbol, tradingRouteContext } from './route-inputs';
import type { TradingEngine } from './trading-engine';
import { page } from './trading-views';
import { documented } from '../api-docs/api-operation';
import { anyObject, paged } from '../api-docs/answers';

export interface AlgoRouteDeps {
  readonly trading: TradingEngine;
  readonly algos: AlgoOrders;
  readonly accounts: AccountRepository;
  readonly control: ControlState;
  readonly clock: () => number;
  /** Algo placing limit (2 a second per account); false turns it off like the other limits. */
  readonly rateLimits: boolean;
}

const childFields = {
  side: z.enum(['BUY', 'SELL']).optional(),
  type: z.enum(['LIMIT', 'MARKET', 'CLOSE_POSITION']).optional(),
  triggerPrice: decimal.optional(),
  triggerPriceType: z.enum(['MARKET_PRICE', 'MARK_PRICE']).optional(),
  price: decimal.optional(),
  quantity: decimal.optional(),
  reduceOnly: z.boolean().optional(),
  positionSide: z.enum(['BOTH', 'LONG', 'SHORT']).optional(),
};
const tpSlChild = z.object({ algoType: z.enum(['TAKE_PROFIT', 'STOP_LOSS']), ...childFields });
/** A BRACKET's or POSITIONAL_TP_SL's children: TP/SL, or (as the real API nests them) one POSITIONAL_TP_SL holding them. */
const child = z.union([
  tpSlChild,
  z.object({ algoType: z.literal('POSITIONAL_TP_SL'), ...childFields, childOrders: z.array(tpSlChild).max(2) }),
]);
const placeBody = z.object({
  symbol,
  algoType: z.enum(ALGO_TYPES),
  ...childFields,
  clientOrderId: clientOrderId.optional(),
  callbackRate: decimal.optional(),
  callbackValue: decimal.optional(),
  activatedPrice: decimal.optional(),
  childOrders: z.array(child).max(2).optional(),
});
const amendBody = z
  .object({
    algoOrderId: orderIdInput.optional(),
    orderId: orderIdInput.optional(),
    triggerPrice: decimal.optional(),
    quantity: decimal.optional(),
    price: decimal.optional(),
  })
  .refine((b) => b.algoOrderId !== undefined || b.orderId !== undefined, 'algoOrderId: is required')
  .refine((b) => b.triggerPrice !== undefined || b.quantity !== undefined || b.price !== undefined, 'give triggerPrice, quantity or price');
const listQuery = z.object({
  symbol: symbol.optional(),
  algoType: z.enum(ALGO_TYPES).optional(),
  side: z.enum(['BUY', 'SELL']).optional(),
  status: z.enum([...ALGO_STATUSES, 'INCOMPLETE', 'COMPLETED']).optional(),
  ...pageFields,
});
type ListQuery = z.infer<typeof listQuery>;
const oneQuery = z.object({ algoOrderId: orderIdInput });

const keep =
  (q: ListQuery) =>
  (r: AlgoRecord): boolean =>
    (q.symbol === undefined || r.symbol === q.symbol) &&
    (q.algoType === undefined || r.algoType === q.algoType) &&
    (q.side === undefined || r.side === q.side) &&
    (q.status === undefined ||
      (q.status === 'INCOMPLETE' ? r.algoStatus === 'NEW' : q.status === 'COMPLETED' ? r.algoStatus !== 'NEW' : r.algoStatus === q.status));

/** The v3 algo order calls, mounted under /api: docs/protocol.md "Algo orders". */
export function registerAlgoRoutes(app: FastifyInstance, deps: AlgoRouteDeps): void {
  const { trading, algos, accounts, control, clock } = deps;
  const limiter = new RateLimiter([{ name: 'algo-orders', match: () => true, max: 2, windowMs: 1000 }], clock);
  const { ok, user, open } = tradingRouteContext(accounts, control, clock);

  app.post(
    '/v3/trade/algoOrder',
    documented({ tag: 'Trade', summary: 'Place an algo order (stop, TP/SL, trailing)', auth: 'private', body: placeBody, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const body = parseQuery(placeBody, request.body);
      open();
      if (deps.rateLimits) {
        const wait = limiter.hit(String(userId), 'ALGO', 'place');
        if (wait !== undefined) throw new ApiError(ErrorCodes.TooManyRequests, 'Too many algo orders: at most 2 a second', 429, wait);
      }
      const r = algos.place(userId, body);
      await trading.writer.flush();
      // as recorded (createOrder algo): one row per algo order placed, the root first
      return ok({
        rows: [r, ...algos.childrenOf(r)].map((x) => ({
          algoType: x.algoType,
          quantity: Number(x.quantity),
          algoOrderId: x.algoOrderId,
          clientAlgoOrderId: Number(x.clientOrderId),
        })),
      });
    },
  );

  app.put(
    '/v3/trade/algoOrder',
    documented({ tag: 'Trade', summary: 'Edit an algo order', auth: 'private', body: amendBody, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const body = parseQuery(amendBody, request.body);
      open();
      algos.amend(userId, {
        algoOrderId: (body.algoOrderId ?? body.orderId)!,
        triggerPrice: body.triggerPrice,
        quantity: body.quantity,
        price: body.price,
      });
      await trading.writer.flush();
      return ok({ status: 'EDIT_SENT' });
    },
  );

  app.get(
    '/v3/trade/algoOrders',
    documented({ tag: 'Trade', summary: 'Algo orders, paged', auth: 'private', query: listQuery, data: paged() }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(listQuery, request.query);
      const rows = algos.list(userId);
      await trading.writer.flush();
      const status = new Map(rows.map((r) => [r.algoOrderId, r.algoStatus]));
      return ok(page(rows, keep(q), { page: q.page, size: q.size }, (r) => algoRow(r, status.get(r.rootAlgoOrderId))));
    },
  );

  app.get(
    '/v3/trade/algoOrder',
    documented({
      tag: 'Trade',
      summary: 'One algo order by algoOrderId',
      description: '-1006 when there is none.',
      auth: 'private',
      query: oneQuery,
      data: anyObject,
    }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(oneQuery, request.query);
      const rows = algos.list(userId);
      const found = rows.find((r) => r.algoOrderId === q.algoOrderId);
      if (!found) throw new ApiError(ErrorCodes.NotFound, `algoOrderId ${q.algoOrderId}: no such algo order`);
      return ok(algoRow(found, rows.find((r) => r.algoOrderId === found.rootAlgoOrderId)?.algoStatus));
    },
  );

  app.delete(
    '/v3/trade/algoOrder',
    documented({ tag: 'Trade', summary: 'Cancel an algo order', auth: 'private', query: cancelQuery, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(cancelQuery, request.query);
      open();
      algos.cancel(userId, q.orderId, q.symbol);
      await trading.writer.flush();
      return ok({ status: 'CANCEL_SENT' });
    },
  );

  app.delete(
    '/v3/trade/algoOrders',
    documented({ tag: 'Trade', summary: 'Cancel all algo orders (of a symbol)', auth: 'private', query: cancelAllQuery, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(cancelAllQuery, request.query);
      open();
      if (q.symbol !== undefined && !trading.market.has(q.symbol))
        throw new ApiError(ErrorCodes.InvalidParameter, `symbol: unknown ${q.symbol}`);
      algos.cancelAll(userId, q.symbol);
      await trading.writer.flush();
      return ok({ status: 'CANCEL_ALL_SENT' });
    },
  );
}
