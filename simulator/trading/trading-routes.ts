import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ORDER_TYPES } from '../../src/domain/trade/orders/order';
import type { ControlState } from '../control/control-state';
import { ApiError, ErrorCodes } from '../http/api-error';
import { RateLimiter } from '../http/rate-limit';
import { parseQuery } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import { cancelAllQuery, cancelQuery, clientOrderId, decimal, orderIdInput, symbol, tradingRouteContext } from './route-inputs';
import type { TradingEngine } from './trading-engine';
import { documented } from '../api-docs/api-operation';
import { statusAnswer } from '../api-docs/answers';
import type { AlgoOrders } from './algo-orders';
import type { DeadManSwitch } from './dead-man-switch';
import { registerTradingQueryRoutes } from './trading-query-routes';

export interface TradingRouteDeps {
  readonly trading: TradingEngine;
  readonly accounts: AccountRepository;
  readonly control: ControlState;
  readonly clock: () => number;
  /** Order place/amend limit (5 a second per symbol per account); false turns it off like the other limits. */
  readonly rateLimits: boolean;
  /** Control hooks of the trading engine (crash after accept). */
  readonly hooks: TradingHooks;
  /** The algo orders, cancelled with the regular ones by `allOrders` and the dead-man switch. */
  readonly algos?: AlgoOrders;
  /** `POST /v3/trade/cancelAllAfter`'s timers. */
  readonly deadMan: DeadManSwitch;
}

export { DeadManSwitch } from './dead-man-switch';

/** Test hooks set by `/__control/trading/*`. */
export class TradingHooks {
  /** Orders whose answer is dropped after they were stored (a crash between accepting and answering). */
  dropAnswers = 0;
}

const placeBody = z.object({
  symbol,
  side: z.enum(['BUY', 'SELL']),
  type: z.enum(ORDER_TYPES),
  price: decimal.optional(),
  quantity: decimal.optional(),
  amount: decimal.optional(),
  clientOrderId: clientOrderId.optional(),
  orderTag: z.string().max(64).optional(),
  reduceOnly: z.boolean().optional(),
  visibleQuantity: decimal.optional(),
  marginMode: z.enum(['CROSS', 'ISOLATED']).optional(),
  positionSide: z.enum(['BOTH', 'LONG', 'SHORT']).optional(),
  tradePassword: z
    .string()
    .max(64)
    .optional()
    .describe('The trade password, when orders ask for it and the session has not checked it in the last 30 minutes'),
});
const amendBody = z
  .object({
    orderId: orderIdInput.optional(),
    clientOrderId: clientOrderId.optional(),
    price: decimal.optional(),
    quantity: decimal.optional(),
  })
  .refine((b) => b.orderId !== undefined || b.clientOrderId !== undefined, {
    message: 'orderId or clientOrderId is required',
    path: ['orderId'],
  })
  .refine((b) => b.price !== undefined || b.quantity !== undefined, { message: 'price or quantity is required', path: ['price'] });
/** The answer to a new order (documentation: docs/protocol.md "Trading"). */
export const orderAck = z.object({
  orderId: z.number().int(),
  clientOrderId: z.number().int(),
  type: z.enum(ORDER_TYPES),
  price: z.number().nullable(),
  quantity: z.number().nullable(),
  amount: z.number().nullable(),
  bidAskLevel: z.number().int().nullable(),
});
const cancelAllAfterBody = z.object({ triggerAfter: z.coerce.number().int().min(0).max(900_000) });
const T = 'Trade';

/**
 * The v3 private trading calls (bearer session), mounted under /api: docs/protocol.md "Trading". Every write is
 * stored before it is answered.
 */
