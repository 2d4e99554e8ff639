import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ORDER_TYPES } from '../../src/domain/trade/orders/order';
import type { ControlState } from '../control/control-state';
import { ApiError, ErrorCodes } from '../http/api-error';
import { RateLimiter } from '../http/rate-limit';
import { parseQuery, requireAccount } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import { cancelAllQuery, cancelQuery, clientOrderId, decimal, orderIdInput, pageFields, symbol, tradingRouteContext } from './route-inputs';
import type { TradingEngine } from './trading-engine';
import { documented } from '../api-docs/api-operation';
import { anyObject, paged, rowsOf, statusAnswer } from '../api-docs/answers';
import type { AlgoOrders } from './algo-orders';
import { accountInfo, balanceRows, fillFilter, fillRow, orderFilter, orderRow, page, positionRows } from './trading-views';

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

/**
 * The dead-man switches of `POST /v3/trade/cancelAllAfter`, one per account: arming one again replaces it; 0 disarms.
 * Timers are real (the clock only stamps the answer); `stop` clears them when the server closes.
 */
export class DeadManSwitch {
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(private readonly clock: () => number) {}

  /** Arms (or disarms, for 0) the account's switch; the expected trigger time in ms, 0 when disarmed. */
  arm(userId: number, afterMs: number, fire: () => void): number {
    const before = this.timers.get(userId);
    if (before !== undefined) clearTimeout(before);
    this.timers.delete(userId);
    if (afterMs === 0) return 0;
    const timer = setTimeout(() => {
      this.timers.delete(userId);
      fire();
    }, afterMs);
    timer.unref?.();
    this.timers.set(userId, timer);
    return this.clock() + afterMs;
  }

  armed(userId: number): boolean {
    return this.timers.has(userId);
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}

/** Test hooks set by `/__control/trading/*`. */
export class TradingHooks {
  /** Orders whose answer is dropped after they were stored (a crash between accepting and answering). */
  dropAnswers = 0;
}

const placeBody = z.object({
  symbol, side: z.enum(['BUY', 'SELL']), type: z.enum(ORDER_TYPES),
  price: decimal.optional(), quantity: decimal.optional(), amount: decimal.optional(), clientOrderId: clientOrderId.optional(),
  orderTag: z.string().max(64).optional(), reduceOnly: z.boolean().optional(), visibleQuantity: decimal.optional(),
  marginMode: z.enum(['CROSS', 'ISOLATED']).optional(), positionSide: z.enum(['BOTH', 'LONG', 'SHORT']).optional(),
  tradePassword: z.string().max(64).optional().describe('The trade password, when orders ask for it and the session has not checked it in the last 30 minutes'),
});
const amendBody = z.object({
  orderId: orderIdInput.optional(), clientOrderId: clientOrderId.optional(),
  price: decimal.optional(), quantity: decimal.optional(),
}).refine((b) => b.orderId !== undefined || b.clientOrderId !== undefined, { message: 'orderId or clientOrderId is required', path: ['orderId'] })
  .refine((b) => b.price !== undefined || b.quantity !== undefined, { message: 'price or quantity is required', path: ['price'] });
const time = z.coerce.number().int().min(0).optional();
const listQuery = z.object({
  symbol: symbol.optional(), side: z.enum(['BUY', 'SELL']).optional(),
  status: z.enum(['NEW', 'PARTIAL_FILLED', 'FILLED', 'CANCELLED', 'REJECTED', 'INCOMPLETE', 'COMPLETED']).optional(),
  orderId: orderIdInput.optional(), startTime: time, endTime: time,
  ...pageFields,
});
const orderQuery = z.object({ clientOrderId: clientOrderId.optional(), orderId: orderIdInput.optional() })
  .refine((q) => q.orderId !== undefined || q.clientOrderId !== undefined, { message: 'clientOrderId or orderId is required', path: ['clientOrderId'] });
const feeQuery = z.object({ symbol });
const positionsQuery = z.object({ symbol: symbol.optional() });
/** The answer to a new order (documentation: docs/protocol.md "Trading"). */
export const orderAck = z.object({
  orderId: z.number().int(), clientOrderId: z.number().int(), type: z.enum(ORDER_TYPES),
  price: z.number().nullable(), quantity: z.number().nullable(), amount: z.number().nullable(), bidAskLevel: z.number().int().nullable(),
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

  app.post('/v3/trade/order', documented({ tag: T, summary: 'Place an order', auth: 'private', body: placeBody, data: orderAck }), async (request, reply) => {
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
      orderId: record.orderId, clientOrderId: Number(record.clientOrderId), type: record.type, price: record.price === null ? null : Number(record.price),
      quantity: record.quantity === null ? null : Number(record.quantity), amount: record.amount === null ? null : Number(record.amount), bidAskLevel: null,
    });
  });