export function registerTradingRoutes(app: FastifyInstance, deps: TradingRouteDeps): void {
  const { trading, accounts, control, clock } = deps;
  const limiter = new RateLimiter([{ name: 'orders', match: () => true, max: 5, windowMs: 1000 }], clock);
  const { ok, user, open } = tradingRouteContext(accounts, control, clock);
  const limit = (userId: number, sym: string) => {
    if (!deps.rateLimits) return;
    const wait = limiter.hit(String(userId), 'ORDER', sym);
    if (wait !== undefined) throw new ApiError(ErrorCodes.TooManyRequests, `Too many orders: at most 5 a second on ${sym}`, 429, wait);
  };
  const known = (s: string | undefined) => {
    if (s !== undefined && !trading.market.has(s)) throw new ApiError(ErrorCodes.InvalidParameter, `symbol: unknown ${s}`);
  };
  const cancelEverything = (userId: number, sym?: string) => {
    trading.cancelAll(userId, sym);
    deps.algos?.cancelAll(userId, sym);
  };

  app.post(
    '/v3/trade/order',
    documented({ tag: T, summary: 'Place an order', auth: 'private', body: placeBody, data: orderAck }),
    async (request, reply) => {
      const userId = await user(request);
      // the trade password was checked before the handler (simulator/security/trade-password-gate.ts); it is not kept
      const { tradePassword: _checked, ...body } = parseQuery(placeBody, request.body);
      open();
      known(body.symbol);
      limit(userId, body.symbol);
      const record = trading.place(userId, body);
      await trading.writer.flush();
      if (dropAnswer(deps.hooks, request, reply)) return reply;
      return ok({
        orderId: record.orderId,
        clientOrderId: Number(record.clientOrderId),
        type: record.type,
        price: record.price === null ? null : Number(record.price),
        quantity: record.quantity === null ? null : Number(record.quantity),
        amount: record.amount === null ? null : Number(record.amount),
        bidAskLevel: null,
      });
    },
  );

  app.put(
    '/v3/trade/order',
    documented({
      tag: T,
      summary: 'Edit an open order (price or quantity)',
      auth: 'private',
      body: amendBody,
      data: statusAnswer('EDIT_SENT'),
    }),
    async (request) => {
      const userId = await user(request);
      const body = parseQuery(amendBody, request.body);
      open();
      const a = trading.account(userId);
      const id = body.orderId ?? a.liveClientIds.get(body.clientOrderId!);
      const sym = id === undefined ? undefined : a.open.get(id)?.record.symbol;
      if (sym) limit(userId, sym);
      trading.amend(userId, body);
      await trading.writer.flush();
      return ok({ status: 'EDIT_SENT' });
    },
  );

  app.delete(
    '/v3/trade/order',
    documented({ tag: T, summary: 'Cancel an order', auth: 'private', query: cancelQuery, data: statusAnswer('CANCEL_SENT') }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(cancelQuery, request.query);
      open();
      trading.cancel(userId, q.orderId, q.symbol);
      await trading.writer.flush();
      return ok({ status: 'CANCEL_SENT' });
    },
  );

  app.delete(
    '/v3/trade/orders',
    documented({
      tag: T,
      summary: 'Cancel all orders (of a symbol)',
      auth: 'private',
      query: cancelAllQuery,
      data: statusAnswer('CANCEL_ALL_SENT'),
    }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(cancelAllQuery, request.query);
      open();
      known(q.symbol);
      trading.cancelAll(userId, q.symbol);
      await trading.writer.flush();
      return ok({ status: 'CANCEL_ALL_SENT' });
    },
  );

  // The real call (recorded: fetchOrder, DELETE allOrders): every open order of the account (of a symbol), then its algo orders.
  app.delete(
    '/v3/trade/allOrders',
    documented({
      tag: T,
      summary: 'Cancel all orders and algo orders (of a symbol)',
      auth: 'private',
      query: cancelAllQuery,
      data: statusAnswer('CANCEL_ALL_SENT'),
    }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(cancelAllQuery, request.query);
      open();
      known(q.symbol);
      cancelEverything(userId, q.symbol);
      await trading.writer.flush();
      return ok({ status: 'CANCEL_ALL_SENT' });
    },
  );

  // A dead-man switch (recorded: cancelAllOrdersAfter): unless called again within triggerAfter ms, every order and algo
  // order of the account is cancelled then; 0 turns it off. Answered with the time it will fire (0 when off).
  app.post(
    '/v3/trade/cancelAllAfter',
    documented({
      tag: T,
      summary: 'Cancel all orders after a delay unless refreshed',
      auth: 'private',
      body: cancelAllAfterBody,
      data: z.object({ expectedTriggerTime: z.number().int() }),
    }),
    async (request) => {
      const userId = await user(request);
      const body = parseQuery(cancelAllAfterBody, request.body);
      open();
      return ok({ expectedTriggerTime: deps.deadMan.arm(userId, body.triggerAfter, () => cancelEverything(userId)) });
    },
  );

  registerTradingQueryRoutes(app, deps, { ok, user, known });
}

/** The `crash-after-accept` hook: the order is stored, then the connection is cut without an answer. */
function dropAnswer(hooks: TradingHooks, request: FastifyRequest, reply: FastifyReply): boolean {
  if (hooks.dropAnswers <= 0) return false;
  hooks.dropAnswers -= 1;
  reply.hijack();
  request.raw.socket.destroy();
  return true;
}