  app.put('/v3/trade/order', documented({ tag: T, summary: 'Edit an open order (price or quantity)', auth: 'private', body: amendBody, data: statusAnswer('EDIT_SENT') }), async (request) => {
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
  });

  app.delete('/v3/trade/order', documented({ tag: T, summary: 'Cancel an order', auth: 'private', query: cancelQuery, data: statusAnswer('CANCEL_SENT') }), async (request) => {
    const userId = await user(request);
    const q = parseQuery(cancelQuery, request.query);
    open();
    trading.cancel(userId, q.orderId, q.symbol);
    await trading.writer.flush();
    return ok({ status: 'CANCEL_SENT' });
  });

  app.delete('/v3/trade/orders', documented({ tag: T, summary: 'Cancel all orders (of a symbol)', auth: 'private', query: cancelAllQuery, data: statusAnswer('CANCEL_ALL_SENT') }), async (request) => {
    const userId = await user(request);
    const q = parseQuery(cancelAllQuery, request.query);
    open();
    known(q.symbol);
    trading.cancelAll(userId, q.symbol);
    await trading.writer.flush();
    return ok({ status: 'CANCEL_ALL_SENT' });
  });

  // The real call (recorded: fetchOrder, DELETE allOrders): every open order of the account (of a symbol), then its algo orders.
  app.delete('/v3/trade/allOrders', documented({ tag: T, summary: 'Cancel all orders and algo orders (of a symbol)', auth: 'private', query: cancelAllQuery, data: statusAnswer('CANCEL_ALL_SENT') }), async (request) => {
    const userId = await user(request);
    const q = parseQuery(cancelAllQuery, request.query);
    open();
    known(q.symbol);
    cancelEverything(userId, q.symbol);
    await trading.writer.flush();
    return ok({ status: 'CANCEL_ALL_SENT' });
  });

  // A dead-man switch (recorded: cancelAllOrdersAfter): unless called again within triggerAfter ms, every order and algo
  // order of the account is cancelled then; 0 turns it off. Answered with the time it will fire (0 when off).
  app.post('/v3/trade/cancelAllAfter', documented({ tag: T, summary: 'Cancel all orders after a delay unless refreshed', auth: 'private', body: cancelAllAfterBody, data: z.object({ expectedTriggerTime: z.number().int() }) }), async (request) => {
    const userId = await user(request);
    const body = parseQuery(cancelAllAfterBody, request.body);
    open();
    return ok({ expectedTriggerTime: deps.deadMan.arm(userId, body.triggerAfter, () => cancelEverything(userId)) });
  });

  app.get('/v3/trade/order', documented({ tag: T, summary: 'One order by clientOrderId or orderId', description: '-1006 when there is none.', auth: 'private', query: orderQuery, data: anyObject }), async (request) => {
    const userId = await user(request);
    const q = parseQuery(orderQuery, request.query);
    const orders = trading.account(userId).orders;
    for (let i = orders.length - 1; i >= 0; i -= 1) {
      const o = orders[i];
      if ((q.orderId === undefined || o.orderId === q.orderId) && (q.clientOrderId === undefined || o.clientOrderId === q.clientOrderId)) return ok(orderRow(o));
    }
    throw new ApiError(ErrorCodes.NotFound, q.clientOrderId !== undefined ? `clientOrderId ${q.clientOrderId}: no such order` : `orderId ${q.orderId}: no such order`);
  });

  app.get('/v3/trade/orders', documented({ tag: T, summary: 'Orders, paged and filtered', auth: 'private', query: listQuery, data: paged() }), async (request) => {
    const userId = await user(request);
    const q = parseQuery(listQuery, request.query);
    return ok(page(trading.account(userId).orders, orderFilter(q), q, orderRow));
  });

  app.get('/v3/trade/transactionHistory', documented({ tag: T, summary: 'Fills, paged and filtered', auth: 'private', query: listQuery, data: paged() }), async (request) => {
    const userId = await user(request);
    const q = parseQuery(listQuery, request.query);
    const a = trading.account(userId);
    const tags = new Map(a.orders.map((o) => [o.orderId, o.orderTag]));
    return ok(page(a.fills, fillFilter(q), q, (f) => fillRow(f, tags.get(f.orderId))));
  });

  app.get('/v3/asset/balances', documented({ tag: 'Asset', summary: 'Balances of every token', auth: 'private', data: z.object({ holding: z.array(z.record(z.string(), z.unknown())) }) }), async (request) => {
    const userId = await user(request);
    const a = trading.account(userId);
    await trading.writer.flush();
    return ok({ holding: balanceRows(trading, a, clock()) });
  });

  app.get('/v3/futures/positions', documented({ tag: 'Futures', summary: 'Open perpetual positions', auth: 'private', query: positionsQuery, data: z.object({ positions: z.array(z.record(z.string(), z.unknown())) }) }), async (request) => {
    const userId = await user(request);
    const q = parseQuery(positionsQuery, request.query);
    const rows = positionRows(trading, trading.account(userId), clock());
    return ok({ positions: q.symbol === undefined ? rows : rows.filter((r) => r.symbol === q.symbol) });
  });

  app.get('/v3/account/info', documented({ tag: 'Account', summary: 'Account information (margin, leverage, mode)', auth: 'private', data: anyObject }), async (request) => {
    const account = await requireAccount(request, accounts, clock());
    return ok(accountInfo(trading, trading.account(account.userId), account));
  });

  app.get('/v3/trade/tradingFee', documented({ tag: T, summary: 'Maker and taker fee of a symbol (bps, as strings)', auth: 'private', query: feeQuery, data: z.object({ symbol: z.string(), takerFee: z.string(), makerFee: z.string() }) }), async (request) => {
    const userId = await user(request);
    const q = parseQuery(feeQuery, request.query);
    known(q.symbol);
    const rates = trading.feesOf(trading.account(userId));
    return ok({ symbol: q.symbol, takerFee: String(rates.takerFee), makerFee: String(rates.makerFee) });
  });

  // Public, as the spec lists it under "Fees and pre-login": one fee group per market type.
  const feeGroupParams = z.object({ type: z.enum(['SPOT', 'PERP']) });
  app.get('/tradingfee/symbol_group/:type/symbols', documented({ tag: 'Public', summary: 'Fee group of a market type', auth: 'public', params: feeGroupParams, data: rowsOf() }), async (request) => {
    const { type } = parseQuery(feeGroupParams, request.params);
    const symbols = trading.market.instruments.filter((i) => i.type === type).map((i) => i.symbol);
    return ok({ rows: [{ symbolGroup: `${type}_DEFAULT`, makerFee: Number(trading.fees.makerFee), takerFee: Number(trading.fees.takerFee), symbols }] });
  });
}

/** The `crash-after-accept` hook: the order is stored, then the connection is cut without an answer. */
function dropAnswer(hooks: TradingHooks, request: FastifyRequest, reply: FastifyReply): boolean {
  if (hooks.dropAnswers <= 0) return false;
  hooks.dropAnswers -= 1;
  reply.hijack();
  request.raw.socket.destroy();
  return true;
}
